import { type HourWeather, levelHeight, PRESSURE_LEVELS_UNTIL_HOUR, windAt } from './weather.ts';

// The variables the stand-in knows, with Open-Meteo's names, units and rounding. A request for any
// other name is refused as Open-Meteo refuses it. Values are in base units; `unit` says which
// request parameter converts them.

export type UnitKind = 'temperature' | 'wind' | 'precipitation' | 'snow' | { fixed: string };

export interface HourlyVariable {
  unit: UnitKind;
  decimals: number;
  value(hour: HourWeather, elevation: number): number | null;
}

const fixed = (unit: string) => ({ fixed: unit });
const percent = fixed('%');
const degrees = fixed('°');
const metres = fixed('m');
const hpa = fixed('hPa');

const TOWER_HEIGHTS = [10, 80, 120, 180] as const;
/** Open-Meteo's pressure levels. */
const PRESSURE_LEVELS = [
  1000, 975, 950, 925, 900, 850, 800, 700, 600, 500, 400, 300, 250, 200, 150, 100, 70, 50, 30,
] as const;

const towerFactor = (height: number) => Math.pow(height / 10, 0.16);

const snowing = (hour: HourWeather) => hour.precipitation > 0 && hour.temperature < 0.5;
const showery = (hour: HourWeather) => hour.weatherCode >= 80 && hour.weatherCode <= 82;

const entries: [string, HourlyVariable][] = [
  ['temperature_2m', { unit: 'temperature', decimals: 1, value: (h) => h.temperature }],
  ['relative_humidity_2m', { unit: percent, decimals: 0, value: (h) => h.humidity }],
  ['dew_point_2m', { unit: 'temperature', decimals: 1, value: (h) => h.dewPoint }],
  ['apparent_temperature', { unit: 'temperature', decimals: 1, value: (h) => h.apparentTemperature }],
  ['pressure_msl', { unit: hpa, decimals: 1, value: (h) => h.pressureMsl }],
  ['surface_pressure', { unit: hpa, decimals: 1, value: (h) => h.surfacePressure }],
  ['cloud_cover', { unit: percent, decimals: 0, value: (h) => h.cloudCover }],
  ['cloud_cover_low', { unit: percent, decimals: 0, value: (h) => h.cloudLow }],
  ['cloud_cover_mid', { unit: percent, decimals: 0, value: (h) => h.cloudMid }],
  ['cloud_cover_high', { unit: percent, decimals: 0, value: (h) => h.cloudHigh }],
  ['visibility', { unit: metres, decimals: 0, value: (h) => h.visibility }],
  ['precipitation', { unit: 'precipitation', decimals: 1, value: (h) => h.precipitation }],
  [
    'rain',
    { unit: 'precipitation', decimals: 1, value: (h) => (showery(h) || snowing(h) ? 0 : h.precipitation) },
  ],
  ['showers', { unit: 'precipitation', decimals: 1, value: (h) => (showery(h) ? h.precipitation : 0) }],
  ['snowfall', { unit: 'snow', decimals: 2, value: (h) => (snowing(h) ? h.precipitation * 0.7 : 0) }],
  ['precipitation_probability', { unit: percent, decimals: 0, value: (h) => h.precipitationProbability }],
  ['weather_code', { unit: fixed('wmo code'), decimals: 0, value: (h) => h.weatherCode }],
  ['wind_gusts_10m', { unit: 'wind', decimals: 1, value: (h) => h.gusts }],
  ['cape', { unit: fixed('J/kg'), decimals: 1, value: (h) => h.cape }],
  ['freezing_level_height', { unit: metres, decimals: 1, value: (h) => h.freezingLevel }],
  ['uv_index', { unit: fixed(''), decimals: 2, value: (h) => h.uvIndex }],
  ['is_day', { unit: fixed(''), decimals: 0, value: (h) => (h.sunElevation > -0.833 ? 1 : 0) }],
  [
    'sunshine_duration',
    { unit: fixed('s'), decimals: 2, value: (h) => (h.sunElevation > 0 ? 36 * (100 - h.cloudCover) : 0) },
  ],
  ...TOWER_HEIGHTS.flatMap((height): [string, HourlyVariable][] => [
    [`wind_speed_${height}m`, { unit: 'wind', decimals: 1, value: (h) => h.wind * towerFactor(height) }],
    [
      `wind_direction_${height}m`,
      { unit: degrees, decimals: 0, value: (h) => (h.windDirection + height / 20) % 360 },
    ],
  ]),
  ...TOWER_HEIGHTS.slice(1).map((height): [string, HourlyVariable] => [
    `temperature_${height}m`,
    { unit: 'temperature', decimals: 1, value: (h) => h.temperature - 0.0065 * height },
  ]),
  ...PRESSURE_LEVELS.flatMap((level) => pressureLevelVariables(level)),
];

