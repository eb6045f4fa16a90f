import type { Language } from '../language.ts';
import type {
  CloudType,
  JumpOutlook,
  LightningRisk,
  OutlookReason,
  PressureTrend,
  Turbulence,
  WeatherHour,
} from './forecast.ts';
import { JUMP_RULES } from './rules.ts';
import {
  formatHeight,
  formatNumber,
  formatPrecipitation,
  formatVisibility,
  formatWind,
  type WindUnit,
} from './units.ts';
import { isPrecipitationCode, isThunderCode } from './weather-codes.ts';

// The weather page's words for what the forecast holds, in both languages. A reason is a plain
// sentence, with the hour's numbers when an hour is given and the company's limit beside them.

export const OUTLOOK_LABELS: Record<Language, Record<JumpOutlook, string>> = {
  en: {
    likely: 'Jumping likely',
    marginal: 'Borderline for jumping',
    unlikely: 'Jumping unlikely',
    unknown: 'Outlook unknown',
  },
  nl: {
    likely: 'Springen waarschijnlijk',
    marginal: 'Twijfelachtig springweer',
    unlikely: 'Springen onwaarschijnlijk',
    unknown: 'Verwachting onbekend',
  },
};

/** One word per outlook, for a narrow hour strip next to its colour. */
export const OUTLOOK_SHORT: Record<Language, Record<JumpOutlook, string>> = {
  en: { likely: 'Likely', marginal: 'Borderline', unlikely: 'Unlikely', unknown: 'Unknown' },
  nl: {
    likely: 'Waarschijnlijk',
    marginal: 'Twijfelachtig',
    unlikely: 'Onwaarschijnlijk',
    unknown: 'Onbekend',
  },
};

/** A reason in a few words, lower case, for a list after a label: "Jumping unlikely: rain, gusty". */
export const REASON_SHORT: Record<Language, Record<OutlookReason, string>> = {
  en: {
    'wind-over-limit': 'wind over the limit',
    'wind-near-limit': 'wind near the limit',
    'gusts-over-limit': 'gusts over the limit',
    gusty: 'gusty',
    'visibility-under-limit': 'poor visibility',
    'visibility-near-limit': 'visibility near the limit',
    rain: 'rain',
    'rain-possible': 'chance of rain',
    'cloud-base-low': 'cloud too low',
    'cloud-base-marginal': 'low cloud',
    'thunderstorm-risk': 'thunderstorm risk',
    dark: 'dark',
    'data-missing': 'forecast incomplete',
  },
  nl: {
    'wind-over-limit': 'wind boven de limiet',
    'wind-near-limit': 'wind dicht bij de limiet',
    'gusts-over-limit': 'windstoten boven de limiet',
    gusty: 'vlagerig',
    'visibility-under-limit': 'te weinig zicht',
    'visibility-near-limit': 'zicht dicht bij de limiet',
    rain: 'regen',
    'rain-possible': 'kans op regen',
    'cloud-base-low': 'bewolking te laag',
    'cloud-base-marginal': 'lage bewolking',
    'thunderstorm-risk': 'kans op onweer',
    dark: 'donker',
    'data-missing': 'verwachting onvolledig',
  },
};

/** The values a reason sentence can name: an hour, or any of its parts. */
export type ReasonHour = Partial<
  Pick<
    WeatherHour,
    | 'windSpeedMs'
    | 'windGustsMs'
    | 'visibilityM'
    | 'ceilingM'
    | 'cloudBaseM'
    | 'precipitationMm'
    | 'precipitationProbabilityPct'
    | 'weatherCode'
    | 'lightningRisk'
  >
>;

/** The first letter in upper case: a phrase that starts a sentence. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A reason as a sentence without a full stop. With an hour it names the hour's value next to the
 * limit ("Ground wind 7.4 m/s, over our 7 m/s limit"); without one, only the limit.
 */
