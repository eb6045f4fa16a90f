// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatAddressConfirmation } from '../../supabase/functions/_shared/email/templates/chat.ts';
import { visitorConfirmation } from '../../supabase/functions/_shared/email/templates/enquiry.ts';
import {
  newsletterConfirmation,
  newsletterGuide,
} from '../../supabase/functions/_shared/email/templates/newsletter.ts';
import { FORM_TYPES } from '../../supabase/functions/_shared/contract/enquiry/options.ts';
import { LANGUAGES, type Language } from '../../supabase/functions/_shared/contract/language.ts';
import {
  copyFindings,
  copyRules,
  copyStringsOf,
  enforcedLimit,
  limitFinding,
  numbersIn,
  type CopyFinding,
  type CopyString,
  type LimitProbe,
} from './copy-lint';
import { enquiryLimitProbes } from './enquiry-limit-probes';

// The copy modules of both languages, evaluated: what a visitor reads, facts filled in.
const copyModules = import.meta.glob<Record<string, unknown>>(
  [
    '/src/**/copy.ts',
    '/src/**/*-copy.ts',
    '/src/**/copy/*.ts',
    '/src/content/*.ts',
    '/scripts/brand/guide-copy.ts',
    '/supabase/functions/_shared/chat/local-answerer-copy.ts',
    '/supabase/functions/_shared/contract/enquiry/{messages,labels,options}.ts',
    '!/src/**/*.test.ts',
  ],
  { eager: true },
);

const moduleLanguage = (file: string): Language | undefined =>
  /\/(en|nl)\.ts$/.exec(file)?.[1] as Language | undefined;

const emailStrings = (): CopyString[] =>
  LANGUAGES.flatMap((language) => {
    const emails = [
      ...FORM_TYPES.map((formType) => ({
        key: `visitorConfirmation(${formType})`,
        email: visitorConfirmation({ formType, language }),
      })),
      {
        key: 'newsletterConfirmation',
        email: newsletterConfirmation(language, 'https://x/c', 'https://x/u'),
      },
      { key: 'newsletterGuide', email: newsletterGuide(language, 'Jan', 'https://x/g', 'https://x/u') },
      { key: 'chatAddressConfirmation', email: chatAddressConfirmation(language, 'https://x/c') },
    ];
    return emails.flatMap(({ key, email }) =>
      [email.subject, ...email.text.split('\n')].map((text, line) => ({
        file: 'supabase/functions/_shared/email/templates',
        key: `${key}.${language}:${line}`,
        language,
        text,
      })),
    );
  });

const report = (findings: CopyFinding[]) =>
  findings.map((f) => `${f.file} ${f.key}\n  ${JSON.stringify(f.text)}\n  ${f.problem}`).join('\n');

