// Path <-> page resolution. The URL is the language: `/nl` and below is Dutch, the rest English.
import type { Language } from '@contract/language.ts';
import type { PageId } from './page-ids';
import {
  notFoundRoute,
  publicRoutes,
  routeById,
  adminPathPrefixes,
  adminRoute,
  storiesListPageRoute,
  storyRoute,
  type PageRoute,
} from './routes';

export interface ResolvedPath {
  route: PageRoute;
  lang: Language;
  /** The canonical path of this page in this language. */
  canonicalPath: string;
  /** The canonical path of this page in each language (hreflang pairs). */
  alternates: Record<Language, string>;
  /** The path segment that names the story, on a story page (checked by the page, not here). */
  slug?: string;
  /** The page of the stories list, on the list (1 on its first page). */
  listPage?: number;
}

export const normalizePath = (pathname: string): string => {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

export const langOfPath = (pathname: string): Language =>
  pathname === '/nl' || pathname.startsWith('/nl/') ? 'nl' : 'en';

const withNl = (path: string) => (path === '/' ? '/nl' : `/nl${path}`);
const withoutNl = (path: string) => (path === '/nl' ? '/' : path.slice(3));

export const canonicalPathOf = (route: PageRoute, lang: Language): string =>
  lang === 'en' ? route.path : (route.nlPath ?? withNl(route.path));

export const pathFor = (id: PageId, lang: Language): string => canonicalPathOf(routeById(id), lang);

/** Every public path that serves a page, with its route and language (canonical and alias paths). */
export const servedPaths: ReadonlyMap<string, { route: PageRoute; lang: Language }> = (() => {
  const map = new Map<string, { route: PageRoute; lang: Language }>();
  for (const route of publicRoutes) {
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      map.set(path, { route, lang: 'en' });
      map.set(withNl(path), { route, lang: 'nl' });
    }
    if (route.nlPath) map.set(route.nlPath, { route, lang: 'nl' });
  }
  return map;
})();

/** The path of a story page in `lang`. */
export const storyPath = (slug: string, lang: Language): string =>
  canonicalPathOf(storyRoute, lang).replace(':slug', slug);

/** `/stories/<slug>`, `/nl/verhalen/<slug>` and the `/nl/stories/<slug>` twin, any one segment. */
const storyPatterns = [
  [storyRoute.path, 'en'],
  [canonicalPathOf(storyRoute, 'nl'), 'nl'],
  [withNl(storyRoute.path), 'nl'],
].map(([pattern, lang]) => ({
  lang: lang as Language,
  regex: new RegExp(`^${pattern.replace(':slug', '([^/]+)')}$`),
}));

const matchStory = (pathname: string) => {
  for (const { lang, regex } of storyPatterns) {
    const slug = regex.exec(pathname)?.[1];
    if (slug) return { lang, slug };
  }
  return null;
};

/** The address of one page of the stories list; page 1 is the stories page itself. */
export const storiesListPath = (page: number, lang: Language): string =>
  page <= 1
    ? pathFor('stories', lang)
    : canonicalPathOf(storiesListPageRoute, lang).replace(':page', String(page));

/** `/stories/page/<n>`, `/nl/verhalen/pagina/<n>` and the `/nl/stories/page/<n>` twin. */
const listPagePatterns = [
  [storiesListPageRoute.path, 'en'],
  [canonicalPathOf(storiesListPageRoute, 'nl'), 'nl'],
  [withNl(storiesListPageRoute.path), 'nl'],
].map(([pattern, lang]) => ({
  lang: lang as Language,
  regex: new RegExp(`^${pattern.replace(':page', '([1-9][0-9]{0,3})')}$`),
}));

const matchListPage = (pathname: string) => {
  for (const { lang, regex } of listPagePatterns) {
    const page = regex.exec(pathname)?.[1];
    if (page) return { lang, listPage: Number(page) };
  }
  return null;
};

export const isAdminPath = (pathname: string): boolean =>
  adminPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export const resolvePath = (rawPathname: string): ResolvedPath => {
  const pathname = normalizePath(rawPathname);
  const served = servedPaths.get(pathname);
  if (served) {
    const alternates = { en: canonicalPathOf(served.route, 'en'), nl: canonicalPathOf(served.route, 'nl') };
    const listPage = served.route.id === 'stories' ? { listPage: 1 } : {};
    return { ...served, canonicalPath: alternates[served.lang], alternates, ...listPage };
  }
  const list = matchListPage(pathname);
  if (list) {
    const alternates = { en: storiesListPath(list.listPage, 'en'), nl: storiesListPath(list.listPage, 'nl') };
    const route = list.listPage === 1 ? routeById('stories') : storiesListPageRoute;
    return { route, ...list, canonicalPath: alternates[list.lang], alternates };
  }
  const story = matchStory(pathname);
  if (story) {
    const alternates = { en: storyPath(story.slug, 'en'), nl: storyPath(story.slug, 'nl') };
    return { route: storyRoute, ...story, canonicalPath: alternates[story.lang], alternates };
  }
  const lang = langOfPath(pathname);
  const route = isAdminPath(pathname) ? adminRoute : notFoundRoute;
  const bare = lang === 'nl' ? withoutNl(pathname) : pathname;
  const alternates = { en: bare, nl: withNl(bare) };
  return { route, lang, canonicalPath: pathname, alternates };
};

/** The address of the same page in the other language, alias-aware, keeping query and hash. */
export const switchLanguageHref = (pathname: string, search: string, hash: string, to: Language): string =>
  `${resolvePath(pathname).alternates[to]}${search}${hash}`;

/**
 * Turns an English site path (optionally with a hash or query) into the path of the same page in
 * `lang`, so internal links keep the `/nl` prefix.
 */
export const localizeHref = (href: string, lang: Language): string => {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] || '/';
  const rest = match?.[2] ?? '';
  if (lang === 'en') return href;
  const resolved = resolvePath(path);
  return `${resolved.route.id === 'not-found' ? withNl(path) : resolved.alternates.nl}${rest}`;
};
