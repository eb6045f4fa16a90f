// Numbers as each language writes them: the one rule the copy and the pages share.
import type { Language } from '@contract/language.ts';

/** Dutch writes thousands with a dot: '20,000+' -> '20.000+'. */
export const nlNum = (value: string) => value.replace(/,/g, '.');

/** A number as written in `lang`: a stat from business.ts is written the English way. */
export const localNum = (value: string, lang: Language): string => (lang === 'nl' ? nlNum(value) : value);
