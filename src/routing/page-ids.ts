// Every page's id, and the lists the ids are made of: the vocabulary the routes table, the copy
// and the head share.
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
  | 'chat-confirm'
  | 'weather'
  | 'search'
  | 'story'
  | 'not-found'
  | 'admin';

/** What the router gives every page component. */
export interface PageProps {
  id: PageId;
}
