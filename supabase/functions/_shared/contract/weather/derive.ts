import type {
  CloudType,
  JumpOutlook,
  LightningRisk,
  OutlookReason,
  PressureTrend,
  Turbulence,
  WeatherDay,
  WeatherHour,
  WeatherHourDerived,
  WeatherHourObserved,
  WindAtLevel,
  WindLevel,
} from './forecast.ts';
import { REASON_PRIORITY, SEVERITY_ORDER, hourOutlook, reasonSeverity } from './outlook.ts';
import { CEILING_CLOUD_PCT, JUMP_RULES, SCATTERED_CLOUD_PCT } from './rules.ts';
import {
  isDrizzleCode,
  isFogCode,
  isPrecipitationCode,
  isShowerCode,
  isThunderCode,
} from './weather-codes.ts';

// What a skydiver reads from the sky that Open-Meteo does not give directly, each from the hour's
// own values. A missing input gives a missing result: never NaN, never a zero that looks real.

const known = (...values: (number | null)[]): boolean => values.every((value) => value !== null);

/** Metres the cumulus base rises per °C of spread between temperature and dew point. */
export const CLOUD_BASE_M_PER_C = 125;

/** Estimated base of convective cloud above ground: about 125 m per °C of dew point spread. */
export function cloudBase(temperatureC: number | null, dewPointC: number | null): number | null {
  if (temperatureC === null || dewPointC === null) return null;
  return Math.max(0, temperatureC - dewPointC) * CLOUD_BASE_M_PER_C;
}

/**
 * Where Open-Meteo's cloud layers start: low cloud reaches up to 3 km, mid cloud from 3 to 8 km,
 * high cloud above. A layer's ceiling is taken at its lower edge, the safe side for jumpers; the
 * low layer's at the estimated cloud base, kept within the layer.
 */
export const CLOUD_LAYER_BASE_M = { low: 0, mid: 3000, high: 8000 } as const;

/** The lowest layer covering more than half the sky, above ground; null when there is none or it is unknown. */
export function ceiling(
  lowPct: number | null,
  midPct: number | null,
  highPct: number | null,
  cloudBaseM: number | null,
): number | null {
  if (lowPct === null) return null;
  if (lowPct > CEILING_CLOUD_PCT)
    return cloudBaseM === null ? null : Math.min(cloudBaseM, CLOUD_LAYER_BASE_M.mid);
  if (midPct === null) return null;
  if (midPct > CEILING_CLOUD_PCT) return CLOUD_LAYER_BASE_M.mid;
  if (highPct === null) return null;
  if (highPct > CEILING_CLOUD_PCT) return CLOUD_LAYER_BASE_M.high;
  return null;
}

/**
 * Density altitude in metres: the height in the standard atmosphere where the air is as thin as
 * here. From the station pressure (Open-Meteo's surface pressure, or the sea-level pressure taken
 * down to the ground's elevation) and the temperature; humidity is left out, it adds tens of metres.
 */
export function densityAltitude(
  temperatureC: number | null,
  surfacePressureHpa: number | null,
  seaLevelPressureHpa: number | null,
  elevationM: number | null,
): number | null {
  if (temperatureC === null) return null;
  let stationHpa = surfacePressureHpa;
  if (stationHpa === null && seaLevelPressureHpa !== null && elevationM !== null)
    stationHpa = seaLevelPressureHpa * Math.pow(1 - (0.0065 * elevationM) / 288.15, 5.255);
  if (stationHpa === null || stationHpa <= 0) return null;
  const density = (stationHpa * 100) / (287.05 * (temperatureC + 273.15));
  return 44330.8 * (1 - Math.pow(density / 1.225, 0.234969));
}

/**
 * The levels shear is measured between: the top of the mast levels, then the pressure levels every
 * kilometre or so. The 10 to 180 m levels are the ground-slowed surface layer, which the gusts show.
 */
export const SHEAR_LEVELS: readonly WindLevel[] = ['180m', '900hPa', '800hPa', '700hPa', '600hPa'];

