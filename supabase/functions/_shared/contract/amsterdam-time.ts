// The company's clock: the dates and times the site, the back office and the e-mails show or compare
// are Amsterdam's, whatever the reader's computer says.
export const AMSTERDAM_TIME_ZONE = 'Europe/Amsterdam';

// Making a date format costs about a hundred times as much as using one: this one is made on first use.
let wallFormat: Intl.DateTimeFormat | undefined;

/** Amsterdam's wall-clock reading of an instant, as 'YYYY-MM-DDTHH:mm' (what a datetime-local field holds). */
export function amsterdamWallTime(instant: string | number | Date): string {
  wallFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: AMSTERDAM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(
    wallFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The date in Amsterdam at `now`, 'YYYY-MM-DD', whatever the computer's time zone. */
export const amsterdamToday = (now: Date = new Date()): string => amsterdamWallTime(now).slice(0, 10);
