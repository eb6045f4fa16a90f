// Breadcrumb trails, built as the head's BreadcrumbList is: Home, then Services for pages under
// /services/, then the page, each named by its title without the brand.
import { pathFor } from '../../../app/paths';
import { routeById, type Lang } from '../../../app/routes';
import { pageMeta, shortTitle as withoutBrand, type MetaPageId } from '../../../content/page-meta';

export interface Crumb {
  name: string;
  path: string;
}

const shortTitle = (id: MetaPageId, lang: Lang) => withoutBrand(pageMeta[lang][id].title);

export const crumbsFor = (id: Exclude<MetaPageId, 'home'>, lang: Lang): Crumb[] => [
  { name: shortTitle('home', lang), path: pathFor('home', lang) },
  ...(routeById(id).path.startsWith('/services/')
    ? [{ name: shortTitle('services', lang), path: pathFor('services', lang) }]
    : []),
  { name: shortTitle(id, lang), path: pathFor(id, lang) },
];
