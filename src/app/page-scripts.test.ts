// The inline scripts of index.html run before any bundle; they are tested here as the page runs them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language-context';

const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

/** The source of the inline script whose comment contains `marker`. */
const inlineScript = (marker: string): string => {
  const source = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .find((script) => script.includes(marker));
  if (!source) throw new Error(`index.html has no inline script mentioning "${marker}"`);
  return source;
};

describe('first visit language', () => {
  const source = inlineScript('first visit to /');

  const run = (
    pathname: string,
    localStorage: { getItem: (key: string) => string | null },
    browserLanguage: string,
  ) => {
    const location = { pathname, search: '?ref=ad', hash: '#faq', replace: vi.fn() };
    new Function('location', 'localStorage', 'navigator', source)(location, localStorage, {
      language: browserLanguage,
    });
    return location.replace.mock.calls.map(([url]) => url as string);
  };
  // Keyed like the real storage, so the inline script and the app must agree on the key.
  const visit = (pathname: string, stored: string | null, browserLanguage: string) =>
    run(pathname, { getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? stored : null) }, browserLanguage);

  it('sends / to the Dutch home page for a stored Dutch choice, keeping query and hash', () => {
    expect(visit('/', 'nl', 'en-GB')).toEqual(['/nl?ref=ad#faq']);
  });

  it('sends / to Dutch for a Dutch browser without a stored choice', () => {
    expect(visit('/', null, 'nl-BE')).toEqual(['/nl?ref=ad#faq']);
    expect(visit('/', 'de', 'NL')).toEqual(['/nl?ref=ad#faq']);
  });

  it('keeps a stored English choice, other browsers and every other page where they are', () => {
    expect(visit('/', 'en', 'nl-NL')).toEqual([]);
    expect(visit('/', null, 'de-DE')).toEqual([]);
    expect(visit('/contact', 'nl', 'nl-NL')).toEqual([]);
  });

  it('treats unreadable storage as no choice', () => {
    const unreadable = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
    };
    expect(run('/', unreadable, 'nl')).toEqual(['/nl?ref=ad#faq']);
  });
});
