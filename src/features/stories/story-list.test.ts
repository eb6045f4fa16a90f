import { describe, expect, it } from 'vitest';
import { storySummaryFromRow, type StorySummary, type StorySummaryRow } from './stories';
import {
  categoriesOf,
  matchCategory,
  pageCount,
  pageNumbers,
  STORIES_PER_PAGE,
  storyListPage,
} from './story-list';

const STORAGE = 'https://project.supabase.co/storage/v1/object/public/';

/** Stories s1 (newest) … sN, with categories by turn, and s5 featured when asked. */
function stories(count: number, featured?: number): StorySummary[] {
  const categories = [
    ['Stadium shows', 'Stadionshows'],
    ['Tandem jumps', 'Tandemsprongen'],
  ];
  return Array.from({ length: count }, (_, index) => {
    const [en, nl] = categories[index % 2];
    const row: StorySummaryRow = {
      slug: `s${index + 1}`,
      title_en: `Story ${index + 1}`,
      title_nl: `Verhaal ${index + 1}`,
      excerpt_en: '',
      excerpt_nl: '',
      category_en: en,
      category_nl: nl,
      tags_en: [],
      tags_nl: [],
      read_time_minutes: 5,
      image_url: null,
      image_alt_en: '',
      image_alt_nl: '',
      featured: featured === index + 1,
      published_at: new Date(Date.UTC(2026, 4, 31) - index * 86_400_000).toISOString(),
      updated_at: '2026-05-01T10:00:00Z',
    };
    return storySummaryFromRow(row, STORAGE);
  });
}

const slugs = (list: readonly StorySummary[]) => list.map((story) => story.slug);

describe('storyListPage', () => {
  it('leads the first page with the featured story and pages the others nine at a time, newest first', () => {
    const all = stories(20, 5);
    const first = storyListPage(all, 1, 'en');
    expect(first?.hero?.slug).toBe('s5');
    expect(slugs(first?.stories ?? [])).toEqual(['s1', 's2', 's3', 's4', 's6', 's7', 's8', 's9', 's10']);
    expect(first?.totalPages).toBe(3);
    expect(first?.total).toBe(20);
    const second = storyListPage(all, 2, 'en');
    expect(second?.hero).toBeNull();
    expect(slugs(second?.stories ?? [])).toEqual([
      's11',
      's12',
      's13',
      's14',
      's15',
      's16',
      's17',
      's18',
      's19',
    ]);
    expect(slugs(storyListPage(all, 3, 'en')?.stories ?? [])).toEqual(['s20']);
  });

  it('lists every story exactly once over all its pages', () => {
    const all = stories(31);
    const shown = Array.from({ length: pageCount(all) }, (_, index) =>
      storyListPage(all, index + 1, 'nl'),
    ).flatMap((page) => [...(page?.hero ? [page.hero] : []), ...(page?.stories ?? [])]);
    expect(slugs(shown).sort()).toEqual(slugs(all).sort());
    expect(new Set(slugs(shown)).size).toBe(31);
  });

  it('features the newest story when none is marked', () => {
    expect(storyListPage(stories(3), 1, 'en')?.hero?.slug).toBe('s1');
  });

  it('has no page before the first, after the last or between whole numbers', () => {
    const all = stories(12);
    expect(storyListPage(all, 0, 'en')).toBeNull();
    expect(storyListPage(all, 3, 'en')).toBeNull();
    expect(storyListPage(all, 1.5, 'en')).toBeNull();
    expect(pageCount(all)).toBe(2);
  });

  it('has one empty first page without stories', () => {
    expect(storyListPage([], 1, 'en')).toMatchObject({ hero: null, stories: [], totalPages: 1, total: 0 });
    expect(pageCount([])).toBe(1);
  });

  it('filters by a category in the page language, without a hero, ignoring case', () => {
    const all = stories(24, 2);
    const page = storyListPage(all, 1, 'nl', 'tandemsprongen');
    expect(page?.category).toBe('Tandemsprongen');
    expect(page?.hero).toBeNull();
    expect(page?.total).toBe(12);
    expect(page?.stories).toHaveLength(STORIES_PER_PAGE);
    expect(page?.stories.every((story) => story.text.nl.category === 'Tandemsprongen')).toBe(true);
    expect(storyListPage(all, 2, 'nl', 'Tandemsprongen')?.stories).toHaveLength(3);
  });

  it('shows the whole list for a category it does not have', () => {
    const page = storyListPage(stories(4), 1, 'en', 'Tandemsprongen');
    expect(page?.category).toBeNull();
    expect(page?.hero?.slug).toBe('s1');
  });
});

describe('categories', () => {
  it('names each category once, alphabetically, in the language asked for', () => {
    expect(categoriesOf(stories(5), 'nl')).toEqual(['Stadionshows', 'Tandemsprongen']);
    expect(matchCategory(['Stadium shows'], '  stadium SHOWS ')).toBe('Stadium shows');
    expect(matchCategory(['Stadium shows'], '')).toBeNull();
    expect(matchCategory(['Stadium shows'], null)).toBeNull();
  });
});

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the first, the last and two either side of the current page, with gaps between', () => {
    expect(pageNumbers(7, 20)).toEqual([1, 'gap', 5, 6, 7, 8, 9, 'gap', 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});
