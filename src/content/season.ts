// The balloon season in words, from the months in business.ts.
import { business } from '@contract/business.ts';

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
