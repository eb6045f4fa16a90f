import { describe, expect, it } from 'vitest';
import { spreadsheetStamp } from '@/admin/amsterdam-time';
import { newsletterCopy } from './copy';
import { confirmedCsv, filtersFromSearch, searchFilter, searchOfFilters, statusOf } from './subscribers';

describe('newsletter filters in the address', () => {
  it('reads status, search and page, ignoring what it does not know', () => {
    expect(filtersFromSearch('?status=confirmed&q=%20sanne%20&page=3')).toEqual({
      status: 'confirmed',
      q: 'sanne',
      page: 3,
    });
    expect(filtersFromSearch('?status=everyone&page=-2&q=')).toEqual({
      status: undefined,
      q: undefined,
      page: 1,
    });
  });

  it('writes them back, leaving out the defaults', () => {
    expect(searchOfFilters({ status: 'pending', q: 'a&b', page: 2 })).toBe('?status=pending&q=a%26b&page=2');
    expect(searchOfFilters({ page: 1 })).toBe('');
  });
});

describe('searchFilter', () => {
  it('matches the typed text literally in e-mail and name, commas and wildcards included', () => {
    expect(searchFilter('jan.de*vries, (nl)')).toBe(
      'email.imatch."jan\\\\.de\\\\*vries, \\\\(nl\\\\)",name.imatch."jan\\\\.de\\\\*vries, \\\\(nl\\\\)"',
    );
    expect(searchFilter('say "hi"')).toBe('email.imatch."say \\"hi\\"",name.imatch."say \\"hi\\""');
  });
});

describe('statusOf', () => {
  it('derives pending, confirmed and unsubscribed from the two times', () => {
    expect(statusOf({ confirmed_at: null, unsubscribed_at: null })).toBe('pending');
    expect(statusOf({ confirmed_at: '2026-11-01T10:00:00Z', unsubscribed_at: null })).toBe('confirmed');
    expect(statusOf({ confirmed_at: '2026-11-01T10:00:00Z', unsubscribed_at: '2026-11-02T10:00:00Z' })).toBe(
      'unsubscribed',
    );
  });
});

describe('the confirmed export', () => {
  it('gives Amsterdam times across summer and winter time', () => {
    expect(spreadsheetStamp('2026-07-01T22:30:00Z')).toBe('2026-07-02 00:30');
    expect(spreadsheetStamp('2026-12-31T23:05:00Z')).toBe('2027-01-01 00:05');
  });

  it('is a spreadsheet with a BOM, the header in the admin’s language and accents intact', () => {
    const csv = confirmedCsv(newsletterCopy.nl.csvHeader, [
      {
        name: 'Zoë de Vries',
        email: 'zoe@example.com',
        language: 'nl',
        confirmed_at: '2026-11-25T13:05:00Z',
      },
      { name: null, email: 'anon@example.com', language: 'en', confirmed_at: '2026-11-25T14:00:00Z' },
    ]);
    expect(csv).toBe(
      '\uFEFFNaam,E-mailadres,Taal,Bevestigd op (Nederlandse tijd)\r\n' +
        'Zoë de Vries,zoe@example.com,nl,2026-11-25 14:05\r\n' +
        ',anon@example.com,en,2026-11-25 15:00\r\n',
    );
  });
});
