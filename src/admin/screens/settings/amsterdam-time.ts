// The announcement's start and end are typed as Amsterdam wall-clock times (what a
// datetime-local field holds) and stored as instants, so visitors anywhere see the same window.

const ZONE = 'Europe/Amsterdam';
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Amsterdam's wall-clock reading of an instant, as 'YYYY-MM-DDTHH:mm'. */
export function amsterdamWallTime(instant: string | number | Date): string {
  const parts = Object.fromEntries(
    wallParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

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
  const first = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(first) * 60_000).toISOString();
}
