import { z } from 'zod';
import { emailField, nameField, optional, pageField } from './fields.ts';
import { messages } from './messages.ts';
import { LANGUAGES, LIMITS, type Language } from './options.ts';

/** The newsletter sign-up (free guide): name and e-mail, plus the page language and the honeypot. */
export function newsletterSchema(language: Language) {
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
