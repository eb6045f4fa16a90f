import { describe, expect, it } from 'vitest';
import { categoryFilter, filtersFromSearch, searchFilter, searchOfFilters } from './list-filters';

describe('story list filters in the address', () => {
  it('reads what it knows and drops the rest', () => {
    expect(filtersFromSearch('?status=scheduled&featured=1&category=Events&q=%20teuge%20&page=3')).toEqual({
      status: 'scheduled',
      featured: true,
      category: 'Events',
      q: 'teuge',
      page: 3,
    });
    expect(filtersFromSearch('?status=deleted&featured=yes&page=-1')).toEqual({
      status: undefined,
      featured: false,
      category: undefined,
      q: undefined,
      page: 1,
    });
  });

  it('writes them back so the same view comes back', () => {
    const filters = { status: 'draft', featured: true, category: 'A & B', q: 'x', page: 2 } as const;
    expect(filtersFromSearch(searchOfFilters(filters))).toEqual(filters);
    expect(searchOfFilters({ featured: false, page: 1 })).toBe('');
  });

  it('searches both languages literally and quotes a category', () => {
    expect(searchFilter('a*b')).toBe(
      'title_en.imatch."a\\\\*b",title_nl.imatch."a\\\\*b",excerpt_en.imatch."a\\\\*b",excerpt_nl.imatch."a\\\\*b"',
    );
    expect(categoryFilter('Events, "live"')).toBe(
      'category_en.eq."Events, \\"live\\"",category_nl.eq."Events, \\"live\\""',
    );
  });
});
