import { amsterdamToday } from '../amsterdam-time.ts';
import { LANGUAGES, type Language } from '../language.ts';
import { z } from '../zod.ts';
import {
  choiceField,
  contactMessageField,
  emailField,
  futureDateField,
  limitedText,
  nameField,
  optional,
  pageField,
  phoneField,
  serviceField,
  wholeNumberField,
} from './fields.ts';
import { messages, type EnquiryMessages } from './messages.ts';
import { EXPERIENCE_LEVELS, LIMITS, SERVICES, TAB_OPTIONS } from './options.ts';

// The request body of send-contact-email (spec section 7, call 1), one schema per form type.
// The site's forms and the edge function both validate with these, in the visitor's language.

export interface SchemaOptions {
  /** Today's date as YYYY-MM-DD; defaults to today in Europe/Amsterdam. */
  today?: () => string;
}

/** Keys every form type shares besides its own fields; `website` is the hidden honeypot. */
const commonFields = (m: EnquiryMessages) => ({
  name: nameField(m),
  email: emailField(m),
  phone: phoneField(m),
  language: optional(z.enum(LANGUAGES, { error: m.languageInvalid })),
  page: pageField(m),
  website: optional(z.string().max(LIMITS.page)),
});

const strictObjectError = (m: EnquiryMessages) => ({
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys'
      ? m.unknownField
      : issue.code === 'invalid_type'
        ? m.bodyInvalid
        : undefined,
});

function additionalDataSchema(tab: keyof typeof TAB_OPTIONS, m: EnquiryMessages, today: () => string) {
  const { eventTypes, budgets } = TAB_OPTIONS[tab];
  return z
    .strictObject(
      {
        date: futureDateField(m, today),
        location: limitedText(LIMITS.location, m.locationMax, m),
        attendees: wholeNumberField(LIMITS.attendees, {
          invalid: m.attendeesInvalid,
          min: m.attendeesMin,
          max: m.attendeesMax,
        }),
        budget:
          budgets.length > 0
            ? choiceField(budgets as unknown as readonly [string, ...string[]], m.budgetInvalid)
            : optional(z.never({ error: m.budgetInvalid })),
        weight: wholeNumberField(LIMITS.weight, {
          invalid: m.weightInvalid,
          min: m.weightMin,
          max: m.weightMax,
        }),
        experience: choiceField(EXPERIENCE_LEVELS, m.experienceInvalid),
        medicalInfo: limitedText(LIMITS.medicalInfo, m.medicalInfoMax, m, true),
        medicalConsent: optional(z.boolean({ error: m.medicalConsentRequired })),
        companyName: limitedText(LIMITS.companyName, m.companyNameMax, m),
        eventType: choiceField(eventTypes, m.eventTypeInvalid),
        specialRequests: limitedText(LIMITS.specialRequests, m.specialRequestsMax, m, true),
      },
      strictObjectError(m),
    )
    .superRefine(requireMedicalConsent(m));
}

/**
 * Medical details are health data (AVG/GDPR art. 9): they are taken only with the visitor's explicit
 * consent, given with the box beside the field.
 */
const requireMedicalConsent =
  (m: EnquiryMessages) =>
  (data: { medicalInfo?: string; medicalConsent?: boolean }, ctx: z.RefinementCtx) => {
    if (data.medicalInfo && data.medicalConsent !== true)
      ctx.addIssue({ code: 'custom', path: ['medicalConsent'], message: m.medicalConsentRequired });
  };

/** A demo, tandem or corporate tab: only name and e-mail are required (spec section 5). */
function tabSchema<T extends keyof typeof TAB_OPTIONS>(tab: T, m: EnquiryMessages, today: () => string) {
  return z.strictObject(
    {
      ...commonFields(m),
      formType: z.literal(tab),
      service: choiceField(SERVICES, m.serviceInvalid),
      message: limitedText(LIMITS.message.max, m.messageMax, m, true),
      additionalData: optional(additionalDataSchema(tab, m, today)),
    },
    strictObjectError(m),
  );
}

// Building a schema costs more than using it, so the default ones are built once per language.
const defaultSchemas = new Map<Language, ReturnType<typeof buildFormSchemas>>();

export function enquiryFormSchemas(language: Language, options: SchemaOptions = {}) {
  if (options.today) return buildFormSchemas(language, options.today);
  let schemas = defaultSchemas.get(language);
  if (!schemas) {
    schemas = buildFormSchemas(language, () => amsterdamToday());
    defaultSchemas.set(language, schemas);
  }
  return schemas;
}

function buildFormSchemas(language: Language, today: () => string) {
  const m = messages[language];
  const contact = z.strictObject(
    {
      ...commonFields(m),
      formType: z.literal('contact'),
      service: serviceField(m),
      message: contactMessageField(m),
    },
    strictObjectError(m),
  );
  const demo = tabSchema('demo', m, today);
  const tandem = tabSchema('tandem', m, today);
  const corporate = tabSchema('corporate', m, today);
  const request = z.discriminatedUnion('formType', [contact, demo, tandem, corporate], {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? m.formTypeInvalid
        : issue.code === 'invalid_type'
          ? m.bodyInvalid
          : undefined,
  });
  return { contact, demo, tandem, corporate, request };
}

/** The send-contact-email request body schema, with messages in `language`. */
export const enquiryRequestSchema = (language: Language, options?: SchemaOptions) =>
  enquiryFormSchemas(language, options).request;

export type EnquiryRequest = z.output<ReturnType<typeof enquiryRequestSchema>>;
export type EnquiryAdditionalData = NonNullable<
  Extract<EnquiryRequest, { formType: 'demo' }>['additionalData']
>;

/**
 * Messages per field, keyed by the field's own name (`additionalData.date` → `date`: the two levels
 * share no names); problems with the body as a whole sit under `form`.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const last = issue.path.at(-1);
    const key = typeof last === 'string' && last !== 'additionalData' ? last : 'form';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** The language to answer in: the body's `language` when it is one of ours. */
export function requestLanguage(body: unknown): Language {
  const language =
    typeof body === 'object' && body !== null ? (body as { language?: unknown }).language : undefined;
  return language === 'nl' ? 'nl' : 'en';
}
