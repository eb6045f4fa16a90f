// What the dashboard shows: a location, a view and a wind unit. A link's `?location=` and `?view=`
// win over what this browser remembers, so a shared link opens the view it was copied from; the
// location and the unit are remembered for the next visit.
import {
  DEFAULT_WEATHER_LOCATION,
  isWeatherLocationId,
  type WeatherLocationId,
} from '@contract/weather/locations.ts';
import { DEFAULT_WIND_UNIT, isWindUnit, type WindUnit } from '@contract/weather/units.ts';

export const WEATHER_VIEWS = ['overview', 'detailed', 'bulletin', 'map', 'trends'] as const;
export type WeatherView = (typeof WEATHER_VIEWS)[number];

export const isWeatherView = (value: unknown): value is WeatherView =>
  typeof value === 'string' && (WEATHER_VIEWS as readonly string[]).includes(value);

export const CHOICE_STORAGE_KEYS = { location: 'weather-location', windUnit: 'weather-wind-unit' } as const;

export interface DashboardChoice {
  location: WeatherLocationId;
  view: WeatherView;
  windUnit: WindUnit;
}

/** Storage may be missing or refuse (private mode, blocked): then nothing is remembered. */
const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const rememberChoice = (choice: Pick<DashboardChoice, 'location' | 'windUnit'>) => {
  try {
    localStorage.setItem(CHOICE_STORAGE_KEYS.location, choice.location);
    localStorage.setItem(CHOICE_STORAGE_KEYS.windUnit, choice.windUnit);
  } catch {
    // The address still carries the location.
  }
};

/** The choice for an address's query string: the link first, then the remembered one, then the defaults. */
export function initialChoice(search: string): DashboardChoice {
  const params = new URLSearchParams(search);
  const linked = params.get('location');
  const remembered = read(CHOICE_STORAGE_KEYS.location);
  const view = params.get('view');
  const unit = read(CHOICE_STORAGE_KEYS.windUnit);
  return {
    location: isWeatherLocationId(linked)
      ? linked
      : isWeatherLocationId(remembered)
        ? remembered
        : DEFAULT_WEATHER_LOCATION,
    view: isWeatherView(view) ? view : 'overview',
    windUnit: isWindUnit(unit) ? unit : DEFAULT_WIND_UNIT,
  };
}

/** The query string that shares `choice`, keeping any other parameters of `search`. */
export function searchForChoice(search: string, choice: DashboardChoice): string {
  const params = new URLSearchParams(search);
  params.set('location', choice.location);
  if (choice.view === 'overview') params.delete('view');
  else params.set('view', choice.view);
  return `?${params.toString()}`;
}
