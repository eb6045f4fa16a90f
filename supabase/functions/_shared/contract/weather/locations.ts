import { business } from '../business.ts';
import type { Language } from '../language.ts';

// The places the weather page forecasts: the drop zone first (the default), then the cities the
// site has pages for, where the team performs demonstrations and from where visitors travel.

export const WEATHER_LOCATION_IDS = [
  'teuge',
  'amsterdam',
  'rotterdam',
  'utrecht',
  'the-hague',
  'eindhoven',
] as const;
export type WeatherLocationId = (typeof WEATHER_LOCATION_IDS)[number];

export const DEFAULT_WEATHER_LOCATION: WeatherLocationId = 'teuge';

export interface WeatherLocation {
  id: WeatherLocationId;
  names: Record<Language, string>;
  kind: 'drop-zone' | 'city';
  latitude: number;
  longitude: number;
}

export const WEATHER_LOCATIONS: readonly WeatherLocation[] = [
  {
    id: 'teuge',
    names: { en: 'Teuge (drop zone)', nl: 'Teuge (springterrein)' },
    kind: 'drop-zone',
    latitude: business.dropZone.latitude,
    longitude: business.dropZone.longitude,
  },
  {
    id: 'amsterdam',
    names: { en: 'Amsterdam', nl: 'Amsterdam' },
    kind: 'city',
    latitude: 52.3676,
    longitude: 4.9041,
  },
  {
    id: 'rotterdam',
    names: { en: 'Rotterdam', nl: 'Rotterdam' },
    kind: 'city',
    latitude: 51.9244,
    longitude: 4.4777,
  },
  {
    id: 'utrecht',
    names: { en: 'Utrecht', nl: 'Utrecht' },
    kind: 'city',
    latitude: 52.0907,
    longitude: 5.1214,
  },
  {
    id: 'the-hague',
    names: { en: 'The Hague', nl: 'Den Haag' },
    kind: 'city',
    latitude: 52.0705,
    longitude: 4.3007,
  },
  {
    id: 'eindhoven',
    names: { en: 'Eindhoven', nl: 'Eindhoven' },
    kind: 'city',
    latitude: 51.4416,
    longitude: 5.4697,
  },
];

export const isWeatherLocationId = (value: unknown): value is WeatherLocationId =>
  typeof value === 'string' && (WEATHER_LOCATION_IDS as readonly string[]).includes(value);

export const weatherLocation = (id: WeatherLocationId): WeatherLocation =>
  WEATHER_LOCATIONS.find((location) => location.id === id) as WeatherLocation;
