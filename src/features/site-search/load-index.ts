import type { Lang } from '../../app/routes';
import { prepare, type SearchDocument } from './search';

/** Where the build writes the index of each language. */
export const searchIndexPath = (lang: Lang) => `/search/index.${lang}.json`;

const indexes = new Map<Lang, Promise<ReturnType<typeof prepare>>>();

/** The prepared index of one language, fetched once when a visitor first searches. */
export function loadSearchIndex(lang: Lang) {
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
