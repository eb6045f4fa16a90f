import type { Language } from '@contract/language.ts';
import { prepare, type SearchDocument } from './search';

/** Where the build writes the index of each language. */
export const searchIndexPath = (lang: Language) => `/search/index.${lang}.json`;

const indexes = new Map<Language, Promise<ReturnType<typeof prepare>>>();

/** The prepared index of one language, fetched once when a visitor first searches. */
export function loadSearchIndex(lang: Language) {
  let index = indexes.get(lang);
  if (!index) {
    index = fetch(searchIndexPath(lang))
      .then((response) => {
        if (!response.ok) throw new Error(`Search index answered ${response.status}`);
        return response.json() as Promise<SearchDocument[]>;
      })
      .then(prepare);
    // A failed fetch may be retried on the next search.
    index.catch(() => indexes.delete(lang));
    indexes.set(lang, index);
  }
  return index;
}