export function reasonText(
  reason: OutlookReason,
  lang: Language,
  hour: ReasonHour | null = null,
  windUnit: WindUnit = 'ms',
): string {
  const en = lang === 'en';
  const wind = (ms: number) => formatWind(ms, windUnit, lang);
  // A limit is written as the company states it: "7 m/s", not "7.0 m/s"; converted, in whole units.
  const limit = (ms: number) =>
    formatWind(ms, windUnit, lang, { round: windUnit !== 'ms' || Number.isInteger(ms) });
  const maxWind = limit(JUMP_RULES.maxWindMs);
  const maxGust = limit(JUMP_RULES.maxGustMs);
  const minVisibility = `${formatNumber(JUMP_RULES.minVisibilityKm, lang)} km`;
  const minCloud = formatHeight(JUMP_RULES.minCloudBaseM, lang);
  const w = hour?.windSpeedMs ?? null;
  const g = hour?.windGustsMs ?? null;
  const v = hour?.visibilityM ?? null;
  const code = hour?.weatherCode ?? null;

  switch (reason) {
    case 'wind-over-limit': {
      if (w === null)
        return en ? `Ground wind over our ${maxWind} limit` : `Grondwind boven onze limiet van ${maxWind}`;
      // The rule is "under 7 m/s": a wind of exactly 7 is at the limit, and already too much.
      const at = formatWind(w, windUnit, lang) === formatWind(JUMP_RULES.maxWindMs, windUnit, lang);
      return en
        ? `Ground wind ${wind(w)}, ${at ? 'at' : 'over'} our ${maxWind} limit`
        : `Grondwind ${wind(w)}, ${at ? 'op' : 'boven'} onze limiet van ${maxWind}`;
    }
    case 'wind-near-limit':
      return w === null
        ? en
          ? `Ground wind close to our ${maxWind} limit`
          : `Grondwind dicht bij onze limiet van ${maxWind}`
        : en
          ? `Ground wind ${wind(w)}, close to our ${maxWind} limit`
          : `Grondwind ${wind(w)}, dicht bij onze limiet van ${maxWind}`;
    case 'gusts-over-limit':
      return g === null
        ? en
          ? `Gusts over our ${maxGust} limit`
          : `Windstoten boven onze limiet van ${maxGust}`
        : en
          ? `Gusts up to ${wind(g)}, over our ${maxGust} limit`
          : `Windstoten tot ${wind(g)}, boven onze limiet van ${maxGust}`;
    case 'gusty':
      if (g === null) return en ? 'Gusty wind' : 'Vlagerige wind';
      return w === null
        ? en
          ? `Gusty: gusts up to ${wind(g)}`
          : `Vlagerig: windstoten tot ${wind(g)}`
        : en
          ? `Gusty: gusts up to ${wind(g)} in a mean wind of ${wind(w)}`
          : `Vlagerig: windstoten tot ${wind(g)} bij een gemiddelde wind van ${wind(w)}`;
    case 'visibility-under-limit':
      return v === null
        ? en
          ? `Visibility under our ${minVisibility} minimum`
          : `Zicht onder ons minimum van ${minVisibility}`
        : en
          ? `Visibility ${formatVisibility(v, lang)}, under our ${minVisibility} minimum`
          : `Zicht ${formatVisibility(v, lang)}, onder ons minimum van ${minVisibility}`;
    case 'visibility-near-limit':
      return v === null
        ? en
          ? `Visibility close to our ${minVisibility} minimum`
          : `Zicht dicht bij ons minimum van ${minVisibility}`
        : en
          ? `Visibility ${formatVisibility(v, lang)}, close to our ${minVisibility} minimum`
          : `Zicht ${formatVisibility(v, lang)}, dicht bij ons minimum van ${minVisibility}`;
    case 'rain': {
      const mm = hour?.precipitationMm ?? null;
      const what = isPrecipitationCode(code)
        ? weatherCodeText(code, lang)
        : mm !== null && mm > 0
          ? en
            ? `Rain (${formatPrecipitation(mm, lang)})`
            : `Regen (${formatPrecipitation(mm, lang)})`
          : en
            ? 'Rain'
            : 'Regen';
      return en ? `${what} expected: we do not jump in rain` : `${what} verwacht: bij regen springen we niet`;
    }
    case 'rain-possible': {
      const chance = hour?.precipitationProbabilityPct ?? null;
      return chance === null
        ? en
          ? 'A chance of rain'
          : 'Kans op regen'
        : en
          ? `${formatNumber(chance, lang)}% chance of rain`
          : `${formatNumber(chance, lang)}% kans op regen`;
    }
    case 'cloud-base-low': {
      const ceilingM = hour?.ceilingM ?? null;
      return ceilingM === null
        ? en
          ? `Cloud lower than the ${minCloud} a tandem jump needs`
          : `Bewolking lager dan de ${minCloud} die een tandemsprong nodig heeft`
        : en
          ? `Cloud cover from ${formatHeight(ceilingM, lang, 100)}, lower than the ${minCloud} a tandem jump needs`
          : `Bewolking vanaf ${formatHeight(ceilingM, lang, 100)}, lager dan de ${minCloud} die een tandemsprong nodig heeft`;
    }
    case 'cloud-base-marginal': {
      const ceilingM = hour?.ceilingM ?? null;
      const base = hour?.cloudBaseM ?? null;
      if (ceilingM !== null && ceilingM < JUMP_RULES.comfortableCloudBaseM)
        return en
          ? `Cloud cover from ${formatHeight(ceilingM, lang, 100)}: a lower exit than usual`
          : `Bewolking vanaf ${formatHeight(ceilingM, lang, 100)}: een lagere uitsprong dan normaal`;
      if (base !== null)
        return en
          ? `Scattered cloud from ${formatHeight(base, lang, 100)}: jumping through the gaps`
          : `Losse wolken vanaf ${formatHeight(base, lang, 100)}: springen door de gaten`;
      return en ? 'Low cloud' : 'Lage bewolking';
    }
    case 'thunderstorm-risk':
      if (isThunderCode(code)) return en ? 'Thunderstorms expected' : 'Onweer verwacht';
      return hour?.lightningRisk === 'high'
        ? en
          ? 'High risk of thunderstorms'
          : 'Grote kans op onweer'
        : en
          ? 'Risk of thunderstorms'
          : 'Kans op onweer';
    case 'dark':
      return en ? 'Dark: we jump in daylight only' : 'Donker: we springen alleen bij daglicht';
    case 'data-missing':
      return en ? 'Part of the forecast is missing' : 'Een deel van de verwachting ontbreekt';
  }
}

