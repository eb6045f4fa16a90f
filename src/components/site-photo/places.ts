// The places of the public site where an admin can put a photograph instead of the illustration.
// The database checks place keys against the same list (`public.is_site_photo_place`).
import { landingPageIds, servicePageIds, type LandingPageId, type ServicePageId } from '@/routing/page-ids';

export type ServiceHeroPageId = ServicePageId | LandingPageId;

export const serviceHeroPageIds: readonly ServiceHeroPageId[] = [...servicePageIds, ...landingPageIds];

export const serviceHeroPlace = (id: ServiceHeroPageId) => `service.${id}.hero` as const;

export const homeHeroPlaces = ['home.hero.1', 'home.hero.2', 'home.hero.3'] as const;

export const sitePhotoPlaces = [
  ...homeHeroPlaces,
  'services.helicopter',
  'services.balloon',
  'experience.helicopter',
  'experience.balloon',
  ...serviceHeroPageIds.map(serviceHeroPlace),
] as const;

export type SitePhotoPlace =
  | (typeof homeHeroPlaces)[number]
  | `${'services' | 'experience'}.${'helicopter' | 'balloon'}`
  | ReturnType<typeof serviceHeroPlace>;

export const isSitePhotoPlace = (key: string): key is SitePhotoPlace =>
  (sitePhotoPlaces as readonly string[]).includes(key);
