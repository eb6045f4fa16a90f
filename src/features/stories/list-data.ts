// Which page's data a stories list page carries in its HTML. The pages that existed at build time
// carry their own; any later one is answered by the list shell, which carries the data of page 0,
// the same whatever page it stands in for, so it hydrates at any address.
import { hasPrerenderedData } from '@/lib/prerendered-data';
import type { Language } from '@contract/language.ts';
import { prerenderedListStories } from './prerender-stories';
import { pageCount } from './story-list';

/** The page number the list shell renders with. */
export const LIST_SHELL_PAGE = 0;

const isServer = typeof document === 'undefined';

export const listIntroKey = (lang: Language, page: number) => `stories-intro:${lang}:${page}`;
export const listDataKey = (lang: Language, page: number) => `stories-list:${lang}:${page}`;

/** The page whose data to render: `page` itself, or the shell's when the document is the shell. */
export function dataPageOf(page: number, lang: Language): number {
  if (isServer) return page <= pageCount(prerenderedListStories()) ? page : LIST_SHELL_PAGE;
  const isShell =
    hasPrerenderedData(listIntroKey(lang, LIST_SHELL_PAGE)) && !hasPrerenderedData(listIntroKey(lang, page));
  return isShell ? LIST_SHELL_PAGE : page;
}