/** How telling an hour is for a reason: the day's reason sentence names its most telling hour. */
const REASON_MEASURE: Partial<Record<OutlookReason, (hour: WeatherHour) => number | null>> = {
  'wind-over-limit': (hour) => hour.windSpeedMs,
  'wind-near-limit': (hour) => hour.windSpeedMs,
  'gusts-over-limit': (hour) => hour.windGustsMs,
  gusty: (hour) => hour.windGustsMs,
  'visibility-under-limit': (hour) => (hour.visibilityM === null ? null : -hour.visibilityM),
  'visibility-near-limit': (hour) => (hour.visibilityM === null ? null : -hour.visibilityM),
  rain: (hour) => hour.precipitationMm,
  'rain-possible': (hour) => hour.precipitationProbabilityPct,
  'cloud-base-low': (hour) => (hour.ceilingM === null ? null : -hour.ceilingM),
  'cloud-base-marginal': (hour) => -(hour.ceilingM ?? hour.cloudBaseM ?? Infinity),
};

/** Of the hours that give `reason`, the one that shows it most (the strongest wind, the lowest cloud). */
export function tellingHour(reason: OutlookReason, hours: readonly WeatherHour[]): WeatherHour | null {
  const giving = hours.filter((hour) => hour.reasons.includes(reason));
  const measure = REASON_MEASURE[reason];
  if (giving.length === 0) return null;
  if (!measure) return giving[0];
  return giving.reduce((best, hour) =>
    (measure(hour) ?? -Infinity) > (measure(best) ?? -Infinity) ? hour : best,
  );
}

