import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '@contract/business.ts';
import { ErrorBoundary, needsReload } from './ErrorBoundary';

let shouldThrow = true;
function Flaky() {
  const [count] = useState(0);
  if (shouldThrow) throw new Error('Broken widget');
  return <p>recovered {count}</p>;
}

afterEach(() => {
  shouldThrow = true;
  window.history.replaceState(null, '', '/');
});

describe('ErrorBoundary', () => {
  it('shows the fallback in the visitor language with a retry and the phone number', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/nl/contact');
    const reported: string[] = [];
    window.addEventListener('render-error', (e) => reported.push((e as CustomEvent).detail.message));
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Er ging iets mis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Bel ${business.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${business.phone.e164}`,
    );
    expect(reported).toContain('Broken widget');

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(screen.getByText('recovered 0')).toBeInTheDocument();
  });

  it('reloads only for errors a fresh page load cures', () => {
    expect(needsReload(new Error('Rendered more hooks than during the previous render'))).toBe(true);
    expect(needsReload(new TypeError("Cannot read properties of null (reading 'useState')"))).toBe(true);
    expect(needsReload(new Error('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(needsReload(new Error('Broken widget'))).toBe(false);
  });
});
