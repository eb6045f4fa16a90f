// The bulletin view's words around the written forecast; the forecast's own sentences are the
// contract's (bulletin.ts), so the page and anything else that quotes it say the same.
import type { Language } from '@contract/language.ts';

const en = {
  title: 'The forecast in words',
  intro: 'Written from the forecast for the daylight hours ahead, with the numbers rounded.',
  empty: 'No daylight hours are left in this forecast. The next forecast brings the coming days.',
};

export type BulletinCopy = typeof en;

const nl: BulletinCopy = {
  title: 'De verwachting in woorden',
  intro: 'Geschreven op basis van de verwachting voor de komende uren met daglicht, met afgeronde getallen.',
  empty:
    'Deze verwachting heeft geen uren met daglicht meer. De volgende verwachting brengt de komende dagen.',
};

export const bulletinCopy: Record<Language, BulletinCopy> = { en, nl };
