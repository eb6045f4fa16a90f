import { LOCALES, type Language } from '../language.ts';

// The units the weather page shows. The forecast keeps m/s, metres, °C, hPa and mm; wind is shown
// in the unit the visitor picks, heights always in metres. Numbers are written the way each
// language writes them (Dutch: decimal comma, thousands with a dot); a missing value is a dash.

export const WIND_UNITS = ['ms', 'kmh', 'kn'] as const;
export type WindUnit = (typeof WIND_UNITS)[number];
export const DEFAULT_WIND_UNIT: WindUnit = 'ms';

export const isWindUnit = (value: unknown): value is WindUnit =>
  typeof value === 'string' && (WIND_UNITS as readonly string[]).includes(value);

const PER_MS: Record<WindUnit, number> = { ms: 1, kmh: 3.6, kn: 3600 / 1852 };
/** Decimals a wind speed is shown with: a tenth of a m/s is worth showing, of a km/h or knot not. */
const WIND_DECIMALS: Record<WindUnit, number> = { ms: 1, kmh: 0, kn: 0 };

/** The unit after a number: the same in both languages. */
export const WIND_UNIT_SYMBOLS: Record<WindUnit, string> = { ms: 'm/s', kmh: 'km/h', kn: 'kn' };
/** The unit in words, for a choice or a screen reader. */
export const WIND_UNIT_NAMES: Record<Language, Record<WindUnit, string>> = {
  en: { ms: 'metres per second', kmh: 'kilometres per hour', kn: 'knots' },
  nl: { ms: 'meter per seconde', kmh: 'kilometer per uur', kn: 'knopen' },
};

/** The mark a missing value is shown with. */
export const MISSING = '–';

export function convertWind(ms: number, unit: WindUnit): number;
export function convertWind(ms: number | null, unit: WindUnit): number | null;
export function convertWind(ms: number | null, unit: WindUnit): number | null {
  return ms === null ? null : ms * PER_MS[unit];
}

// Making a number format costs about a hundred times as much as using one, and the weather page
// writes hundreds of numbers at once: each language and number of decimals gets one.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, decimals: number): Intl.NumberFormat {
  const key = `${lang}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number as `lang` writes it, with exactly `decimals` decimals. */
export function formatNumber(value: number, lang: Language, decimals = 0): string {
  const text = numberFormat(lang, decimals).format(value);
  // Rounding can leave "-0": a calm or steady value is written without a sign.
  return /^-0([.,]0+)?$/.test(text) ? text.slice(1) : text;
}

export interface WindFormat {
  /** Whole numbers only, as the bulletin writes them. */
  round?: boolean;
  /** Leave the unit off (for a second number next to one that has it). */
  bare?: boolean;
}

/** A wind speed given in m/s, in `unit`: '4.2 m/s', '15 km/h', '8 kn'; '4,2 m/s' in Dutch. */
export function formatWind(
  ms: number | null,
  unit: WindUnit,
  lang: Language,
  options: WindFormat = {},
): string {
  if (ms === null) return MISSING;
  const number = formatNumber(convertWind(ms, unit), lang, options.round ? 0 : WIND_DECIMALS[unit]);
  return options.bare ? number : `${number} ${WIND_UNIT_SYMBOLS[unit]}`;
}

/** A height in metres, to the nearest `step` m: '1,250 m', '1.250 m' in Dutch. */
export function formatHeight(metres: number | null, lang: Language, step = 10): string {
  if (metres === null) return MISSING;
  return `${formatNumber(Math.round(metres / step) * step, lang)} m`;
}

/** Visibility from metres, in km: one decimal under 10 km, whole kilometres above. */
export function formatVisibility(metres: number | null, lang: Language): string {
  if (metres === null) return MISSING;
  const km = metres / 1000;
  return `${formatNumber(km, lang, km < 10 ? 1 : 0)} km`;
}

export const formatTemperature = (celsius: number | null, lang: Language): string =>
  celsius === null ? MISSING : `${formatNumber(celsius, lang)} °C`;

export const formatPercent = (percent: number | null, lang: Language): string =>
  percent === null ? MISSING : `${formatNumber(percent, lang)}%`;

export const formatPressure = (hpa: number | null, lang: Language): string =>
  hpa === null ? MISSING : `${formatNumber(hpa, lang)} hPa`;

/** Precipitation in mm, one decimal: 0.1 mm is already rain for the rules. */
export const formatPrecipitation = (mm: number | null, lang: Language): string =>
  mm === null ? MISSING : `${formatNumber(mm, lang, 1)} mm`;

/** Wind shear in the chosen wind unit per kilometre of height: '4.2 m/s per km'. */
export function formatShear(msPerKm: number | null, unit: WindUnit, lang: Language): string {
  if (msPerKm === null) return MISSING;
  return `${formatWind(msPerKm, unit, lang)} per km`;
}

export const formatUvIndex = (index: number | null, lang: Language): string =>
  index === null ? MISSING : formatNumber(index, lang, 1);

export const formatCape = (jkg: number | null, lang: Language): string =>
  jkg === null ? MISSING : `${formatNumber(jkg, lang)} J/kg`;
