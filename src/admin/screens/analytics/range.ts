// The range an analytics screen shows: whole days in Amsterdam, first and last included, read from
// and written to the address (`?days=7`, or `?from=2026-10-01&to=2026-10-31`) so a view can be shared.
import { z } from '@contract/zod.ts';

export const ANALYTICS_PATH = '/admin/analytics';

export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 30;
/** The database's limit (analytics_bounds): a little more than the 13 months events are kept. */
export const MAX_RANGE_DAYS = 401;

export interface DayRange {
  /** YYYY-MM-DD, Amsterdam. */
  first: string;
  last: string;
  preset: Preset | 'custom';
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** How many days a range covers, both ends included. */
export function dayCount(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

export const presetRange = (preset: Preset, today: string): DayRange => ({
  first: addDays(today, -(preset - 1)),
  last: today,
  preset,
});

export type RangeProblem = 'firstMissing' | 'lastMissing' | 'order' | 'future' | 'tooLong';

/** What is wrong with a custom range, per field, or nothing. */
export function checkRange(
  first: string,
  last: string,
  today: string,
): Partial<Record<'first' | 'last', RangeProblem>> {
  const problems: Partial<Record<'first' | 'last', RangeProblem>> = {};
  if (!isIsoDay(first)) problems.first = 'firstMissing';
  if (!isIsoDay(last)) problems.last = 'lastMissing';
  else if (last > today) problems.last = 'future';
  if (problems.first || problems.last) return problems;
  if (first > last) return { first: 'order' };
  if (dayCount(first, last) > MAX_RANGE_DAYS) return { first: 'tooLong' };
  return problems;
}

/** The custom-range form's check: each issue's message is the problem's code, at its field. */
export const customRangeSchema = (today: string) =>
  z.object({ first: z.string().trim(), last: z.string().trim() }).superRefine((value, context) => {
    for (const [field, problem] of Object.entries(checkRange(value.first, value.last, today))) {
      context.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });

/** The range the address asks for; anything it cannot show falls back to the last 30 days. */
export function rangeOfSearch(search: string, today: string): DayRange {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && Object.keys(checkRange(from, to, today)).length === 0) {
    return { first: from, last: to, preset: 'custom' };
  }
  const days = Number(params.get('days'));
  const preset = PRESETS.find((candidate) => candidate === days) ?? DEFAULT_PRESET;
  return presetRange(preset, today);
}

export function searchOfRange(range: DayRange): string {
  if (range.preset === 'custom') return `?from=${range.first}&to=${range.last}`;
  return range.preset === DEFAULT_PRESET ? '' : `?days=${range.preset}`;
}
