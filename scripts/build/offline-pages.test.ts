import { describe, expect, it } from 'vitest';
import { business } from '../../supabase/functions/_shared/contract/business.ts';
import { offlinePage } from './offline-pages';

describe('the offline page', () => {
  it('speaks the language of the page asked for and offers every way to reach the company', () => {
    const nl = offlinePage('nl');
    expect(nl).toContain('<html lang="nl">');
    expect(nl).toContain('<h1>Je bent offline</h1>');
    expect(nl).toContain(`href="tel:${business.phone.e164}"`);
    expect(nl).toContain('href="https://wa.me/');
    expect(nl).toContain(`href="mailto:${business.email}"`);
    expect(nl).toContain('<meta name="robots" content="noindex">');
    // No script: the page must work with nothing else at hand, and the CSP allows none inline.
    expect(nl).not.toContain('<script');
    expect(offlinePage('en')).toContain('<h1>You are offline</h1>');
  });
});
