import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
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

describe('BookingWidget', () => {
  beforeEach(() => localStorage.clear());

  it('starts in the automatic state and offers call, WhatsApp, more info and book now', () => {
    renderWidget();
    expect(widget()).toHaveAttribute('data-booking-widget', 'auto');
    expect(screen.getByRole('link', { name: /^call/i })).toHaveAttribute('href', 'tel:+31612345678');
    expect(screen.getByRole('link', { name: /whatsapp/i })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Our services' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/contact');
  });

  it('remembers being minimised, across a new mount, and moves focus to the launcher', async () => {
    const first = renderWidget();
    await userEvent.click(screen.getByRole('button', { name: 'Minimise booking options' }));
    expect(localStorage.getItem(WIDGET_STORAGE_KEY)).toBe('minimised');
    expect(widget()).toHaveAttribute('data-booking-widget', 'minimised');
    expect(screen.getByRole('button', { name: 'Book a jump' })).toHaveFocus();
    first.unmount();

    renderWidget('/services');
    expect(widget()).toHaveAttribute('data-booking-widget', 'minimised');
  });

  it('expands again and remembers that', async () => {
    localStorage.setItem(WIDGET_STORAGE_KEY, 'minimised');
    renderWidget();
    await userEvent.click(screen.getByRole('button', { name: 'Book a jump' }));
    expect(localStorage.getItem(WIDGET_STORAGE_KEY)).toBe('expanded');
    expect(widget()).toHaveAttribute('data-booking-widget', 'expanded');
  });

  it('speaks Dutch under /nl', () => {
    renderWidget('/nl/diensten');
    expect(screen.getByRole('link', { name: 'Nu boeken' })).toHaveAttribute('href', '/nl/contact');
  });
});