/** A day's reason as a sentence, naming the value of its most telling daylight hour. */
export const dayReasonText = (
  reason: OutlookReason,
  dayHours: readonly WeatherHour[],
  lang: Language,
  windUnit: WindUnit = 'ms',
): string =>
  reasonText(
    reason,
    lang,
    tellingHour(
      reason,
      dayHours.filter((hour) => hour.isDay === true),
    ),
    windUnit,
  );

/** An outlook with its first reasons: "Jumping unlikely: rain, gusty". */
export function outlookSummary(
  outlook: JumpOutlook,
  reasons: readonly OutlookReason[],
  lang: Language,
  max = 2,
): string {
  const label = OUTLOOK_LABELS[lang][outlook];
  const named = reasons.slice(0, max).map((reason) => REASON_SHORT[lang][reason]);
  return named.length === 0 ? label : `${label}: ${named.join(', ')}`;
}

export const TURBULENCE_LABELS: Record<Language, Record<Turbulence, string>> = {
  en: { none: 'None', light: 'Light', moderate: 'Moderate', severe: 'Severe' },
  nl: { none: 'Geen', light: 'Licht', moderate: 'Matig', severe: 'Zwaar' },
};

export const LIGHTNING_RISK_LABELS: Record<Language, Record<LightningRisk, string>> = {
  en: { none: 'None', low: 'Low', moderate: 'Moderate', high: 'High' },
  nl: { none: 'Geen', low: 'Klein', moderate: 'Matig', high: 'Groot' },
};

export const PRESSURE_TREND_LABELS: Record<Language, Record<PressureTrend, string>> = {
  en: { rising: 'Rising', steady: 'Steady', falling: 'Falling' },
  nl: { rising: 'Stijgend', steady: 'Gelijk', falling: 'Dalend' },
};

/** Cloud types by their international names, which Dutch uses too. */
export const CLOUD_TYPE_NAMES: Record<CloudType, string> = {
  cumulus: 'Cumulus',
  cumulonimbus: 'Cumulonimbus',
  stratus: 'Stratus',
  stratocumulus: 'Stratocumulus',
  altostratus: 'Altostratus',
  nimbostratus: 'Nimbostratus',
  cirrus: 'Cirrus',
};

/** What each cloud type looks like, for a title or a screen reader. */
export const CLOUD_TYPE_DESCRIPTIONS: Record<Language, Record<CloudType, string>> = {
  en: {
    cumulus: 'heaped fair-weather cloud',
    cumulonimbus: 'towering shower and thunder cloud',
    stratus: 'low grey layer',
    stratocumulus: 'low layer of cloud patches',
    altostratus: 'grey veil at mid height',
    nimbostratus: 'thick layer bringing steady rain',
    cirrus: 'thin, high ice cloud',
  },
  nl: {
    cumulus: 'stapelwolken bij mooi weer',
    cumulonimbus: 'hoge buien- en onweerswolk',
    stratus: 'laag grijs wolkendek',
    stratocumulus: 'laag wolkendek in pakketten',
    altostratus: 'grijze sluier op middelhoogte',
    nimbostratus: 'dik wolkendek met langdurige regen',
    cirrus: 'dunne, hoge ijswolken',
  },
};

/** The cloud types as a list: "Cumulus, cirrus"; a clear sky says so. */
export function cloudTypesText(types: readonly CloudType[], lang: Language): string {
  if (types.length === 0) return lang === 'en' ? 'No notable cloud' : 'Geen noemenswaardige bewolking';
  return types
    .map((type, index) => (index === 0 ? CLOUD_TYPE_NAMES[type] : CLOUD_TYPE_NAMES[type].toLowerCase()))
    .join(', ');
}

