// The one routes table: the router, the prerenderer, the sitemap, hreflang pairs, the
// navigation and the related-links strip all read it. A route names its page module by its path
// under src/pages; the shell turns that name into a lazily loaded chunk.
import { chatPagePaths, newsletterPagePaths } from '@contract/site-links.ts';
import { cities, landingPageIds, servicePageIds, type PageId, type ServicePageId } from './page-ids';

export type RouteGroup = 'main' | 'service' | 'landing' | 'city' | 'legal' | 'utility' | 'story' | 'admin';

export interface PageRoute {
  id: PageId;
  /** The English path; the Dutch one is `/nl` + path unless `nlPath` names a Dutch alias. */
  path: string;
  /** The canonical Dutch path when it is an alias such as `/nl/diensten`. */
  nlPath?: string;
  /** English paths that render the same page and point their canonical at `path`. */
  aliases?: readonly string[];
  /** Reached only through a link in an e-mail: prerendered, but noindex and left out of the sitemap and search. */
  noindex?: true;
  group: RouteGroup;
  /** The page module's path under src/pages; none for the admin area, which has its own router. */
  page?: string;
}

const servicePaths: Record<ServicePageId, string> = {
  'service-tandem-jumps': '/services/tandem-jumps',
  'service-helicopter-jumps': '/services/helicopter-jumps',
  'service-hot-air-balloon': '/services/hot-air-balloon',
  'service-stadium-shows': '/services/stadium-shows',
  'service-media-production': '/services/media-production',
  'hot-air-balloon-jumps': '/hot-air-balloon-jumps',
  'stadium-demonstrations': '/stadium-demonstrations',
  'stadium-demonstrations-netherlands': '/stadium-demonstrations-netherlands',
  'corporate-events': '/corporate-events',
  'festival-performances': '/festival-performances',
};

export const publicRoutes: readonly PageRoute[] = [
  { id: 'home', path: '/', group: 'main', page: 'public/home/HomePage' },
  { id: 'services', path: '/services', nlPath: '/nl/diensten', group: 'main', page: 'public/ServicesPage' },
  {
    id: 'experiences',
    path: '/experiences',
    nlPath: '/nl/ervaringen',
    group: 'main',
    page: 'public/ExperiencesPage',
  },
  { id: 'stories', path: '/stories', nlPath: '/nl/verhalen', group: 'main', page: 'public/StoriesPage' },
  { id: 'about', path: '/about', nlPath: '/nl/over-ons', group: 'main', page: 'public/AboutPage' },
  { id: 'partners', path: '/partners', group: 'main', page: 'public/PartnersPage' },
  { id: 'faq', path: '/faq', nlPath: '/nl/veelgestelde-vragen', group: 'main', page: 'public/FaqPage' },
  { id: 'contact', path: '/contact', group: 'main', page: 'public/ContactPage' },
  { id: 'client-success', path: '/client-success', group: 'main', page: 'public/ClientSuccessPage' },
  ...servicePageIds.map((id) => ({
    id,
    path: servicePaths[id],
    group: 'service' as const,
    page: 'public/service/ServicePage',
  })),
  ...landingPageIds.map((id) => ({
    id,
    path: `/${id}`,
    group: 'landing' as const,
    page: 'public/landing/LandingPage',
  })),
  ...cities.map((city) => ({
    id: `city-${city}` as const,
    path: `/parachutespringen-${city}`,
    group: 'city' as const,
    page: 'public/city/CityPage',
  })),
  {
    id: 'terms',
    path: '/terms',
    aliases: ['/terms-conditions'],
    group: 'legal',
    page: 'public/legal/LegalPage',
  },
  {
    id: 'privacy',
    path: '/privacy',
    aliases: ['/privacy-policy'],
    group: 'legal',
    page: 'public/legal/LegalPage',
  },
  { id: 'cookie-policy', path: '/cookie-policy', group: 'legal', page: 'public/legal/LegalPage' },
  { id: 'weather', path: '/weather', group: 'utility', page: 'public/weather/WeatherPage' },
  { id: 'search', path: '/search', group: 'utility', page: 'public/search/SearchPage' },
  {
    id: 'newsletter-confirm',
    path: newsletterPagePaths.confirm.en,
    nlPath: newsletterPagePaths.confirm.nl,
    noindex: true,
    group: 'utility',
    page: 'public/NewsletterPage',
  },
  {
    id: 'newsletter-unsubscribe',
    path: newsletterPagePaths.unsubscribe.en,
    nlPath: newsletterPagePaths.unsubscribe.nl,
    noindex: true,
    group: 'utility',
    page: 'public/NewsletterPage',
  },
  {
    id: 'chat-confirm',
    path: chatPagePaths.confirm.en,
    nlPath: chatPagePaths.confirm.nl,
    noindex: true,
    group: 'utility',
    page: 'public/chat-confirm/ChatConfirmPage',
  },
];

/**
 * One page per story, at a path with the story's slug. Stories published at build time are
 * prerendered; the hosting rules answer any other slug with a shell that loads the story.
 */
export const storyRoute: PageRoute = {
  id: 'story',
  path: '/stories/:slug',
  nlPath: '/nl/verhalen/:slug',
  group: 'story',
  page: 'public/story/StoryPage',
};

/**
 * The stories list from its second page on (page 1 is the stories route). Two path segments, so
 * no story slug can take one of these addresses.
 */
export const storiesListPageRoute: PageRoute = {
  id: 'stories',
  path: '/stories/page/:page',
  nlPath: '/nl/verhalen/pagina/:page',
  group: 'main',
  page: 'public/StoriesPage',
};

export const notFoundRoute: PageRoute = {
  id: 'not-found',
  path: '/404',
  group: 'utility',
  page: 'public/not-found/NotFoundPage',
};
export const adminRoute: PageRoute = { id: 'admin', path: '/admin', group: 'admin' };

/** Admin addresses: registered, never prerendered, never in the sitemap, always noindex. */
export const adminPathPrefixes = ['/admin', '/video-management', '/chat-management', '/ssl-status'] as const;

export const routeById = (id: PageId): PageRoute => {
  const route = [...publicRoutes, storyRoute, notFoundRoute, adminRoute].find((r) => r.id === id);
  if (!route) throw new Error(`No route with id ${id}`);
  return route;
};
