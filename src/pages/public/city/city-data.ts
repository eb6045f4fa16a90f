// One city page's data in one language: its slice of the city content.
import { cityInfo, type CityCopy } from '@/content/cities';
import { crumbsFor, type Crumb } from '@/head/breadcrumbs';
import type { City } from '@/routing/page-ids';
import { dropZonePlace } from '@contract/business.ts';
import type { Language } from '@contract/language.ts';

export interface CityPageData {
  /** The city's name in this language. */
  name: string;
  distanceKm: number;
  driveMinutes: number;
  trainRoute: string;
  /** "Teuge": the drop zone's place name. */
  dropZone: string;
  copy: CityCopy;
  crumbs: Crumb[];
}

export const cityPageData = (city: City, lang: Language): CityPageData => {
  const info = cityInfo[city];
  return {
    name: info.names[lang],
    distanceKm: info.distanceKm,
    driveMinutes: info.driveMinutes,
    trainRoute: info.trainRoute,
    dropZone: dropZonePlace,
    copy: info[lang],
    crumbs: crumbsFor(`city-${city}`, lang),
  };
};
