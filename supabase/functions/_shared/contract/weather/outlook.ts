import type { JumpOutlook, OutlookReason, WeatherHour } from './forecast.ts';
import {
  CEILING_CLOUD_PCT,
  JUMP_RULES,
  SCATTERED_CLOUD_PCT,
  gustNearMs,
  visibilityNearKm,
  windNearMs,
} from './rules.ts';
import { isPrecipitationCode, isThunderCode } from './weather-codes.ts';

// The jump outlook of one hour from the rules: a value over a limit makes the hour "unlikely",
// one within a margin of it "marginal", a rule whose value is missing "unknown" (unless another
// rule already says no). The reasons come most important first: what rules the hour out, then
// what is missing, then what makes it marginal.

/** What the outlook reads: an hour with everything but its own outlook worked out. */
export type OutlookInput = Omit<WeatherHour, 'outlook' | 'reasons'>;

export interface HourOutlook {
  outlook: JumpOutlook;
  reasons: OutlookReason[];
}

export type Severity = 'unlikely' | 'unknown' | 'marginal';
export const SEVERITY_ORDER: readonly Severity[] = ['unlikely', 'unknown', 'marginal'];

/** Between reasons of the same severity: the order a drop zone calls them out. */
export const REASON_PRIORITY: readonly OutlookReason[] = [
  'dark',
  'thunderstorm-risk',
  'rain',
  'wind-over-limit',
  'gusts-over-limit',
  'visibility-under-limit',
  'cloud-base-low',
  'data-missing',
  'wind-near-limit',
  'gusty',
  'visibility-near-limit',
  'cloud-base-marginal',
  'rain-possible',
];

const thunderLikely = (hour: Pick<OutlookInput, 'weatherCode' | 'lightningRisk'>) =>
  isThunderCode(hour.weatherCode) || hour.lightningRisk === 'high';

/** How much a reason weighs in an hour that gives it: what rules the hour out, leaves it unknown, or makes it marginal. */
export function reasonSeverity(
  reason: OutlookReason,
  hour: Pick<OutlookInput, 'weatherCode' | 'lightningRisk'>,
): Severity {
  switch (reason) {
    case 'dark':
    case 'rain':
    case 'wind-over-limit':
    case 'gusts-over-limit':
    case 'visibility-under-limit':
    case 'cloud-base-low':
      return 'unlikely';
    case 'data-missing':
      return 'unknown';
    case 'thunderstorm-risk':
      return thunderLikely(hour) ? 'unlikely' : 'marginal';
    default:
      return 'marginal';
  }
}

interface Finding {
  reason: OutlookReason;
  severity: Severity;
}

export function hourOutlook(hour: OutlookInput): HourOutlook {
  const findings: Finding[] = [];
  const add = (reason: OutlookReason, severity: Severity) => findings.push({ reason, severity });
  const missing = () => add('data-missing', 'unknown');

  if (hour.isDay === null) missing();
  else if (!hour.isDay) add('dark', 'unlikely');

  if (hour.lightningRisk === 'moderate' || thunderLikely(hour))
    add('thunderstorm-risk', reasonSeverity('thunderstorm-risk', hour));

  // Rain: any precipitation in the hour, or a code that brings something down.
  const raining =
    (hour.precipitationMm !== null && hour.precipitationMm > 0) || isPrecipitationCode(hour.weatherCode);
  if (raining) add('rain', 'unlikely');
  else if (hour.precipitationMm === null && hour.weatherCode === null) missing();
  else if (
    hour.precipitationProbabilityPct !== null &&
    hour.precipitationProbabilityPct >= JUMP_RULES.rainChanceMarginPct
  )
    add('rain-possible', 'marginal');

  const wind = hour.windSpeedMs;
  if (wind === null) missing();
  else if (wind >= JUMP_RULES.maxWindMs) add('wind-over-limit', 'unlikely');
  else if (wind >= windNearMs) add('wind-near-limit', 'marginal');

  const gust = hour.windGustsMs;
  if (gust === null) missing();
  else if (gust >= JUMP_RULES.maxGustMs) add('gusts-over-limit', 'unlikely');
  else if (gust >= gustNearMs || (wind !== null && gust - wind >= JUMP_RULES.maxGustSpreadMs))
    add('gusty', 'marginal');

  if (hour.visibilityM === null) missing();
  else if (hour.visibilityM < JUMP_RULES.minVisibilityKm * 1000) add('visibility-under-limit', 'unlikely');
  else if (hour.visibilityM < visibilityNearKm * 1000) add('visibility-near-limit', 'marginal');

  const cloud = cloudFinding(hour);
  if (cloud) add(cloud.reason, cloud.severity);

  findings.sort(
    (a, b) =>
      SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
      REASON_PRIORITY.indexOf(a.reason) - REASON_PRIORITY.indexOf(b.reason),
  );
  const reasons = [...new Set(findings.map((finding) => finding.reason))];
  const outlook: JumpOutlook = findings.length === 0 ? 'likely' : findings[0].severity;
  return { outlook, reasons };
}

/**
 * The cloud rule: jumpers never fall through cloud, so a ceiling (a broken or overcast layer)
 * under the minimum rules the hour out and one under the comfortable height makes it marginal.
 * Scattered low cloud under the minimum leaves gaps: marginal too.
 */
function cloudFinding(hour: OutlookInput): Finding | null {
  const { cloudCoverLowPct: low, cloudCoverMidPct: mid, cloudCoverHighPct: high } = hour;
  if (low === null || mid === null || high === null) return { reason: 'data-missing', severity: 'unknown' };
  const hasCeiling = Math.max(low, mid, high) > CEILING_CLOUD_PCT;
  if (hasCeiling && hour.ceilingM === null) return { reason: 'data-missing', severity: 'unknown' };
  if (hour.ceilingM !== null) {
    if (hour.ceilingM < JUMP_RULES.minCloudBaseM) return { reason: 'cloud-base-low', severity: 'unlikely' };
    if (hour.ceilingM < JUMP_RULES.comfortableCloudBaseM)
      return { reason: 'cloud-base-marginal', severity: 'marginal' };
  }
  if (low >= SCATTERED_CLOUD_PCT) {
    if (hour.cloudBaseM === null) return { reason: 'data-missing', severity: 'unknown' };
    if (hour.cloudBaseM < JUMP_RULES.minCloudBaseM)
      return { reason: 'cloud-base-marginal', severity: 'marginal' };
  }
  return null;
}
