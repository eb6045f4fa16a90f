// The chat list's filters as they live in the address (`?status=closed&q=emma&page=2`), so a view can
// be bookmarked and Back returns to it. Values that are not ours are dropped, never passed on.
import { pageOfParams } from '@/admin/list-query';
import { LANGUAGES, type Language } from '@contract/language.ts';
import { CHAT_STATUSES, TRANSCRIPT_STATUSES, type ChatStatus, type TranscriptStatus } from './chat-paths';

export const SEARCH_MAX = 200;

export interface ChatFilters {
  status?: ChatStatus;
  language?: Language;
  transcript?: TranscriptStatus;
  q?: string;
  /** From 1. */
  page: number;
}

/** The query-string key of each filter. */
const KEYS = {
  status: 'status',
  language: 'lang',
  transcript: 'transcript',
  q: 'q',
} as const satisfies Record<Exclude<keyof ChatFilters, 'page'>, string>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function filtersFromSearch(search: string): ChatFilters {
  const params = new URLSearchParams(search);
  const q = params.get(KEYS.q)?.trim().slice(0, SEARCH_MAX);
  return {
    status: oneOf(CHAT_STATUSES, params.get(KEYS.status)),
    language: oneOf(LANGUAGES, params.get(KEYS.language)),
    transcript: oneOf(TRANSCRIPT_STATUSES, params.get(KEYS.transcript)),
    q: q || undefined,
    page: pageOfParams(params),
  };
}

/** The query string of `filters` (with its `?`), empty when nothing is filtered. */
export function searchOfFilters(filters: ChatFilters): string {
  const params = new URLSearchParams();
  for (const [name, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    const value = filters[name];
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const isFiltered = (filters: ChatFilters) =>
  Object.keys(KEYS).some((name) => filters[name as keyof typeof KEYS] !== undefined);
