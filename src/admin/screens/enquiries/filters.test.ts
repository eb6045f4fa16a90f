import { describe, expect, it } from 'vitest';
import { amsterdamDayStart } from '@/admin/amsterdam-time';
import { filtersFromSearch, searchFilter, searchOfFilters } from './filters';

describe('inbox filters in the address', () => {
  it('reads what it knows and drops the rest', () => {
    expect(
      filtersFromSearch(
        '?status=spam&form=tandem&service=bungee&lang=nl&email=failed&from=2026-11-01&to=nope&q=%20Zo%C3%AB%20&page=3',
      ),
    ).toEqual({
      status: 'spam',
      formType: 'tandem',
      service: undefined,
      language: 'nl',
      emailStatus: 'failed',
      from: '2026-11-01',
      to: undefined,
      q: 'Zoë',
      page: 3,
    });
    expect(filtersFromSearch('?status=archived&page=-2').status).toBeUndefined();
    expect(filtersFromSearch('?page=abc').page).toBe(1);
  });

  it('writes only what is set, and round-trips', () => {
    const filters = { status: 'new', q: 'a&b=c', from: '2026-01-31', page: 2 } as const;
    const search = searchOfFilters(filters);
    expect(search).toBe('?status=new&from=2026-01-31&q=a%26b%3Dc&page=2');
    expect(filtersFromSearch(search)).toMatchObject(filters);
    expect(searchOfFilters({ page: 1 })).toBe('');
  });
});

describe('Amsterdam days', () => {
  it('start at local midnight, in winter and in summer time', () => {
    expect(amsterdamDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(amsterdamDayStart('2026-07-15')).toBe('2026-07-14T22:00:00.000Z');
  });

  it('count the days around a clock change right, and roll over months', () => {
    // Summer time starts on 29 March 2026 at 02:00; the day itself began in winter time.
    expect(amsterdamDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(amsterdamDayStart('2026-03-29', 1)).toBe('2026-03-29T22:00:00.000Z');
    expect(amsterdamDayStart('2026-10-25', 1)).toBe('2026-10-25T23:00:00.000Z');
    expect(amsterdamDayStart('2026-12-31', 1)).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('the search filter', () => {
  it('quotes the text and escapes what would widen or break it', () => {
    expect(searchFilter('Sanne')).toBe('name.imatch."Sanne",email.imatch."Sanne",message.imatch."Sanne"');
    const filter = searchFilter('50% *off*, (really) "now" a\\b');
    expect(filter.split(',email.')[0]).toBe(
      String.raw`name.imatch."50% \\*off\\*, \\(really\\) \"now\" a\\\\b"`,
    );
  });
});
