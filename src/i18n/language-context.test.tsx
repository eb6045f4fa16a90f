import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CHANGED_EVENT, LanguageProvider, useLanguage } from './language-context';

function Probe() {
  const { lang, setLanguage } = useLanguage();
  const location = useLocation();
  return (
    <>
      <output>{`${lang} ${location.pathname}${location.search}${location.hash}`}</output>
      <button type="button" onClick={() => setLanguage(lang === 'en' ? 'nl' : 'en')}>
        switch
      </button>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <LanguageProvider>
        <Probe />
      </LanguageProvider>
    </MemoryRouter>,
  );

afterEach(() => localStorage.clear());

describe('language', () => {
  it('throws the documented message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useLanguage must be used within a LanguageProvider');
  });

  it('leaves the lang attribute alone when it is right already, and sets it when the language changes', async () => {
    document.documentElement.lang = 'en';
    const changes: (string | null)[] = [];
    const observer = new MutationObserver((records) =>
      changes.push(...records.map((record) => (record.target as HTMLElement).getAttribute('lang'))),
    );
    observer.observe(document.documentElement, { attributeFilter: ['lang'] });
    renderAt('/services');
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    await screen.findByText('nl /nl/diensten');
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    // Setting lang to the value it has restyles the whole page: only the switch may touch it.
    expect(changes).toEqual(['nl']);
  });

  it('switches language in place, keeping query and hash, saving the choice and firing an event', async () => {
    const events: string[] = [];
    window.addEventListener(LANGUAGE_CHANGED_EVENT, (e) => events.push((e as CustomEvent).detail.language));
    renderAt('/services?ref=x#top');
    expect(screen.getByRole('status')).toHaveTextContent('en /services?ref=x#top');
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByRole('status')).toHaveTextContent('nl /nl/diensten?ref=x#top');
    expect(document.documentElement.lang).toBe('nl');
    expect(localStorage.getItem('preferred-language')).toBe('nl');
    expect(events).toEqual(['nl']);
  });
});