/**
 * The largest change of the wind (speed and direction together) between neighbouring levels, per
 * 1000 m of height. Levels with a missing value are skipped; null when fewer than two remain.
 */
export function windShear(levels: readonly WindAtLevel[]): number | null {
  const usable = SHEAR_LEVELS.map((name) => levels.find((level) => level.level === name)).filter(
    (level): level is WindAtLevel & { heightM: number; speedMs: number; directionDeg: number } =>
      level !== undefined && known(level.heightM, level.speedMs, level.directionDeg),
  );
  let largest: number | null = null;
  for (let i = 1; i < usable.length; i++) {
    const below = usable[i - 1];
    const above = usable[i];
    const depthKm = (above.heightM - below.heightM) / 1000;
    if (depthKm <= 0) continue;
    const [ux, uy] = windVector(below.speedMs, below.directionDeg);
    const [vx, vy] = windVector(above.speedMs, above.directionDeg);
    const shear = Math.hypot(vx - ux, vy - uy) / depthKm;
    largest = largest === null ? shear : Math.max(largest, shear);
  }
  return largest;
}

const windVector = (speed: number, directionDeg: number): [number, number] => {
  const radians = (directionDeg * Math.PI) / 180;
  return [speed * Math.sin(radians), speed * Math.cos(radians)];
};

const TURBULENCE_LEVELS: readonly Turbulence[] = ['none', 'light', 'moderate', 'severe'];
/** Gust spread (gust minus mean wind) from which each level starts, in m/s. */
export const GUST_SPREAD_TURBULENCE_MS = { light: 3, moderate: 5, severe: 8 } as const;
/** A gust this many times the mean wind (with at least 3 m/s of it) is one level rougher. */
export const GUST_FACTOR_ROUGH = 1.7;
/** Shear from this many m/s per km aloft makes the ride one level rougher. */
export const SHEAR_ROUGH_MS_PER_KM = 8;

/**
 * A turbulence indication near the ground from the gust spread, one level up for a high gust factor
 * and one for strong shear aloft (when known). Needs the mean wind and the gusts.
 */
export function turbulence(
  windMs: number | null,
  gustMs: number | null,
  shearMsPerKm: number | null,
): Turbulence | null {
  if (windMs === null || gustMs === null) return null;
  const spread = Math.max(0, gustMs - windMs);
  let level =
    spread >= GUST_SPREAD_TURBULENCE_MS.severe
      ? 3
      : spread >= GUST_SPREAD_TURBULENCE_MS.moderate
        ? 2
        : spread >= GUST_SPREAD_TURBULENCE_MS.light
          ? 1
          : 0;
  if (windMs >= 3 && gustMs / windMs >= GUST_FACTOR_ROUGH) level += 1;
  if (shearMsPerKm !== null && shearMsPerKm >= SHEAR_ROUGH_MS_PER_KM) level += 1;
  return TURBULENCE_LEVELS[Math.min(level, TURBULENCE_LEVELS.length - 1)];
}

/** CAPE (J/kg) from which each lightning risk starts: the usual thresholds for thunderstorm energy. */
export const CAPE_LIGHTNING_JKG = { low: 300, moderate: 1000, high: 2500 } as const;

/** Lightning risk from the storm energy in the air (CAPE); a thunderstorm code makes it high. */
export function lightningRisk(capeJkg: number | null, weatherCode: number | null): LightningRisk | null {
  if (isThunderCode(weatherCode)) return 'high';
  if (capeJkg === null) return null;
  if (capeJkg >= CAPE_LIGHTNING_JKG.high) return 'high';
  if (capeJkg >= CAPE_LIGHTNING_JKG.moderate) return 'moderate';
  if (capeJkg >= CAPE_LIGHTNING_JKG.low) return 'low';
  return 'none';
}

/** CAPE from which low cloud is taken to be heaped (cumulus) rather than layered. */
export const CONVECTIVE_CAPE_JKG = 200;

/**
 * The cloud types an observer would most likely see, lowest first: told apart by layer, storm
 * energy and the weather code. A layer counts from a quarter of the sky.
 */
