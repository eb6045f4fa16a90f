// The one home of number and date wording the bilingual copy shares.
import { business } from '@contract/business.ts';
import type { Language } from '@contract/language.ts';

/** The BCP 47 locale of each language, for Intl formatting and `inLanguage`. */
export const locales: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };

/** Dutch writes thousands with a dot: '20,000+' -> '20.000+'. */
export const nlNum = (value: string) => value.replace(/,/g, '.');

/** A number as written in `lang`: a stat from business.ts is written the English way. */
export const localNum = (value: string, lang: Language): string => (lang === 'nl' ? nlNum(value) : value);

export const monthsEn = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthsNl = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

export const seasonEn = `${monthsEn[business.balloonSeason.from - 1]} to ${monthsEn[business.balloonSeason.to - 1]}`;
export const seasonNl = `${monthsNl[business.balloonSeason.from - 1]} tot en met ${monthsNl[business.balloonSeason.to - 1]}`;
