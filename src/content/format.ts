// Small formatting helpers the bilingual copy shares.
import { business } from './business';

/** Dutch writes thousands with a dot: '20,000+' -> '20.000+'. */
export const nlNum = (value: string) => value.replace(/,/g, '.');

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
