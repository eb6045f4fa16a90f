// The one routes table: the router, the prerenderer, the sitemap, hreflang pairs, the
// navigation and the related-links strip all read it.
import type { ComponentType } from 'react';
import { newsletterPagePaths } from '../features/newsletter/site-links';

export type Lang = 'en' | 'nl';
export const languages: readonly Lang[] = ['en', 'nl'];

export const cities = [
  'amsterdam',
  'rotterdam',
  'utrecht',
  'den-haag',
  'eindhoven',
  'groningen',
  'tilburg',
  'almere',
  'breda',
  'nijmegen',
  'haarlem',
] as const;
export type City = (typeof cities)[number];

export const servicePageIds = [
  'service-tandem-jumps',
  'service-helicopter-jumps',
  'service-hot-air-balloon',
  'service-stadium-shows',
  'service-media-production',
  'hot-air-balloon-jumps',
  'stadium-demonstrations',
  'stadium-demonstrations-netherlands',
  'corporate-events',
  'festival-performances',
] as const;
export type ServicePageId = (typeof servicePageIds)[number];

export const landingPageIds = [
  'professional-skydiving-netherlands',
  'tandem-jumps-netherlands',
  'helicopter-skydiving-netherlands',
  'festival-parachute-demonstraties',
  'corporate-skydiving-events',
] as const;
export type LandingPageId = (typeof landingPageIds)[number];

export type CityPageId = `city-${City}`;
export type LegalPageId = 'terms' | 'privacy' | 'cookie-policy';
export type NewsletterPageId = 'newsletter-confirm' | 'newsletter-unsubscribe';

export type PageId =
  | 'home'
  | 'services'
  | 'experiences'
  | 'stories'
  | 'about'
  | 'partners'
  | 'faq'
  | 'contact'
  | 'client-success'
  | ServicePageId
  | LandingPageId
  | CityPageId
  | LegalPageId
  | NewsletterPageId
  | 'weather'
  | 'search'
  | 'story'
  | 'not-found'
  | 'staff';

export type RouteGroup = 'main' | 'service' | 'landing' | 'city' | 'legal' | 'utility' | 'story' | 'staff';

export interface PageProps {
  id: PageId;
}
export type PageModule = { default: ComponentType<PageProps> };
export type PageLoader = () => Promise<PageModule>;

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
  load: PageLoader;
}

// Page modules by their path under src/pages; the prerenderer maps the same names to built chunks.
const pageModules = import.meta.glob<PageModule>('../pages/**/*Page.tsx');
const page = (name: string): PageLoader => {
  const loader = pageModules[`../pages/${name}.tsx`];
  if (!loader) throw new Error(`No page module src/pages/${name}.tsx`);
  return loader;
};

const load = {
  home: page('public/home/HomePage'),
  services: page('public/ServicesPage'),
  experiences: page('public/ExperiencesPage'),
  stories: page('public/StoriesPage'),
  about: page('public/AboutPage'),
  partners: page('public/PartnersPage'),
  faq: page('public/FaqPage'),
  contact: page('public/ContactPage'),
  clientSuccess: page('public/ClientSuccessPage'),
  service: page('public/service/ServicePage'),
  landing: page('public/landing/LandingPage'),
  city: page('public/city/CityPage'),
  legal: page('public/legal/LegalPage'),
  weather: page('public/WeatherPage'),
  search: page('public/search/SearchPage'),
  newsletter: page('public/NewsletterPage'),
  story: page('public/story/StoryPage'),
  notFound: page('public/NotFoundPage'),
  staff: page('staff/SignInRequiredPage'),
};

/** The source file of a page loader, as the build manifest names it. */
export const pageSourceOf = (loader: PageLoader): string | undefined => {
  const entry = Object.entries(pageModules).find(([, candidate]) => candidate === loader);
  return entry && `src/pages/${entry[0].slice('../pages/'.length)}`;
};

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
  { id: 'home', path: '/', group: 'main', load: load.home },
  { id: 'services', path: '/services', nlPath: '/nl/diensten', group: 'main', load: load.services },
  {
    id: 'experiences',
    path: '/experiences',
    nlPath: '/nl/ervaringen',
    group: 'main',
    load: load.experiences,
  },
  { id: 'stories', path: '/stories', nlPath: '/nl/verhalen', group: 'main', load: load.stories },
  { id: 'about', path: '/about', nlPath: '/nl/over-ons', group: 'main', load: load.about },
  { id: 'partners', path: '/partners', group: 'main', load: load.partners },
  { id: 'faq', path: '/faq', nlPath: '/nl/veelgestelde-vragen', group: 'main', load: load.faq },
  { id: 'contact', path: '/contact', group: 'main', load: load.contact },
  { id: 'client-success', path: '/client-success', group: 'main', load: load.clientSuccess },
  ...servicePageIds.map((id) => ({
    id,
    path: servicePaths[id],
    group: 'service' as const,
    load: load.service,
  })),
  ...landingPageIds.map((id) => ({ id, path: `/${id}`, group: 'landing' as const, load: load.landing })),
  ...cities.map((city) => ({
    id: `city-${city}` as const,
    path: `/parachutespringen-${city}`,
    group: 'city' as const,
    load: load.city,
  })),
  { id: 'terms', path: '/terms', aliases: ['/terms-conditions'], group: 'legal', load: load.legal },
  { id: 'privacy', path: '/privacy', aliases: ['/privacy-policy'], group: 'legal', load: load.legal },
  { id: 'cookie-policy', path: '/cookie-policy', group: 'legal', load: load.legal },
  { id: 'weather', path: '/weather', group: 'utility', load: load.weather },
  { id: 'search', path: '/search', group: 'utility', load: load.search },
  {
    id: 'newsletter-confirm',
    path: newsletterPagePaths.confirm.en,
    nlPath: newsletterPagePaths.confirm.nl,
    noindex: true,
    group: 'utility',
    load: load.newsletter,
  },
  {
    id: 'newsletter-unsubscribe',
    path: newsletterPagePaths.unsubscribe.en,
    nlPath: newsletterPagePaths.unsubscribe.nl,
    noindex: true,
    group: 'utility',
    load: load.newsletter,
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
  load: load.story,
};

export const notFoundRoute: PageRoute = {
  id: 'not-found',
  path: '/404',
  group: 'utility',
  load: load.notFound,
};
export const staffRoute: PageRoute = { id: 'staff', path: '/admin', group: 'staff', load: load.staff };

/** Staff paths: registered, never prerendered, never in the sitemap, always noindex. */
export const staffPathPrefixes = ['/admin', '/video-management', '/chat-management', '/ssl-status'] as const;

export const routeById = (id: PageId): PageRoute => {
  const route = [...publicRoutes, storyRoute, notFoundRoute, staffRoute].find((r) => r.id === id);
  if (!route) throw new Error(`No route with id ${id}`);
  return route;
};
