import { LANGUAGES, type Language } from '../language.ts';
import { z } from '../zod.ts';
import { emailField, nameField, optional, pageField } from './fields.ts';
import { messages } from './messages.ts';
import { LIMITS } from './options.ts';

const schemas = new Map<Language, ReturnType<typeof buildNewsletterSchema>>();

/** The newsletter sign-up (free guide): name and e-mail, plus the page language and the honeypot. */
export function newsletterSchema(language: Language) {
  let schema = schemas.get(language);
  if (!schema) {
    schema = buildNewsletterSchema(language);
    schemas.set(language, schema);
  }
  return schema;
}

function buildNewsletterSchema(language: Language) {
  const m = messages[language];
  return z.strictObject(
    {
      name: nameField(m),
      email: emailField(m),
      language: optional(z.enum(LANGUAGES, { error: m.languageInvalid })),
      page: pageField(m),
      website: optional(z.string().max(LIMITS.page)),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? m.unknownField
          : issue.code === 'invalid_type'
            ? m.bodyInvalid
            : undefined,
    },
  );
}

export type NewsletterRequest = z.output<ReturnType<typeof newsletterSchema>>;
