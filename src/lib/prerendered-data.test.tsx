import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrerenderedData } from './prerendered-data';

function Probe({ dataKey, load }: { dataKey: string; load: () => Promise<{ text: string }> }) {
  const [data, element] = usePrerenderedData(dataKey, load);
  return (
    <div data-testid="probe">
      {data.text}
      {element}
    </div>
  );
}

describe('usePrerenderedData', () => {
  afterEach(() => document.querySelectorAll('script[data-page-data]').forEach((script) => script.remove()));

  it('reads the data the prerendered HTML carries, without loading, and keeps its element', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.pageData = 'page:a';
    script.textContent = JSON.stringify({ text: 'From the HTML \u003c/script>' });
    document.body.append(script);
    const load = vi.fn(async () => ({ text: 'loaded' }));

    render(<Probe dataKey="page:a" load={load} />);
    expect(screen.getByTestId('probe')).toHaveTextContent('From the HTML </script>');
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('probe').querySelector('script')?.textContent).toBe(
      '{"text":"From the HTML \\u003c/script>"}',
    );
  });

  it('loads the data after client navigation, once, and renders no data element', async () => {
    const load = vi.fn(async () => ({ text: 'Loaded on demand' }));
    // The act scope lets React retry the suspended render once the data has arrived.
    await act(async () => {
      render(
        <Suspense fallback="waiting">
          <Probe dataKey="page:b" load={load} />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loaded on demand')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('probe').querySelector('script')).toBeNull();
  });
});
