import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@/i18n/language-context';
import { BookingWidget } from './BookingWidget';
import { WIDGET_STORAGE_KEY } from './widget-state';

const renderWidget = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider>
        <BookingWidget />
      </LanguageProvider>
    </MemoryRouter>,
  );

const widget = () => screen.getByRole('complementary', { name: /book a jump|boek een sprong/i });

/** A screen wide enough for the open panel beside the content, or narrower. */
const screenIsWide = (wide: boolean) => {
  window.matchMedia = vi.fn().mockReturnValue({
    matches: wide,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
};

describe('BookingWidget', () => {
  beforeEach(() => {
    localStorage.clear();
    screenIsWide(false);
  });

  it('starts as a button alone below the widest screens, with no panel in the page', () => {
    renderWidget();
    expect(widget()).toHaveAttribute('data-booking-widget', 'auto');
    expect(screen.getByRole('button', { name: 'Book a jump' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('starts open on the widest screens and offers call, WhatsApp, more info and book now', () => {
    screenIsWide(true);
    renderWidget();
    expect(widget()).toHaveAttribute('data-booking-widget', 'auto');
    expect(screen.getByRole('link', { name: /^call/i })).toHaveAttribute('href', 'tel:+31612345678');
    expect(screen.getByRole('link', { name: /whatsapp/i })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Our services' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/contact');
  });

  it('remembers being minimised, across a new mount, and moves focus to the launcher', async () => {
    screenIsWide(true);
    const first = renderWidget();
    await userEvent.click(screen.getByRole('button', { name: 'Minimise booking options' }));
    expect(localStorage.getItem(WIDGET_STORAGE_KEY)).toBe('minimised');
    expect(widget()).toHaveAttribute('data-booking-widget', 'minimised');
    expect(screen.getByRole('button', { name: 'Book a jump' })).toHaveFocus();
    first.unmount();

    renderWidget('/services');
    expect(widget()).toHaveAttribute('data-booking-widget', 'minimised');
    expect(screen.queryByRole('link', { name: 'Book now' })).toBeNull();
  });

  it('expands again and remembers that', async () => {
    localStorage.setItem(WIDGET_STORAGE_KEY, 'minimised');
    renderWidget();
    await userEvent.click(screen.getByRole('button', { name: 'Book a jump' }));
    expect(localStorage.getItem(WIDGET_STORAGE_KEY)).toBe('expanded');
    expect(widget()).toHaveAttribute('data-booking-widget', 'expanded');
    expect(screen.getByRole('link', { name: /^call/i })).toHaveFocus();
  });

  it('speaks Dutch under /nl', () => {
    screenIsWide(true);
    renderWidget('/nl/diensten');
    expect(screen.getByRole('link', { name: 'Nu boeken' })).toHaveAttribute('href', '/nl/contact');
  });
});
