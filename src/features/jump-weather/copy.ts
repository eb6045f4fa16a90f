// The dashboard's own words. The outlook, its reasons and the weather's words (turbulence, cloud
// types, compass points ...) are the contract's, shared with the bulletin; these are the screen's.
import type { Language } from '@contract/language.ts';
import type { WeatherView } from './choice';

const en = {
  region: 'Jump weather forecast',
  location: 'Location',
  windUnit: 'Wind speed in',
  views: {
    overview: 'Overview',
    detailed: 'Detailed',
    bulletin: 'Bulletin',
    map: 'Map',
    trends: 'Trends',
  } satisfies Record<WeatherView, string>,
  viewsLabel: 'Forecast views',
  issued: (issued: string, next: string) => `Issued at ${issued} · next update ${next}`,
  stale:
    'We could not fetch a newer forecast just now, so this is the last one we have. It may be out of date.',
  /** Also in slot-copy.ts: kept twice so the page's first load and the dashboard share no chunk for it. */
  loading: 'Loading the forecast…',
  errorTitle: 'Unable to load weather data',
  errorText: (phone: string) => `Try again in a moment. To ask about your jump day, call us on ${phone}.`,
  retry: 'Retry',
  attribution: 'Weather data by Open-Meteo.com',
  licence: 'CC BY 4.0',
  today: 'Today',
  tomorrow: 'Tomorrow',
  noHoursLeft: 'No forecast hours left for this day.',
  likelyHours: (count: number) =>
    count === 0
      ? 'No hours of good jumping weather'
      : count === 1
        ? '1 hour of good jumping weather'
        : `${count} hours of good jumping weather`,
  withinRules: 'Visibility, wind and rain stay within our rules for several hours in a row.',
  dayNumbers: 'Key numbers',
  next48: 'Hour by hour, the next 48 hours',
  stripHint: 'Scroll sideways for later hours.',
  dayPicker: 'Day',
  tableCaption: (place: string, day: string) => `${place}, ${day}: every hour`,
  hour: 'Hour',
  outlook: 'Outlook',
  /** The weather data labels, in the order of the detailed table. */
  labels: {
    temperature: 'Temperature',
    feelsLike: 'Feels like',
    dewPoint: 'Dew point',
    windSpeed: 'Wind speed',
    direction: 'Direction',
    gusts: 'Gusts',
    windAloft: 'Wind at altitude',
    humidity: 'Humidity',
    pressure: 'Pressure',
    visibility: 'Visibility',
    cloudBase: 'Cloud base',
    cloudCover: 'Cloud coverage',
    ceiling: 'Ceiling',
    cloudTypes: 'Cloud types',
    densityAltitude: 'Density altitude',
    windShear: 'Wind shear',
    turbulence: 'Turbulence',
    lightning: 'Lightning risk',
    precipitation: 'Precipitation',
    uvIndex: 'UV index',
    trend: 'Trend',
  },
  rainChance: 'Rain chance',
  windAndGusts: 'Wind (gusts)',
  layers: (low: string, mid: string, high: string) => `low ${low} · mid ${mid} · high ${high}`,
  noCeiling: 'none',
};

export type JumpWeatherCopy = typeof en;

const nl: JumpWeatherCopy = {
  region: 'Verwachting van het springweer',
  location: 'Locatie',
  windUnit: 'Windsnelheid in',
  views: {
    overview: 'Overzicht',
    detailed: 'Per uur',
    bulletin: 'Weerbericht',
    map: 'Kaart',
    trends: 'Verloop',
  },
  viewsLabel: 'Weergaven van de verwachting',
  issued: (issued: string, next: string) =>
    `Verwachting van ${issued} uur · nieuwe verwachting om ${next} uur`,
  stale:
    'We konden zojuist geen nieuwere verwachting ophalen. Dit is de laatste die we hebben, en die kan verouderd zijn.',
  loading: 'Verwachting laden…',
  errorTitle: 'De weergegevens konden niet worden geladen',
  errorText: (phone: string) =>
    `Probeer het zo nog een keer. Wil je iets vragen over je springdag, bel ons dan op ${phone}.`,
  retry: 'Opnieuw proberen',
  attribution: 'Weergegevens van Open-Meteo.com',
  licence: 'CC BY 4.0',
  today: 'Vandaag',
  tomorrow: 'Morgen',
  noHoursLeft: 'Voor deze dag zijn geen uren meer over in de verwachting.',
  likelyHours: (count: number) =>
    count === 0
      ? 'Geen enkel uur goed springweer'
      : count === 1
        ? '1 uur lang goed springweer'
        : `${count} uur lang goed springweer`,
  withinRules: 'Zicht, wind en regen blijven urenlang achter elkaar binnen onze regels.',
  dayNumbers: 'De belangrijkste cijfers',
  next48: 'Uur voor uur, de komende 48 uur',
  stripHint: 'Scroll opzij voor latere uren.',
  dayPicker: 'Dag',
  tableCaption: (place: string, day: string) => `${place}, ${day}: alle uren`,
  hour: 'Uur',
  outlook: 'Verwachting',
  labels: {
    temperature: 'Temperatuur',
    feelsLike: 'Gevoelstemperatuur',
    dewPoint: 'Dauwpunt',
    windSpeed: 'Windsnelheid',
    direction: 'Windrichting',
    gusts: 'Windstoten',
    windAloft: 'Wind op hoogte',
    humidity: 'Luchtvochtigheid',
    pressure: 'Luchtdruk',
    visibility: 'Zicht',
    cloudBase: 'Wolkenbasis',
    cloudCover: 'Bewolking',
    ceiling: 'Wolkenplafond',
    cloudTypes: 'Wolkensoorten',
    densityAltitude: 'Dichtheidshoogte',
    windShear: 'Windschering',
    turbulence: 'Turbulentie',
    lightning: 'Kans op onweer',
    precipitation: 'Neerslag',
    uvIndex: 'Uv-index',
    trend: 'Drukverloop',
  },
  rainChance: 'Kans op regen',
  windAndGusts: 'Wind (stoten)',
  layers: (low: string, mid: string, high: string) => `laag ${low} · midden ${mid} · hoog ${high}`,
  noCeiling: 'geen',
};

export const jumpWeatherCopy: Record<Language, JumpWeatherCopy> = { en, nl };
