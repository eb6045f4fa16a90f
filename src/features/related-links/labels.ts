// Short link texts for the related-links strip. The menus' own labels are reused where they exist.
import { cityName } from '@/content/city-names';
import { mainNav, servicesMenu } from '@/content/nav-items';
import type { UiCopy } from '@/content/ui';
import { cities } from '@/routing/page-ids';
import type { Language } from '@contract/language.ts';
import type { RelatedLink } from './related-links';

/** Pages the menus do not name. */
type OwnLabelId =
  | 'client-success'
  | 'hot-air-balloon-jumps'
  | 'stadium-demonstrations'
  | 'stadium-demonstrations-netherlands'
  | 'professional-skydiving-netherlands'
  | 'tandem-jumps-netherlands'
  | 'helicopter-skydiving-netherlands'
  | 'festival-parachute-demonstraties'
  | 'corporate-skydiving-events';

const own: Record<
  Language,
  Record<OwnLabelId, string> & { safety: Record<string, string>; heading: string }
> = {
  en: {
    heading: 'Related',
    'client-success': 'Client success',
    'hot-air-balloon-jumps': 'Balloon jumps in Holland',
    'stadium-demonstrations': 'Stadium demonstration jumps',
    'stadium-demonstrations-netherlands': 'Stadium demos in the Netherlands',
    'professional-skydiving-netherlands': 'Professional skydiving',
    'tandem-jumps-netherlands': 'Tandem jumps in the Netherlands',
    'helicopter-skydiving-netherlands': 'Helicopter skydiving in Holland',
    'festival-parachute-demonstraties': 'Festival parachute demonstrations',
    'corporate-skydiving-events': 'Corporate team days',
    safety: {
      'tandem-jumps-netherlands': 'Tandem jump safety',
      'professional-skydiving-netherlands': 'Our safety standards',
    },
  },
  nl: {
    heading: 'Gerelateerd',
    'client-success': 'Klantresultaten',
    'hot-air-balloon-jumps': 'Ballonsprongen boven Nederland',
    'stadium-demonstrations': 'Demonstratiesprongen in stadions',
    'stadium-demonstrations-netherlands': "Stadiondemo's in Nederland",
    'professional-skydiving-netherlands': 'Professioneel parachutespringen',
    'tandem-jumps-netherlands': 'Tandemsprongen in Nederland',
    'helicopter-skydiving-netherlands': 'Helikoptersprongen in Nederland',
    'festival-parachute-demonstraties': 'Parachutedemonstraties op festivals',
    'corporate-skydiving-events': 'Teamdagen voor bedrijven',
    safety: {
      'tandem-jumps-netherlands': 'Veilig tandemspringen',
      'professional-skydiving-netherlands': 'Onze veiligheidsnormen',
    },
  },
};

export const relatedHeading = (lang: Language) => own[lang].heading;

export function relatedLabel({ id, hash }: RelatedLink, lang: Language, ui: UiCopy): string {
  const copy = own[lang];
  if (hash === 'safety' && copy.safety[id]) return copy.safety[id];
  const city = cities.find((candidate) => id === `city-${candidate}`);
  if (city) return ui.footer.cityLink(cityName(city));
  const menuItem = servicesMenu.find((item) => item.id === id);
  if (menuItem) return ui.nav.servicesMenu[menuItem.key];
  const navItem = mainNav.find((item) => item.id === id);
  if (navItem) return ui.nav[navItem.key];
  if (id in copy) return copy[id as OwnLabelId];
  throw new Error(`No related-link label for ${id}`);
}
