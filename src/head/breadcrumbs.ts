// The one breadcrumb rule, for the head's BreadcrumbList and the visible trail alike: Home, then
// Stories for a story or Services for pages under /services/, then the page, each named by its
// title without the brand.
import { pageMeta, shortTitle as withoutBrand, type MetaPageId } from '@/content/page-meta';
import { pathFor } from '@/routing/paths';
import { routeById, type PageRoute } from '@/routing/routes';
import type { Language } from '@contract/language.ts';

export interface Crumb {
  name: string;
  path: string;
}

const shortTitle = (id: MetaPageId, lang: Language) => withoutBrand(pageMeta[lang][id].title);
const crumbOf = (id: MetaPageId, lang: Language): Crumb => ({
  name: shortTitle(id, lang),
  path: pathFor(id, lang),
});

const parentOf = (route: PageRoute): MetaPageId | null => {
  if (route.id === 'story' || (route.id === 'stories' && route.path.includes(':page'))) return 'stories';
  return route.path.startsWith('/services/') ? 'services' : null;
};

/** The trail that ends at `page`, the crumb of a page of `route`. */
export const trailTo = (route: PageRoute, lang: Language, page: Crumb): Crumb[] => {
  const parent = parentOf(route);
  return [crumbOf('home', lang), ...(parent ? [crumbOf(parent, lang)] : []), page];
};

/** The trail of a page with its own metadata. */
export const crumbsFor = (id: Exclude<MetaPageId, 'home'>, lang: Language): Crumb[] =>
  trailTo(routeById(id), lang, crumbOf(id, lang));