/** The seven variables of one pressure level; null once the models' pressure levels run out. */
function pressureLevelVariables(level: number): [string, HourlyVariable][] {
  const until =
    (value: (hour: HourWeather, height: number) => number) => (hour: HourWeather, elevation: number) =>
      hour.forecastHour >= PRESSURE_LEVELS_UNTIL_HOUR
        ? null
        : value(hour, levelHeight(hour, level) - elevation);
  const temperatureAt = (hour: HourWeather, height: number) => hour.temperature - 0.0065 * height;
  const humidityAt = (hour: HourWeather, height: number) =>
    Math.min(100, Math.max(5, hour.humidity - height / 100 + hour.cloudMid * 0.2));
  const dewPointAt = (hour: HourWeather, height: number) => {
    const temperature = temperatureAt(hour, height);
    const gamma = Math.log(humidityAt(hour, height) / 100) + (17.625 * temperature) / (243.04 + temperature);
    return (243.04 * gamma) / (17.625 - gamma);
  };
  return [
    [`temperature_${level}hPa`, { unit: 'temperature', decimals: 1, value: until(temperatureAt) }],
    [`relative_humidity_${level}hPa`, { unit: percent, decimals: 0, value: until(humidityAt) }],
    [`dew_point_${level}hPa`, { unit: 'temperature', decimals: 1, value: until(dewPointAt) }],
    [
      `cloud_cover_${level}hPa`,
      {
        unit: percent,
        decimals: 0,
        value: until((hour, height) =>
          height < 3000 ? hour.cloudLow : height < 8000 ? hour.cloudMid : hour.cloudHigh,
        ),
      },
    ],
    [
      `wind_speed_${level}hPa`,
      { unit: 'wind', decimals: 1, value: until((hour, height) => windAt(hour, height).speed) },
    ],
    [
      `wind_direction_${level}hPa`,
      { unit: degrees, decimals: 0, value: until((hour, height) => windAt(hour, height).direction) },
    ],
    [
      `geopotential_height_${level}hPa`,
      { unit: metres, decimals: 2, value: until((hour) => levelHeight(hour, level)) },
    ],
  ];
}

export const HOURLY_VARIABLES: ReadonlyMap<string, HourlyVariable> = new Map(entries);

/** One day's hours (local 00:00 to 23:00) and its sun times, for the daily aggregates. */
export interface DayWeather {
  hours: HourWeather[];
  sunrise: number | null;
  sunset: number | null;
}

export interface DailyVariable {
  unit: UnitKind | 'iso8601';
  decimals: number;
  /** A number, or a sun time as an instant (ms) the response writes in local time. */
  value(day: DayWeather): number | null;
}

const pick = (
  day: DayWeather,
  read: (hour: HourWeather) => number,
  choose: (...values: number[]) => number,
) => choose(...day.hours.map(read));

export const DAILY_VARIABLES: ReadonlyMap<string, DailyVariable> = new Map<string, DailyVariable>([
  ['sunrise', { unit: 'iso8601', decimals: 0, value: (day) => day.sunrise }],
  ['sunset', { unit: 'iso8601', decimals: 0, value: (day) => day.sunset }],
  [
    'daylight_duration',
    {
      unit: fixed('s'),
      decimals: 2,
      value: (day) =>
        day.sunrise === null || day.sunset === null ? null : (day.sunset - day.sunrise) / 1000,
    },
  ],
  [
    'temperature_2m_max',
    { unit: 'temperature', decimals: 1, value: (day) => pick(day, (h) => h.temperature, Math.max) },
  ],
  [
    'temperature_2m_min',
    { unit: 'temperature', decimals: 1, value: (day) => pick(day, (h) => h.temperature, Math.min) },
  ],
  [
    'precipitation_sum',
    {
      unit: 'precipitation',
      decimals: 1,
      value: (day) => day.hours.reduce((sum, hour) => sum + Math.round(hour.precipitation * 10) / 10, 0),
    },
  ],
  [
    'precipitation_probability_max',
    { unit: percent, decimals: 0, value: (day) => pick(day, (h) => h.precipitationProbability, Math.max) },
  ],
  ['wind_speed_10m_max', { unit: 'wind', decimals: 1, value: (day) => pick(day, (h) => h.wind, Math.max) }],
  ['wind_gusts_10m_max', { unit: 'wind', decimals: 1, value: (day) => pick(day, (h) => h.gusts, Math.max) }],
  [
    'weather_code',
    { unit: fixed('wmo code'), decimals: 0, value: (day) => pick(day, (h) => h.weatherCode, Math.max) },
  ],
  ['uv_index_max', { unit: fixed(''), decimals: 2, value: (day) => pick(day, (h) => h.uvIndex, Math.max) }],
]);
