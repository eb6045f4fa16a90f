import type { PageId } from '@/routing/page-ids';
import type { UiCopy } from './ui';

type NavKey = Exclude<
  keyof UiCopy['nav'],
  | 'servicesMenu'
  | 'label'
  | 'allServices'
  | 'openMenu'
  | 'closeMenu'
  | 'mobileMenu'
  | 'mobileNavLabel'
  | 'homeLink'
>;

export const mainNav: readonly { key: NavKey; id: PageId }[] = [
  { key: 'home', id: 'home' },
  { key: 'services', id: 'services' },
  { key: 'experiences', id: 'experiences' },
  { key: 'stories', id: 'stories' },
  { key: 'weather', id: 'weather' },
  { key: 'about', id: 'about' },
  { key: 'partners', id: 'partners' },
  { key: 'faq', id: 'faq' },
  { key: 'contact', id: 'contact' },
];

export const servicesMenu: readonly { key: keyof UiCopy['nav']['servicesMenu']; id: PageId }[] = [
  { key: 'tandem', id: 'service-tandem-jumps' },
  { key: 'helicopter', id: 'service-helicopter-jumps' },
  { key: 'balloon', id: 'service-hot-air-balloon' },
  { key: 'stadium', id: 'service-stadium-shows' },
  { key: 'media', id: 'service-media-production' },
  { key: 'festival', id: 'festival-performances' },
  { key: 'corporate', id: 'corporate-events' },
];
