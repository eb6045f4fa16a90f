// The kinds of day the stand-in forecasts, modelled on how such days read in Open-Meteo's answers
// for the Netherlands. Each place runs through all of them in its own order, one per day, so every
// outlook (likely, marginal, unlikely) and most reasons show up within five days.

export interface DayPattern {
  name: string;
  /** Ground wind at 10 m, m/s: at 03:00 and at 15:00 (the curve runs between them). */
  wind: [night: number, afternoon: number];
  gustFactor: number;
  /** Where the wind comes from, degrees. */
  direction: number;
  /** Difference to the season's mean temperature, °C, at night and in the afternoon. */
  temperature: [night: number, afternoon: number];
  /** Temperature minus dew point at 15:00, °C (about 125 m of cloud base per °C). */
  spread: number;
  cloudLow: number;
  cloudMid: number;
  cloudHigh: number;
  visibilityM: number;
  /** Visibility in fog until this hour (local), when the day starts foggy. */
  fogUntil?: number;
  /** Rain chance outside the rain hours, %. */
  rainChance: number;
  rain?: { from: number; to: number; mmPerHour: number; chance: number; code: number };
  /** Storm energy at its afternoon peak, J/kg. */
  cape: number;
  /** Sea-level pressure at midnight and its change over the day, hPa. */
  pressure: number;
  pressureChange: number;
}

export const DAY_PATTERNS: readonly DayPattern[] = [
  {
    name: 'clear',
    wind: [1.8, 3.6],
    gustFactor: 1.5,
    direction: 80,
    temperature: [-2, 3],
    spread: 15,
    cloudLow: 8,
    cloudMid: 4,
    cloudHigh: 20,
    visibilityM: 38_000,
    rainChance: 3,
    cape: 40,
    pressure: 1027,
    pressureChange: -0.5,
  },
  {
    name: 'showers in the afternoon',
    wind: [2.4, 4.2],
    gustFactor: 1.6,
    direction: 230,
    temperature: [0, 2],
    spread: 14,
    cloudLow: 20,
    cloudMid: 15,
    cloudHigh: 40,
    visibilityM: 28_000,
    rainChance: 12,
    rain: { from: 13, to: 18, mmPerHour: 1.4, chance: 80, code: 81 },
    cape: 650,
    pressure: 1014,
    pressureChange: -3.5,
  },
  {
    name: 'marginal',
    wind: [5.6, 6.6],
    gustFactor: 1.35,
    direction: 250,
    temperature: [1, 0],
    spread: 10,
    cloudLow: 35,
    cloudMid: 20,
    cloudHigh: 10,
    visibilityM: 7_500,
    rainChance: 20,
    cape: 120,
    pressure: 1011,
    pressureChange: 1.2,
  },
  {
    name: 'windy',
    wind: [8.2, 10.8],
    gustFactor: 1.55,
    direction: 260,
    temperature: [2, -1],
    spread: 8,
    cloudLow: 45,
    cloudMid: 60,
    cloudHigh: 30,
    visibilityM: 22_000,
    rainChance: 25,
    cape: 60,
    pressure: 1002,
    pressureChange: 4.5,
  },
  {
    name: 'low cloud and drizzle',
    wind: [2.2, 3.0],
    gustFactor: 1.4,
    direction: 190,
    temperature: [2, -2],
    spread: 1.5,
    cloudLow: 96,
    cloudMid: 70,
    cloudHigh: 20,
    visibilityM: 2_400,
    fogUntil: 10,
    rainChance: 60,
    rain: { from: 10, to: 21, mmPerHour: 0.3, chance: 70, code: 53 },
    cape: 0,
    pressure: 1018,
    pressureChange: -1,
  },
];
