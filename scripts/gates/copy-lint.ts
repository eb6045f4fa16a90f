// The copy lint: the patterns a Dutch copy editor flags, checked on the evaluated copy (the
// strings as a visitor reads them, with the business facts filled in), and every limit message
// of the enquiry forms checked against the limit its schema really enforces. See docs/copy-style.md.
import type { Language } from '../../supabase/functions/_shared/contract/language.ts';

export interface CopyFinding {
  file: string;
  key: string;
  text: string;
  problem: string;
}

/** One string of copy: where it lives, its language when known, and what it says. */
export interface CopyString {
  file: string;
  key: string;
  language: Language | undefined;
  text: string;
}

export interface CopyRule {
  name: string;
  problem: string;
  /** Which strings the rule reads: Dutch only, or both languages. */
  languages: 'nl' | 'all';
  /** Headings only (titles, labels, buttons), or all copy. */
  headingsOnly?: boolean;
  fires: (text: string) => boolean;
}

const UNITS =
  'kg|km|m|jaar|jaren|weken|weeks?|years?|dagen|days?|uur|hours?|minuten|minutes?|maanden|months?|sprongen|jumps?|professionals|mensen|people|deelnemers|participants';
const ENGLISH_RANGE = new RegExp(`\\b\\d+([.,]\\d+)?\\s?-\\s?\\d+([.,]\\d+)?\\s?(${UNITS})\\b`, 'u');
const SPACED_HYPHEN_RANGE = /\d\s+-\s+(€\s?)?\d/u;
const MORE_THAN_PLUS = /\b(meer dan|ruim|more than|over)\s+\d[\d.,]*\+/iu;
const PLUS_IN_SENTENCE = /\d[\d.,]*\+\s+\p{L}/u;
const LOWERCASE_SENTENCE = /[\p{L}\p{N})][.!?]\s+\p{Ll}/u;
// Abbreviations end in a full stop and go on in lower case: "5 min. leestijd", "B.V. handles".
const ABBREVIATION =
  /\b(b\.v|min|max|ca|bijv|incl|excl|resp|nr|etc|vs|o\.a|e\.g|i\.e|t\.o\.v|i\.p\.v|z\.s\.m|e\.d|m\.b\.t)\./giu;

// Names keep their capitals in a Dutch heading ("Vliegveld Teuge", "Erkend door de KNVvL").
const PROPER_NAMES = new Set(
  [
    'Skydive',
    'Events',
    'Holland',
    'Nederland',
    'Nederlandse',
    'Veluwe',
    'Teuge',
    'Apeldoorn',
    'Amsterdam',
    'Rotterdam',
    'Utrecht',
    'Den',
    'Haag',
    'Eindhoven',
    'Groningen',
    'Tilburg',
    'Almere',
    'Breda',
    'Nijmegen',
    'Haarlem',
    'Arnhem',
    'Zwolle',
    'Enschede',
    'Europa',
    'Instagram',
    'WhatsApp',
    'LinkedIn',
    'JavaScript',
    'Google',
    'Gemini',
    'Gelderland',
    'Eredivisie',
    'Henk',
    'Vermeulen',
    'Open-Meteo',
    'Cookie-instellingen',
    'Groenland',
  ].map((name) => name.toLowerCase()),
);
// Names of several words, as the admin's security screen names the web standards.
const MULTI_WORD_NAMES = ['Strict Transport Security', 'Content Security Policy'];

const isNameOrAcronym = (word: string) =>
  PROPER_NAMES.has(word.toLowerCase()) || /^\p{Lu}[\p{Lu}\d]+[\p{L}\d]*$/u.test(word) || /\d/.test(word);

/**
 * A Dutch heading in English Title Case: after the first word, every word that is no name starts
 * with a capital ("Veelgestelde Vragen", "Plan Je Sprong").
 */
export function isDutchTitleCase(text: string): boolean {
  const withoutNames = MULTI_WORD_NAMES.reduce((rest, name) => rest.replace(name, ''), text);
  // A numbered heading ("7. Aansprakelijkheid") starts at the word after its number.
  const words = withoutNames
    .replace(/^\s*\d+[.)]?\s+/u, '')
    .split(/\s+/)
    .slice(1)
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter((word) => /\p{L}/u.test(word) && !isNameOrAcronym(word));
  return words.length > 0 && words.every((word) => /^\p{Lu}/u.test(word));
}

export const copyRules: readonly CopyRule[] = [
  {
    name: 'english-range',
    problem:
      'a range written with a hyphen ("1-2 weken"): write "1 à 2 weken", "6 tot 8 weken" or "1 to 2 weeks"',
    languages: 'all',
    fires: (text) => ENGLISH_RANGE.test(text) || SPACED_HYPHEN_RANGE.test(text),
  },
  {
    name: 'more-than-plus',
    problem: '"meer dan 900+" says "more than" twice: write "ruim 900" or "more than 900"',
    languages: 'all',
    fires: (text) => MORE_THAN_PLUS.test(text),
  },
  {
    name: 'lowercase-sentence',
    problem:
      'a sentence that starts in lower case, often a filled-in phrase ("… zone. more than 20,000 jumps"): reword so it starts with a capital',
    languages: 'all',
    fires: (text) => LOWERCASE_SENTENCE.test(text.replace(ABBREVIATION, '')),
  },
  {
    name: 'three-dots',
    problem: 'three dots: write the ellipsis character "…"',
    languages: 'all',
    fires: (text) => text.includes('...'),
  },
  {
    name: 'plus-in-sentence',
    problem: 'a stat-tile "40+" inside Dutch running text: write "ruim 40 jaar"',
    languages: 'nl',
    fires: (text) => PLUS_IN_SENTENCE.test(text),
  },
  {
    name: 'jij-at',
    problem: '"jij@" copies "you@example.com": write "naam@voorbeeld.nl"',
    languages: 'nl',
    fires: (text) => /\bjij@/iu.test(text),
  },
  {
    name: 'dutch-title-case',
    problem: 'a Dutch heading in Title Case: only the first word and names take a capital',
    languages: 'nl',
    headingsOnly: true,
    fires: isDutchTitleCase,
  },
];

