// The chat list's filters as they live in the address (`?status=closed&q=emma&page=2`), so a view can
// be bookmarked and Back returns to it. Values that are not ours are dropped, never passed on.
import { hasTextFilters, oneOf, pageOfParams, searchOfTextFilters, searchTextOf } from '@/admin/list-query';
import { LANGUAGES, type Language } from '@contract/language.ts';
import { CHAT_STATUSES, TRANSCRIPT_STATUSES, type ChatStatus, type TranscriptStatus } from './chat-paths';

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

export function filtersFromSearch(search: string): ChatFilters {
  const params = new URLSearchParams(search);
  return {
    status: oneOf(CHAT_STATUSES, params.get(KEYS.status)),
    language: oneOf(LANGUAGES, params.get(KEYS.language)),
    transcript: oneOf(TRANSCRIPT_STATUSES, params.get(KEYS.transcript)),
    q: searchTextOf(params),
    page: pageOfParams(params),
  };
}

/** The query string of `filters` (with its `?`), empty when nothing is filtered. */
export const searchOfFilters = (filters: ChatFilters): string => searchOfTextFilters(filters, KEYS);

export const isFiltered = (filters: ChatFilters): boolean => hasTextFilters(filters, KEYS);