export function cloudTypes(
  lowPct: number | null,
  midPct: number | null,
  highPct: number | null,
  capeJkg: number | null,
  weatherCode: number | null,
  cloudBaseM: number | null,
): CloudType[] {
  const types: CloudType[] = [];
  const convective = (capeJkg !== null && capeJkg >= CONVECTIVE_CAPE_JKG) || isShowerCode(weatherCode);
  const storm =
    isThunderCode(weatherCode) ||
    (isShowerCode(weatherCode) && capeJkg !== null && capeJkg >= CAPE_LIGHTNING_JKG.moderate);
  if (storm) types.push('cumulonimbus');
  if (lowPct !== null && lowPct >= SCATTERED_CLOUD_PCT) {
    if (convective) {
      if (!storm) types.push('cumulus');
    } else if (
      lowPct > CEILING_CLOUD_PCT &&
      (isFogCode(weatherCode) || isDrizzleCode(weatherCode) || (cloudBaseM !== null && cloudBaseM < 500))
    )
      types.push('stratus');
    else types.push('stratocumulus');
  }
  if (midPct !== null && midPct >= SCATTERED_CLOUD_PCT) {
    const steadyRain = isPrecipitationCode(weatherCode) && !convective && !isDrizzleCode(weatherCode);
    types.push(steadyRain && midPct > CEILING_CLOUD_PCT ? 'nimbostratus' : 'altostratus');
  }
  if (highPct !== null && highPct >= SCATTERED_CLOUD_PCT) types.push('cirrus');
  return types;
}

/** A sea-level pressure change within this many hPa over three hours counts as steady. */
export const PRESSURE_STEADY_HPA = 1;

export function pressureTrend(nowHpa: number | null, threeHoursAgoHpa: number | null): PressureTrend | null {
  if (nowHpa === null || threeHoursAgoHpa === null) return null;
  const change = nowHpa - threeHoursAgoHpa;
  if (change >= PRESSURE_STEADY_HPA) return 'rising';
  if (change <= -PRESSURE_STEADY_HPA) return 'falling';
  return 'steady';
}

/** Every hour with what we work out from it. The hours are consecutive, one hour apart. */
export function deriveHours(observed: WeatherHourObserved[], elevationM: number | null): WeatherHour[] {
  return observed.map((hour, index) => {
    const cloudBaseM = cloudBase(hour.temperatureC, hour.dewPointC);
    const windShearMsPerKm = windShear(hour.windAloft);
    const derived = {
      ...hour,
      cloudBaseM,
      ceilingM: ceiling(hour.cloudCoverLowPct, hour.cloudCoverMidPct, hour.cloudCoverHighPct, cloudBaseM),
      densityAltitudeM: densityAltitude(
        hour.temperatureC,
        hour.surfacePressureHpa,
        hour.pressureHpa,
        elevationM,
      ),
      windShearMsPerKm,
      turbulence: turbulence(hour.windSpeedMs, hour.windGustsMs, windShearMsPerKm),
      lightningRisk: lightningRisk(hour.capeJkg, hour.weatherCode),
      cloudTypes: cloudTypes(
        hour.cloudCoverLowPct,
        hour.cloudCoverMidPct,
        hour.cloudCoverHighPct,
        hour.capeJkg,
        hour.weatherCode,
        cloudBaseM,
      ),
      pressureTrend: pressureTrend(hour.pressureHpa, index >= 3 ? observed[index - 3].pressureHpa : null),
    };
    return { ...rounded(derived), ...hourOutlook(derived) };
  });
}

const roundTo = (value: number | null, decimals: number) =>
  value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals;

/** What is served: whole metres and tenths, not the arithmetic's float noise (1674.9999999999998). */
const rounded = <T extends WeatherHourObserved & Pick<WeatherHourDerived, RoundedField>>(hour: T): T => ({
  ...hour,
  cloudBaseM: roundTo(hour.cloudBaseM, 0),
  ceilingM: roundTo(hour.ceilingM, 0),
  densityAltitudeM: roundTo(hour.densityAltitudeM, 0),
  windShearMsPerKm: roundTo(hour.windShearMsPerKm, 1),
});

