import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, stubMatchMedia, stubObservers } from '@/components/ui/test-utils';
import { track } from '@/lib/analytics';
import ServicesSection from './ServicesSection';

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

describe('ServicesSection', () => {
  beforeEach(() => {
    stubMatchMedia();
    stubObservers();
    vi.mocked(track).mockClear();
  });

  it('has four service cards whose quote buttons lead to the contact page', () => {
    renderWithSite(<ServicesSection />);
    const quotes = screen.getAllByRole('link', { name: /^Request a quote/ });
    expect(quotes).toHaveLength(4);
    quotes.forEach((quote) => expect(quote).toHaveAttribute('href', '/contact'));
  });

  it('keeps Dutch visitors on the Dutch contact page', () => {
    renderWithSite(<ServicesSection />, '/nl');
    screen
      .getAllByRole('link', { name: /^Offerte aanvragen/ })
      .forEach((quote) => expect(quote).toHaveAttribute('href', '/nl/contact'));
  });

  it('records an event named after the card title in lower snake case', async () => {
    const user = userEvent.setup();
    renderWithSite(<ServicesSection />, '/nl');
    await user.click(screen.getByRole('link', { name: 'Offerte aanvragen: Stadionshows' }));
    expect(track).toHaveBeenCalledWith('stadium_shows', { lang: 'nl' });
    await user.click(screen.getByRole('link', { name: 'Offerte aanvragen: Rigging en pakservice' }));
    expect(track).toHaveBeenCalledWith('rigging_services', { lang: 'nl' });
  });
});
