// The stories list on /stories: every published story, newest first, paged, with the featured one
// as the hero of the first page; optionally only the stories of one category (then without a hero).
import type { Language } from '@contract/language.ts';
import type { StorySummary } from './stories';

export const STORIES_PER_PAGE = 9;

/** One page of the list, as the page renders it and as its HTML carries it. */
export interface StoryListPage {
  page: number;
  totalPages: number;
  /** How many stories the whole (filtered) list has. */
  total: number;
  /** The featured story, on the first page of the whole list only. */
  hero: StorySummary | null;
  stories: StorySummary[];
  /** Every category of the whole list in this language, for the filter. */
  categories: string[];
  /** The category shown, if the list is filtered. */
  category: string | null;
}

/** The categories of the stories in `lang`, each once, in alphabetical order. */
export function categoriesOf(stories: readonly StorySummary[], lang: Language): string[] {
  const names = new Set(stories.map((story) => story.text[lang].category).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, lang));
}

/** The category an address asks for, as the list names it; null for none or one the list lacks. */
export function matchCategory(categories: readonly string[], wanted: string | null): string | null {
  const key = wanted?.trim().toLocaleLowerCase();
  if (!key) return null;
  return categories.find((category) => category.toLocaleLowerCase() === key) ?? null;
}

/**
 * Page `page` of the list of `stories` (newest first) in `lang`, or null when the list has no such
 * page. Without a category the first page leads with the featured story (or the newest) and each
 * page holds up to nine others; with one, each page holds up to nine stories of that category.
 */
export function storyListPage(
  stories: readonly StorySummary[],
  page: number,
  lang: Language,
  wantedCategory: string | null = null,
): StoryListPage | null {
  const categories = categoriesOf(stories, lang);
  const category = matchCategory(categories, wantedCategory);
  let hero: StorySummary | null = null;
  let rest: readonly StorySummary[] = stories;
  if (category) {
    rest = stories.filter((story) => story.text[lang].category === category);
  } else if (stories.length > 0) {
    hero = stories.find((story) => story.featured) ?? stories[0];
    rest = stories.filter((story) => story !== hero);
  }
  const totalPages = Math.max(1, Math.ceil(rest.length / STORIES_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return null;
  return {
    page,
    totalPages,
    total: rest.length + (hero ? 1 : 0),
    hero: page === 1 ? hero : null,
    stories: rest.slice((page - 1) * STORIES_PER_PAGE, page * STORIES_PER_PAGE),
    categories,
    category,
  };
}

/** The page numbers a pagination bar shows: the first, the last and two either side of the current one. */
export function pageNumbers(page: number, totalPages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1] > 1 ? ['gap' as const, n] : [n]));
}

/** How many pages the unfiltered list has (at least one, which may be empty). */
export const pageCount = (stories: readonly StorySummary[]): number =>
  storyListPage(stories, 1, 'en')?.totalPages ?? 1;
