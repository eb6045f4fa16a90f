// The story list's filters as they live in the address (`?status=draft&featured=1&q=teuge&page=2`),
// so a filtered view can be bookmarked and Back returns to it. Values that are not ours are dropped.
import { literalSearch, pageOfParams, searchTextOf } from '@/admin/list-query';
import type { StoryStatus } from './story-status';

export const STORIES_PATH = '/admin/blog';
export const NEW_STORY_PATH = `${STORIES_PATH}/new`;
export const storyPath = (id: string) => `${STORIES_PATH}/${id}`;

export const STORY_STATUSES: readonly StoryStatus[] = ['published', 'draft', 'scheduled'];
const CATEGORY_MAX = 60;

export interface StoryFilters {
  status?: StoryStatus;
  featured: boolean;
  /** Matches the category in either language. */
  category?: string;
  q?: string;
  /** From 1. */
  page: number;
}

export function filtersFromSearch(search: string): StoryFilters {
  const params = new URLSearchParams(search);
  const status = STORY_STATUSES.find((candidate) => candidate === params.get('status'));
  const category = params.get('category')?.trim().slice(0, CATEGORY_MAX);
  return {
    status,
    featured: params.get('featured') === '1',
    category: category || undefined,
    q: searchTextOf(params),
    page: pageOfParams(params),
  };
}

/** The query string of `filters` (with its `?`), empty when nothing is filtered. */
export function searchOfFilters(filters: StoryFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.featured) params.set('featured', '1');
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const isFiltered = (filters: StoryFilters) =>
  Boolean(filters.status || filters.featured || filters.category || filters.q);

/** The PostgREST filter that finds `text`, exactly as typed, in either language's title or summary. */
export const searchFilter = (text: string): string =>
  literalSearch(text, ['title_en', 'title_nl', 'excerpt_en', 'excerpt_nl']);

/** A PostgREST `or` filter for a category in either language, quoted so commas and dots stay in it. */
export const categoryFilter = (category: string): string => {
  const quoted = `"${category.replace(/["\\]/g, '\\$&')}"`;
  return `category_en.eq.${quoted},category_nl.eq.${quoted}`;
};
