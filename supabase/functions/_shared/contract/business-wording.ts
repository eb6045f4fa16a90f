// How each language writes the numbers of business.ts. A stat tile shows "900+"; a sentence never
// does: Dutch writes "ruim 900", English "more than 900". A range is never "1-2" in running text:
// Dutch writes "1 à 2" for neighbouring numbers and "6 tot 8" otherwise, English "1 to 2".
import { business } from './business.ts';
import type { Language } from './language.ts';

export type NumberRange = { readonly min: number; readonly max: number };

/** 20000 -> '20.000' (nl) or '20,000' (en). */
export const formatCount = (value: number, lang: Language): string =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'nl' ? '.' : ',');

/** A lower bound in a stat tile: '20.000+' (nl) or '20,000+' (en). Never in a sentence. */
export const statFigure = (value: number, lang: Language): string => `${formatCount(value, lang)}+`;

/** A lower bound in a sentence: 'ruim 900' (nl) or 'more than 900' (en). */
export const moreThan = (value: number, lang: Language): string =>
  lang === 'nl' ? `ruim ${formatCount(value, 'nl')}` : `more than ${formatCount(value, 'en')}`;

/** A range in running text: '1 à 2' or '6 tot 8' (nl), '1 to 2' (en). */
export const rangeWords = (range: NumberRange, lang: Language): string => {
  if (lang === 'en') return `${range.min} to ${range.max}`;
  return range.max - range.min === 1 ? `${range.min} à ${range.max}` : `${range.min} tot ${range.max}`;
};

type LeadTimeKey = keyof typeof business.leadTimes;

/** The lead times in weeks as each language writes them in a sentence: leadWeeks.nl.tandem = '1 à 2'. */
export const leadWeeks: Record<Language, Record<LeadTimeKey, string>> = {
  en: leadTimesIn('en'),
  nl: leadTimesIn('nl'),
};

function leadTimesIn(lang: Language): Record<LeadTimeKey, string> {
  const lead = business.leadTimes;
  return {
    tandem: rangeWords(lead.tandem, lang),
    helicopterOrBalloon: rangeWords(lead.helicopterOrBalloon, lang),
    demonstrationsAndMedia: rangeWords(lead.demonstrationsAndMedia, lang),
  };
}

const SMALL_NUMBERS: Record<Language, readonly string[]> = {
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ],
  nl: [
    'nul',
    'een',
    'twee',
    'drie',
    'vier',
    'vijf',
    'zes',
    'zeven',
    'acht',
    'negen',
    'tien',
    'elf',
    'twaalf',
  ],
};

/** Prose spells out numbers up to twelve ('vijf tot tien'); larger numbers stay in digits. */
export const numberWord = (value: number, lang: Language): string =>
  SMALL_NUMBERS[lang][value] ?? formatCount(value, lang);

/** A range in prose with small numbers spelled out: 'vijf tot tien' (nl), 'five to ten' (en). */
export const rangeInWords = (range: NumberRange, lang: Language): string =>
  `${numberWord(range.min, lang)} ${lang === 'nl' ? 'tot' : 'to'} ${numberWord(range.max, lang)}`;

/** A clock time as Dutch prose writes it: '09:00' -> '9.00' (followed by "uur"). */
export const dutchClock = (time: string): string => time.replace(/^0(\d)/, '$1').replace(':', '.');
