import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { business } from '@contract/business.ts';
import OfflineNotice from './OfflineNotice';

afterEach(() => vi.unstubAllGlobals());

describe('OfflineNotice', () => {
  it('appears with the phone number while the site cannot be reached, in the page language', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithSite(<OfflineNotice />, '/nl/contact');
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    expect(await screen.findByText(/Je bent offline/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute(
      'href',
      `tel:${business.phone.e164}`,
    );

    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region).toBeEmptyDOMElement();
  });
});