/** Keys whose strings are headings, labels or buttons. */
const HEADING_KEY = /(title|heading|eyebrow|label|submit|button|^h1)$/i;

const lastKey = (key: string) =>
  key
    .split(/[.[\]]/)
    .filter(Boolean)
    .at(-1) ?? '';

export function copyFindings(strings: readonly CopyString[]): CopyFinding[] {
  const findings: CopyFinding[] = [];
  for (const string of strings)
    for (const rule of copyRules) {
      if (rule.languages === 'nl' && string.language !== 'nl') continue;
      if (rule.headingsOnly && !HEADING_KEY.test(lastKey(string.key))) continue;
      if (rule.fires(string.text))
        findings.push({ file: string.file, key: string.key, text: string.text, problem: rule.problem });
    }
  return findings;
}

// Functions in copy modules (`weeks: (n) => …`) are read with small sample arguments.
const SAMPLE_ARGUMENTS = [2, 3] as const;

/**
 * Every string reachable from a copy module's exports, with its key path. The language is the
 * nearest `en` or `nl` in the path, else the module's own (legal/copy/nl.ts).
 */
export function copyStringsOf(
  file: string,
  exports: Record<string, unknown>,
  moduleLanguage?: Language,
): CopyString[] {
  const strings: CopyString[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, key: string, language: Language | undefined) => {
    if (typeof value === 'string') {
      strings.push({ file, key, language, text: value });
      return;
    }
    if (typeof value === 'function') {
      try {
        visit((value as (...args: unknown[]) => unknown)(...SAMPLE_ARGUMENTS), `${key}()`, language);
      } catch {
        // A function that needs other arguments is not copy the lint can read.
      }
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const entries = Array.isArray(value)
      ? value.map((item, index) => [`[${index}]`, item] as const)
      : Object.entries(value).map(([name, item]) => [`.${name}`, item] as const);
    for (const [step, item] of entries) {
      const name = step.replace(/^\./, '');
      const itemLanguage = name === 'en' || name === 'nl' ? name : language;
      visit(item, `${key}${step}`, itemLanguage);
    }
  };
  for (const [name, value] of Object.entries(exports))
    visit(value, name, name === 'en' || name === 'nl' ? name : moduleLanguage);
  return strings;
}

/** What a limit message promises, and how to find the limit its check really enforces. */
export interface LimitProbe {
  file: string;
  key: string;
  message: string;
  bound: 'min' | 'max';
  /** True when a value of this size (length or number) gets this message. */
  rejects: (size: number) => boolean;
}

// Above every limit of the forms (100.000 participants), small enough to probe quickly.
const SEARCH_CEILING = 1 << 18;

/** The smallest size in [low, high] for which `holds` is true (it stays true above it). */
function firstSize(low: number, high: number, holds: (size: number) => boolean): number {
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The limit the check enforces: the largest size that passes (max) or the smallest (min). */
export function enforcedLimit(probe: LimitProbe): number | undefined {
  if (probe.bound === 'max') {
    if (!probe.rejects(SEARCH_CEILING)) return undefined;
    return firstSize(0, SEARCH_CEILING, probe.rejects) - 1;
  }
  // An empty value may get a message of its own ("Vul een bericht in."), so the search may start at 1.
  const start = [0, 1].find((size) => probe.rejects(size));
  if (start === undefined) return undefined;
  return firstSize(start, SEARCH_CEILING, (size) => !probe.rejects(size));
}

/** '100.000', '100,000' and '1000' as numbers. */
export const numbersIn = (text: string): number[] =>
  (text.match(/\d{1,3}(?:[.,]\d{3})+(?!\d)|\d+/g) ?? []).map((digits) => Number(digits.replace(/[.,]/g, '')));

// "less than 50", "korter zijn dan 50": a strict bound, which the limit itself does not meet.
const STRICT_BOUND =
  /\b(less|fewer|shorter|more|longer|korter|minder|langer|meer)(?: \p{L}+)? (than|dan) (\d[\d.,]*)/giu;

export function limitFinding(probe: LimitProbe): CopyFinding | undefined {
  const limit = enforcedLimit(probe);
  const finding = (problem: string) => ({ file: probe.file, key: probe.key, text: probe.message, problem });
  if (limit === undefined) return finding('no limit found: the check never gives this message');
  if (!numbersIn(probe.message).includes(limit))
    return finding(`the message does not state the limit the check enforces (${limit})`);
  for (const match of probe.message.matchAll(STRICT_BOUND))
    if (numbersIn(match[3]).includes(limit))
      return finding(`"${match[0]}" says ${limit} fails, but the check lets ${limit} pass`);
  return undefined;
}
