import { z } from '../zod.ts';
import type { EnquiryMessages } from './messages.ts';
import { LIMITS, SERVICES } from './options.ts';

// Field schemas shared by the enquiry and newsletter forms. Lengths count code points, as
// Postgres's char_length does, so whatever passes here also passes the table's check constraints.

type Rule = readonly [passes: (value: string) => boolean, message: string];

// A real name in any script: letters with their combining marks (a keyboard may type "Zoë" as e +
// U+0308), spaces, apostrophes (' and ’), hyphens and dots ("J. de Vries"), and at least one
// letter; no digits, no markup. The enquiries table's check allows the same ASCII and leaves the
// rest of Unicode to this rule.
const NAME_PATTERN = /^[\p{L}\p{M}' ’.-]+$/u;
const LETTER = /\p{L}/u;
const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Control characters break e-mail headers and Postgres rejects NUL; lone surrogates are not text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const codePoints = (value: string): number => Array.from(value).length;

const cleanLine = (value: string) => !CONTROL_LINE.test(value) && !LONE_SURROGATE.test(value);
const cleanText = (value: string) => !CONTROL_TEXT.test(value) && !LONE_SURROGATE.test(value);

/** A trimmed string checked by ordered rules; only the first failing rule is reported. */
function text(typeMessage: string, rules: readonly Rule[]) {
  return z
    .string({ error: typeMessage })
    .trim()
    .superRefine((value, ctx) => {
      const failed = rules.find(([passes]) => !passes(value));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
    });
}

/** Optional in a form: absent, null and empty mean "not given". */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

// Counted composed, as stored: "Zoë" is three characters however it was typed.
const nameLength = (value: string) => codePoints(value.normalize('NFC'));

export const nameField = (m: EnquiryMessages) =>
  text(m.nameMin, [
    [(v) => nameLength(v) >= LIMITS.name.min, m.nameMin],
    [(v) => nameLength(v) <= LIMITS.name.max, m.nameMax],
    [(v) => NAME_PATTERN.test(v) && LETTER.test(v), m.nameChars],
  ]).transform((v) => v.normalize('NFC'));

export const emailField = (m: EnquiryMessages) =>
  text(m.emailInvalid, [
    [(v) => codePoints(v) >= LIMITS.email.min, m.emailMin],
    [(v) => codePoints(v) <= LIMITS.email.max, m.emailMax],
    [(v) => z.regexes.email.test(v), m.emailInvalid],
  ]);

export const phoneField = (m: EnquiryMessages) =>
  optional(
    text(m.phoneInvalid, [
      [
        (v) =>
          PHONE_PATTERN.test(v) && codePoints(v) >= LIMITS.phone.min && codePoints(v) <= LIMITS.phone.max,
        m.phoneInvalid,
      ],
    ]),
  );

export const serviceField = (m: EnquiryMessages) =>
  z.enum(SERVICES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? m.serviceRequired : m.serviceInvalid,
  });

export const contactMessageField = (m: EnquiryMessages) =>
  text(m.messageEmpty, [
    [(v) => v.length > 0, m.messageEmpty],
    [(v) => codePoints(v) >= LIMITS.message.min, m.messageMin],
    [(v) => codePoints(v) <= LIMITS.message.max, m.messageMax],
    [cleanText, m.unsupportedCharacters],
  ]);

/** Free text of at most `max` characters; `multiline` allows line breaks and tabs. */
export const limitedText = (max: number, maxMessage: string, m: EnquiryMessages, multiline = false) =>
  optional(
    text(maxMessage, [
      [(v) => codePoints(v) <= max, maxMessage],
      [multiline ? cleanText : cleanLine, m.unsupportedCharacters],
    ]),
  );

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const futureDateField = (m: EnquiryMessages, today: () => string) =>
  optional(
    text(m.dateInvalid, [
      [isCalendarDate, m.dateInvalid],
      // ISO dates compare correctly as strings.
      [(v) => v >= today(), m.datePast],
    ]),
  );

/** A whole number in a range; digit strings from form inputs count as numbers. */
export const wholeNumberField = (
  range: { min: number; max: number },
  messages: { invalid: string; min: string; max: string },
) =>
  optional(
    z.preprocess(
      (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value),
      z
        .number({ error: messages.invalid })
        .int({ error: messages.invalid })
        .min(range.min, { error: messages.min })
        .max(range.max, { error: messages.max }),
    ),
  );

export const choiceField = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  optional(z.enum(values, { error: message }));

/** A path on the site (where the form was sent from). */
export const pageField = (m: EnquiryMessages) =>
  optional(
    text(m.pageInvalid, [
      [(v) => v.startsWith('/') && codePoints(v) <= LIMITS.page && cleanLine(v), m.pageInvalid],
    ]),
  );
