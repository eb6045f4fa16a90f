// What each place shows while it has no photo, so the admin sees which picture a photo replaces, and
// the place's name in the admin's words.
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { HeroIllustration } from '@/components/article/HeroIllustration';
import { BalloonIllustration } from '@/components/illustrations/BalloonIllustration';
import { HelicopterIllustration } from '@/components/illustrations/HelicopterIllustration';
import type { IllustrationProps } from '@/components/illustrations/Illustration';
import { SkyIllustration } from '@/components/illustrations/SkyIllustration';
import { StadiumIllustration } from '@/components/illustrations/StadiumIllustration';
import {
  homeHeroPlaces,
  serviceHeroPageIds,
  serviceHeroPlace,
  type ServiceHeroPageId,
  type SitePhotoPlace,
} from '@/components/site-photo/places';
import { pathFor } from '@/routing/paths';
import type { Language } from '@contract/language.ts';
import type { MediaCopy } from './copy';

/** Each service page's illustration motif, as its page content names it. */
export const serviceHeroIcons: Record<ServiceHeroPageId, ComponentProps<typeof HeroIllustration>['icon']> = {
  'service-tandem-jumps': 'Plane',
  'service-helicopter-jumps': 'Helicopter',
  'service-hot-air-balloon': 'Wind',
  'service-stadium-shows': 'Trophy',
  'service-media-production': 'Camera',
  'hot-air-balloon-jumps': 'Sun',
  'stadium-demonstrations': 'Flag',
  'stadium-demonstrations-netherlands': 'Trophy',
  'corporate-events': 'Building2',
  'festival-performances': 'Music',
  'professional-skydiving-netherlands': 'ShieldCheck',
  'tandem-jumps-netherlands': 'Users',
  'helicopter-skydiving-netherlands': 'Helicopter',
  'festival-parachute-demonstraties': 'PartyPopper',
  'corporate-skydiving-events': 'Briefcase',
};

type NamedPlace = Exclude<SitePhotoPlace, ReturnType<typeof serviceHeroPlace>>;

const namedArt: Record<NamedPlace, ComponentType<IllustrationProps>> = {
  'home.hero.1': SkyIllustration,
  'home.hero.2': StadiumIllustration,
  'home.hero.3': BalloonIllustration,
  'services.helicopter': HelicopterIllustration,
  'services.balloon': BalloonIllustration,
  'experience.helicopter': HelicopterIllustration,
  'experience.balloon': BalloonIllustration,
};

export interface PlaceInfo {
  place: SitePhotoPlace;
  label: string;
  /** Width / height of the box the site shows it in. */
  aspect: string;
  /** The illustration, filling an element with `className`. */
  illustration: (className: string) => ReactNode;
}

export interface PlaceGroup {
  key: keyof MediaCopy['site']['groups'];
  places: PlaceInfo[];
}

const named = (copy: MediaCopy, place: NamedPlace, aspect: string): PlaceInfo => {
  const Art = namedArt[place];
  return {
    place,
    label: copy.site.places[place],
    aspect,
    illustration: (className) => <Art className={className} />,
  };
};

/** The places grouped as the site shows them, labelled in the admin's language. */
export function placeGroups(copy: MediaCopy, lang: Language): PlaceGroup[] {
  return [
    { key: 'home', places: homeHeroPlaces.map((place) => named(copy, place, '4 / 3')) },
    {
      key: 'services',
      places: [named(copy, 'services.helicopter', '2 / 1'), named(copy, 'services.balloon', '2 / 1')],
    },
    {
      key: 'experiences',
      places: [named(copy, 'experience.helicopter', '16 / 9'), named(copy, 'experience.balloon', '16 / 9')],
    },
    {
      key: 'servicePages',
      places: serviceHeroPageIds.map((id) => ({
        place: serviceHeroPlace(id),
        label: copy.site.servicePage(pathFor(id, lang)),
        aspect: '4 / 3',
        illustration: (className: string) => (
          <div className={className}>
            <HeroIllustration icon={serviceHeroIcons[id]} />
          </div>
        ),
      })),
    },
  ];
}
