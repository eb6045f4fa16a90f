import type { Lang } from '../../app/routes';

/** A stat from business.ts as written in the language: Dutch groups thousands with a dot. */
export const statValue = (value: string, lang: Lang): string =>
  lang === 'nl' ? value.replace(/,/g, '.') : value;
