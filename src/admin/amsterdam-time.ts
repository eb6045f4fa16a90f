// Every time the back office shows or takes is the company's time, whatever the admin's computer
// says: read from an instant, typed as a wall-clock time, or written into a spreadsheet.
import { useMemo } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { AMSTERDAM_TIME_ZONE, amsterdamWallTime } from '@contract/amsterdam-time.ts';

type Style = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/** A formatter for Amsterdam time in the admin's language; built once per language, not per render. */
export function useAmsterdamTime({
  dateStyle = 'medium',
  timeStyle = 'short',
}: Style = {}): Intl.DateTimeFormat {
  const { ui } = useLanguage();
  return useMemo(
    () => new Intl.DateTimeFormat(ui.locale, { dateStyle, timeStyle, timeZone: AMSTERDAM_TIME_ZONE }),
    [ui.locale, dateStyle, timeStyle],
  );
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `2026-11-25 14:05`: the time in Amsterdam, in a form every spreadsheet sorts correctly. */
export const spreadsheetStamp = (instant: string | number | Date): string =>
  amsterdamWallTime(instant).replace('T', ' ');

/** Minutes Amsterdam is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const [, y, mo, d, h, mi] = WALL.exec(amsterdamWallTime(instant))!.map(Number);
  return (Date.UTC(y, mo - 1, d, h, mi) - Math.floor(instant / 60_000) * 60_000) / 60_000;
}

/**
 * The instant (ISO, UTC) of an Amsterdam wall-clock time, or null for anything else. In the hour
 * the clocks go back, the earlier of the two readings; in the hour skipped in spring, the moment
 * an hour later.
 */
export function amsterdamInstant(wallTime: string): string | null {
  const match = WALL.exec(wallTime);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // The offset at the wall time read as UTC can differ from the one at the instant itself on a
  // day the clocks change: ask twice.
  const first = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(first) * 60_000).toISOString();
}

/** The instant an Amsterdam day (YYYY-MM-DD) begins, `plusDays` later, as an ISO timestamp. */
export function amsterdamDayStart(isoDay: string, plusDays = 0): string {
  const [year, month, date] = isoDay.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(year, month - 1, date + plusDays)).toISOString().slice(0, 10);
  // Midnight exists on every Amsterdam day: the clocks change at two and three at night.
  return amsterdamInstant(`${day}T00:00`) as string;
}
