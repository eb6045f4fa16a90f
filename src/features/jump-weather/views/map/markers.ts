// What each location's marker says: the hour that is now in Amsterdam (or the nearest the forecast
// has), its outlook and ground wind, where it sits on the map and on which side its label goes.
import { currentHourKey } from '@/features/jump-weather/time';
import type { JumpWeatherForecast, WeatherHour } from '@contract/weather/forecast.ts';
import type { WeatherLocation, WeatherLocationId } from '@contract/weather/locations.ts';
import { percentOf, project } from './projection';

export type LabelSide = 'left' | 'right' | 'above' | 'below';

/**
 * The side of the marker its label is on, chosen so that no two labels cover each other or a
 * marker, nor run off a 390 px phone: Amsterdam, The Hague and Eindhoven label to the west, Utrecht
 * to the east, Teuge, near the border, above, and Rotterdam, just south-east of The Hague, below.
 */
export const LABEL_SIDE: Record<WeatherLocationId, LabelSide> = {
  teuge: 'above',
  amsterdam: 'left',
  rotterdam: 'below',
  utrecht: 'right',
  'the-hague': 'left',
  eindhoven: 'left',
};

/** The hour that is now, or failing that the last one before now, or the first one. */
export function hourAt(forecast: JumpWeatherForecast, now: Date): WeatherHour | null {
  const key = currentHourKey(now);
  let found: WeatherHour | null = null;
  for (const hour of forecast.hours) {
    if (hour.time === key) return hour;
    if (hour.time < key) found = hour;
  }
  return found ?? forecast.hours[0] ?? null;
}

/** The rotation of an up-pointing arrow so that it points where the wind blows to, not where it comes from. */
export const arrowRotation = (fromDegrees: number) => (((fromDegrees + 180) % 360) + 360) % 360;

export interface MapMarker {
  location: WeatherLocation;
  /** Percent of the map's width and height. */
  left: number;
  top: number;
  side: LabelSide;
  /** Null while the location's forecast has not arrived. */
  hour: WeatherHour | null;
  loading: boolean;
}

export function mapMarkers(
  locations: readonly WeatherLocation[],
  forecasts: Partial<Record<WeatherLocationId, JumpWeatherForecast>>,
  now: Date,
): MapMarker[] {
  return locations.map((location) => {
    const forecast = forecasts[location.id];
    return {
      location,
      ...percentOf(project(location.longitude, location.latitude)),
      side: LABEL_SIDE[location.id],
      hour: forecast ? hourAt(forecast, now) : null,
      loading: !forecast,
    };
  });
}

/** A place's name without what is in brackets: 'Teuge (drop zone)' is 'Teuge' on the map. */
export const shortPlaceName = (name: string) => name.replace(/\s*\(.*\)$/, '');