type RoundedField = 'cloudBaseM' | 'ceilingM' | 'densityAltitudeM' | 'windShearMsPerKm';

const dateOf = (time: string) => time.slice(0, 10);

const extreme = (values: (number | null)[], pick: (...numbers: number[]) => number): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : pick(...present);
};

/**
 * The day's outlook from its daylight hours:
 * - likely: a run of at least `dayWindowHours` likely hours in a row, enough for a few loads;
 * - marginal: otherwise, at least one likely or marginal hour;
 * - unknown: otherwise, at least one hour whose outlook is unknown (or no daylight hours at all);
 * - unlikely: every daylight hour is unlikely.
 */
export function dayOutlook(daylight: WeatherHour[]): JumpOutlook {
  let run = 0;
  let longest = 0;
  for (const hour of daylight) {
    run = hour.outlook === 'likely' ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  if (longest >= JUMP_RULES.dayWindowHours) return 'likely';
  if (daylight.some((hour) => hour.outlook === 'likely' || hour.outlook === 'marginal')) return 'marginal';
  if (daylight.length === 0 || daylight.some((hour) => hour.outlook === 'unknown')) return 'unknown';
  return 'unlikely';
}

/**
 * The reasons behind a day that is not likely, from its daylight hours that are not likely: first
 * those that ruled hours out, then those that left them unknown, then the marginal ones; among
 * equals, the reason that held for more hours first.
 */
function dayReasons(daylight: WeatherHour[], outlook: JumpOutlook): OutlookReason[] {
  if (outlook === 'likely') return [];
  if (daylight.length === 0) return ['data-missing'];
  const seen = new Map<OutlookReason, { rank: number; hours: number }>();
  for (const hour of daylight) {
    if (hour.outlook === 'likely') continue;
    for (const reason of hour.reasons) {
      const rank = SEVERITY_ORDER.indexOf(reasonSeverity(reason, hour));
      const entry = seen.get(reason) ?? { rank, hours: 0 };
      seen.set(reason, { rank: Math.min(entry.rank, rank), hours: entry.hours + 1 });
    }
  }
  return [...seen.entries()]
    .sort(
      ([a, x], [b, y]) =>
        x.rank - y.rank || y.hours - x.hours || REASON_PRIORITY.indexOf(a) - REASON_PRIORITY.indexOf(b),
    )
    .map(([reason]) => reason);
}

/**
 * One summary per day of `daily`. Temperatures and the rain total cover the whole day, as in any
 * forecast; wind, gusts and rain chance cover the daylight hours, the jump day.
 */
export function summariseDays(
  hours: WeatherHour[],
  daily: { date: string; sunrise: string | null; sunset: string | null }[],
): WeatherDay[] {
  return daily.map(({ date, sunrise, sunset }) => {
    const all = hours.filter((hour) => dateOf(hour.time) === date);
    const daylight = all.filter((hour) => hour.isDay === true);
    const outlook = dayOutlook(daylight);
    const precipitation = all.map((hour) => hour.precipitationMm);
    return {
      date,
      sunrise,
      sunset,
      outlook,
      reasons: dayReasons(daylight, outlook),
      likelyHours: daylight.filter((hour) => hour.outlook === 'likely').length,
      temperatureMinC: extreme(
        all.map((hour) => hour.temperatureC),
        Math.min,
      ),
      temperatureMaxC: extreme(
        all.map((hour) => hour.temperatureC),
        Math.max,
      ),
      windMaxMs: extreme(
        daylight.map((hour) => hour.windSpeedMs),
        Math.max,
      ),
      gustMaxMs: extreme(
        daylight.map((hour) => hour.windGustsMs),
        Math.max,
      ),
      precipitationSumMm: precipitation.some((value) => value === null)
        ? null
        : precipitation.reduce<number>((sum, value) => sum + (value ?? 0), 0),
      precipitationProbabilityMaxPct: extreme(
        daylight.map((hour) => hour.precipitationProbabilityPct),
        Math.max,
      ),
    };
  });
}
