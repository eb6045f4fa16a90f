// Times on the weather page are the drop zone's: Europe/Amsterdam, whatever the visitor's clock
// says. The forecast's hours are already local wall times ('YYYY-MM-DDTHH:mm'); the issue and
// update times are instants and are turned into Amsterdam time here.
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
import { LOCALES, type Language } from '@contract/language.ts';
import { clockTime } from '@contract/weather/words.ts';

// A date format costs about a hundred times as much to make as to use, and the overview writes a
// date in each of its 48 hour cells: each is made once, on first use.
const formatPerLanguage = (options: Intl.DateTimeFormatOptions) => {
  const made: Partial<Record<Language, Intl.DateTimeFormat>> = {};
  return (lang: Language) => (made[lang] ??= new Intl.DateTimeFormat(LOCALES[lang], options));
};

const dayMonthFormat = formatPerLanguage({ timeZone: 'UTC', day: 'numeric', month: 'short' });
const longDayFormat = formatPerLanguage({ timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const shortWeekdayFormat = formatPerLanguage({ timeZone: 'UTC', weekday: 'short' });

/** The start of the hour `instant` falls in, as the forecast names hours. */
export const currentHourKey = (instant: Date): string => `${amsterdamWallTime(instant).slice(0, 13)}:00`;

/** An instant's Amsterdam clock time, with the date in front when it is not on `now`'s day. */
export const instantText = (iso: string, lang: Language, now: Date): string => {
  const wall = amsterdamWallTime(iso);
  const clock = clockTime(wall, lang);
  if (wall.slice(0, 10) === amsterdamWallTime(now).slice(0, 10)) return clock;
  return `${dayMonthText(wall.slice(0, 10), lang)} ${clock}`;
};

const dateOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** '27 Nov' / '27 nov'. */
export const dayMonthText = (date: string, lang: Language): string =>
  dayMonthFormat(lang).format(dateOf(date)).replace('.', '');

/** 'Friday 27 November' / 'vrijdag 27 november'. */
export const longDayText = (date: string, lang: Language): string => longDayFormat(lang).format(dateOf(date));

/** 'Fri' / 'vr': for the hour strip's day marks. */
export const shortWeekdayText = (date: string, lang: Language): string =>
  shortWeekdayFormat(lang).format(dateOf(date)).replace('.', '');

/** The day after a 'YYYY-MM-DD' date. */
export const nextDate = (date: string): string => {
  const day = dateOf(date);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};