/** WMO weather codes as Open-Meteo documents them, in a few words each. */
const WEATHER_CODES: Record<number, Record<Language, string>> = {
  0: { en: 'Clear sky', nl: 'Onbewolkt' },
  1: { en: 'Mainly clear', nl: 'Overwegend helder' },
  2: { en: 'Partly cloudy', nl: 'Half bewolkt' },
  3: { en: 'Overcast', nl: 'Zwaar bewolkt' },
  45: { en: 'Fog', nl: 'Mist' },
  48: { en: 'Freezing fog', nl: 'Aanvriezende mist' },
  51: { en: 'Light drizzle', nl: 'Lichte motregen' },
  53: { en: 'Drizzle', nl: 'Motregen' },
  55: { en: 'Dense drizzle', nl: 'Dichte motregen' },
  56: { en: 'Light freezing drizzle', nl: 'Lichte aanvriezende motregen' },
  57: { en: 'Freezing drizzle', nl: 'Aanvriezende motregen' },
  61: { en: 'Light rain', nl: 'Lichte regen' },
  63: { en: 'Rain', nl: 'Regen' },
  65: { en: 'Heavy rain', nl: 'Zware regen' },
  66: { en: 'Light freezing rain', nl: 'Lichte ijzel' },
  67: { en: 'Freezing rain', nl: 'IJzel' },
  71: { en: 'Light snow', nl: 'Lichte sneeuw' },
  73: { en: 'Snow', nl: 'Sneeuw' },
  75: { en: 'Heavy snow', nl: 'Zware sneeuw' },
  77: { en: 'Snow grains', nl: 'Motsneeuw' },
  80: { en: 'Light showers', nl: 'Lichte buien' },
  81: { en: 'Showers', nl: 'Buien' },
  82: { en: 'Violent showers', nl: 'Zware buien' },
  85: { en: 'Light snow showers', nl: 'Lichte sneeuwbuien' },
  86: { en: 'Heavy snow showers', nl: 'Zware sneeuwbuien' },
  95: { en: 'Thunderstorm', nl: 'Onweer' },
  96: { en: 'Thunderstorm with hail', nl: 'Onweer met hagel' },
  99: { en: 'Thunderstorm with heavy hail', nl: 'Onweer met zware hagel' },
};

/** A weather code in words; a code Open-Meteo does not document is named by its number. */
export function weatherCodeText(code: number | null, lang: Language): string {
  if (code === null) return lang === 'en' ? 'Weather unknown' : 'Weer onbekend';
  return WEATHER_CODES[code]?.[lang] ?? (lang === 'en' ? `Weather code ${code}` : `Weercode ${code}`);
}

const COMPASS_16: Record<Language, readonly string[]> = {
  en: ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'],
  nl: ['N', 'NNO', 'NO', 'ONO', 'O', 'OZO', 'ZO', 'ZZO', 'Z', 'ZZW', 'ZW', 'WZW', 'W', 'WNW', 'NW', 'NNW'],
};

const COMPASS_8: Record<Language, readonly string[]> = {
  en: ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'],
  nl: ['noorden', 'noordoosten', 'oosten', 'zuidoosten', 'zuiden', 'zuidwesten', 'westen', 'noordwesten'],
};

const sector = (degrees: number, sectors: number) =>
  Math.round((((degrees % 360) + 360) % 360) / (360 / sectors)) % sectors;

/** The 16-point compass abbreviation of a direction in degrees: 'SW', Dutch 'ZW'; null stays null. */
export const compassPoint = (degrees: number | null, lang: Language): string | null =>
  degrees === null ? null : COMPASS_16[lang][sector(degrees, 16)];

/** The 8-point compass name of a direction: 'south-west', Dutch 'zuidwesten'. */
export const compassName = (degrees: number | null, lang: Language): string | null =>
  degrees === null ? null : COMPASS_8[lang][sector(degrees, 8)];

/** Where the wind comes from, as a phrase: 'from the south-west', Dutch 'uit het zuidwesten'. */
export function windFromText(degrees: number | null, lang: Language): string | null {
  const name = compassName(degrees, lang);
  if (name === null) return null;
  return lang === 'en' ? `from the ${name}` : `uit het ${name}`;
}

/** A local time 'YYYY-MM-DDTHH:mm' on the clock: '09:00', Dutch '9.00' (a full stop, no leading zero). */
export const clockTime = (time: string, lang: Language): string => {
  const clock = time.slice(11, 16);
  return lang === 'en' ? clock : `${Number(clock.slice(0, 2))}.${clock.slice(3)}`;
};