const rule = (name: string) => {
  const found = copyRules.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no rule ${name}`);
  return found;
};

describe('the copy lint rules', () => {
  it.each([
    ['english-range', 'De meeste springers wegen tussen 40-95 kg.', 'tussen de 40 en 95 kg'],
    ['english-range', 'Book 1-2 weeks ahead.', 'Book 1 to 2 weeks ahead.'],
    ['english-range', '€ 5.000 - € 10.000', '€ 5.000 tot € 10.000'],
    ['more-than-plus', 'Al meer dan 900+ shows.', 'Al ruim 900 shows.'],
    ['more-than-plus', 'More than 900+ shows.', 'More than 900 shows.'],
    [
      'lowercase-sentence',
      'News from the drop zone. more than 20,000 jumps.',
      'News from the drop zone. After more than 20,000 jumps, 5 min. leestijd.',
    ],
    ['three-dots', 'Versturen...', 'Versturen…'],
    ['plus-in-sentence', 'In 40+ jaar en 20.000+ sprongen', 'In ruim 40 jaar'],
    ['jij-at', 'jij@voorbeeld.nl', 'naam@voorbeeld.nl'],
    ['dutch-title-case', 'Veelgestelde Vragen', 'Veelgestelde vragen'],
    ['dutch-title-case', 'Plan Je Sprong', 'Vliegveld Teuge'],
  ])('%s fires on %j and not on %j', (name, bad, good) => {
    expect(rule(name).fires(bad)).toBe(true);
    expect(rule(name).fires(good)).toBe(false);
  });

  it('keeps the stat tile "900+" and a Dutch heading with names and acronyms', () => {
    expect(rule('plus-in-sentence').fires('900+')).toBe(false);
    expect(rule('dutch-title-case').fires('Erkend door de KNVvL')).toBe(false);
    expect(rule('dutch-title-case').fires('Skydive Events Holland')).toBe(false);
  });

  it('reads Dutch-only rules on Dutch strings and heading rules on heading keys only', () => {
    const strings: CopyString[] = [
      { file: 'a.ts', key: 'copy.en.placeholder', language: 'en', text: 'jij@example.com' },
      { file: 'a.ts', key: 'copy.nl.placeholder', language: 'nl', text: 'jij@voorbeeld.nl' },
      { file: 'a.ts', key: 'copy.nl.lead', language: 'nl', text: 'Kijk Naar Boven' },
      { file: 'a.ts', key: 'copy.nl.ctaTitle', language: 'nl', text: 'Kijk Naar Boven' },
    ];
    expect(copyFindings(strings).map((f) => f.key)).toEqual(['copy.nl.placeholder', 'copy.nl.ctaTitle']);
  });

  it('walks a copy module with key paths, the language from the path and functions called', () => {
    const strings = copyStringsOf('m.ts', {
      copy: { en: { title: 'Hi' }, nl: { steps: ['Stap'], weeks: (n: number) => `${n} weken` } },
    });
    expect(strings).toEqual([
      { file: 'm.ts', key: 'copy.en.title', language: 'en', text: 'Hi' },
      { file: 'm.ts', key: 'copy.nl.steps[0]', language: 'nl', text: 'Stap' },
      { file: 'm.ts', key: 'copy.nl.weeks()', language: 'nl', text: '2 weken' },
    ]);
  });
});

describe('the limit messages rule', () => {
  const nameSchema = z.object({ name: z.string().max(50, 'x') });
  const probe = (message: string): LimitProbe => ({
    file: 'm.ts',
    key: 'nameMax',
    message,
    bound: 'max',
    rejects: (size) => {
      const result = z.object({ name: z.string().max(50, message) }).safeParse({ name: 'a'.repeat(size) });
      return !result.success && result.error.issues.some((issue) => issue.message === message);
    },
  });

  it('finds the limit a schema enforces, for a maximum and a minimum', () => {
    expect(nameSchema.safeParse({ name: 'a'.repeat(50) }).success).toBe(true);
    expect(enforcedLimit(probe('any'))).toBe(50);
    const minimum: LimitProbe = {
      ...probe('min'),
      bound: 'min',
      rejects: (size) => size < 10,
    };
    expect(enforcedLimit(minimum)).toBe(10);
  });

  it('flags a message whose number differs from the limit, and "korter dan 50" when 50 passes', () => {
    expect(limitFinding(probe('Je naam mag maximaal 40 tekens lang zijn.'))?.problem).toMatch(/\(50\)/);
    expect(limitFinding(probe('Naam moet korter zijn dan 50 tekens'))?.problem).toMatch(
      /50 passes|lets 50 pass/,
    );
    expect(limitFinding(probe('Name must be less than 50 characters'))).toBeDefined();
    expect(limitFinding(probe('Je naam mag maximaal 50 tekens lang zijn.'))).toBeUndefined();
  });

  it('reads numbers as both languages write them', () => {
    expect(numbersIn('Vul maximaal 100.000 deelnemers in.')).toEqual([100000]);
    expect(numbersIn('Maximum 100,000 participants, at least 40kg')).toEqual([100000, 40]);
  });
});

describe('the site copy', () => {
  const strings = [
    ...Object.entries(copyModules).flatMap(([file, exports]) =>
      copyStringsOf(file.replace(/^\//, ''), exports, moduleLanguage(file)),
    ),
    ...emailStrings(),
  ];

  it('reads every copy module and e-mail, and knows the language of the Dutch copy', () => {
    expect(Object.keys(copyModules).length).toBeGreaterThan(30);
    const dutch = strings.filter((string) => string.language === 'nl');
    expect(dutch.length).toBeGreaterThan(1000);
    expect(dutch.map((string) => string.text)).toContain('Veelgestelde vragen');
  });

  it('has none of the patterns a Dutch copy editor flags, in either language', () => {
    const findings = copyFindings(strings);
    expect(findings, report(findings)).toEqual([]);
  });

  it.each(LANGUAGES)(
    'states in every %s limit message the limit its schema enforces',
    (language) => {
      const findings = enquiryLimitProbes(language).flatMap((probe) => limitFinding(probe) ?? []);
      expect(findings, report(findings)).toEqual([]);
    },
    60_000,
  );
});
