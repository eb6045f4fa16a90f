import { AMSTERDAM_TIME_ZONE, amsterdamWallTime } from '@contract/amsterdam-time.ts';
import { JUMP_STATUS_LABELS } from '@contract/jump-status.ts';
import { LOCALES, type Language } from '@contract/language.ts';
import { clockTime } from '@contract/weather/words.ts';

// The words around a jump status, wherever it shows: the weather page, the booking widget and the
// back office's preview of both.

/** '09:12' in English, '9.12 uur' in Dutch. */
const clock = (wall: string, lang: Language) =>
  lang === 'nl' ? `${clockTime(wall, lang)} uur` : clockTime(wall, lang);

const dayMonth = (date: Date, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: AMSTERDAM_TIME_ZONE,
    day: 'numeric',
    month: 'long',
  }).format(date);

const en = {
  label: 'Jump status today',
  status: JUMP_STATUS_LABELS.en,
  setToday: (time: string) => `Set at ${time}`,
  setYesterday: (time: string) => `Set yesterday at ${time}`,
  setOn: (day: string, time: string) => `Set on ${day} at ${time}`,
  /** Until the team sets a status, and while it loads: true in both cases. */
  unset: "Our team posts today's status here once it has checked the weather.",
  unsetCall: { before: 'For the latest, call ', after: '.' },
};

export type JumpStatusCopy = typeof en;

const nl: JumpStatusCopy = {
  label: 'Springstatus vandaag',
  status: JUMP_STATUS_LABELS.nl,
  setToday: (time) => `Doorgegeven om ${time}`,
  setYesterday: (time) => `Gisteren doorgegeven om ${time}`,
  setOn: (day, time) => `Doorgegeven op ${day} om ${time}`,
  unset: 'Zodra ons team het weer heeft bekeken, zie je hier de status van vandaag.',
  unsetCall: { before: 'Bel ', after: ' voor het laatste nieuws.' },
};

export const jumpStatusCopy = { en, nl } as const;

/** When the status was set, in Amsterdam time, as near to `now` as reads naturally. */
export function setAtText(setAt: string, lang: Language, now: Date): string {
  const copy = jumpStatusCopy[lang];
  const wall = amsterdamWallTime(setAt);
  const day = wall.slice(0, 10);
  const time = clock(wall, lang);
  if (day === amsterdamWallTime(now).slice(0, 10)) return copy.setToday(time);
  if (day === amsterdamWallTime(now.getTime() - 24 * 60 * 60 * 1000).slice(0, 10))
    return copy.setYesterday(time);
  return copy.setOn(dayMonth(new Date(setAt), lang), time);
}
