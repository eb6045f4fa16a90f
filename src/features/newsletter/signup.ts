// What happens when a visitor sends the newsletter sign-up: the function's own schema in the page's
// language, the browser's rate limit, the request, and the toast that tells how it went. Loaded on
// the form's first focus, so zod never weighs on a page's first load.
import { showErrorToast, showSuccessToast } from '@/components/toasts/toasts';
import { sendForm } from '@/lib/form-sending/send-form';
import { takeSubmissionSlot } from '@/lib/form-sending/submission-guards';
import { messages } from '@contract/enquiry/messages.ts';
import { newsletterSchema, type NewsletterRequest } from '@contract/enquiry/newsletter.ts';
import { fieldErrorsOf } from '@contract/enquiry/schema.ts';
import type { Language } from '@contract/language.ts';
import type { SignupCopy } from './copy';

export const signupFields = ['name', 'email'] as const;
export type SignupField = (typeof signupFields)[number];
export type SignupErrors = Partial<Record<SignupField, string>>;

/** What the form holds; `website` is the hidden honeypot. */
export interface SignupValues {
  name: string;
  email: string;
  website: string;
}

export type Validation = { ok: true; body: NewsletterRequest } | { ok: false; errors: SignupErrors };

export type SignupOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: SignupErrors }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

const FUNCTION = 'newsletter-subscribe';

/** The first message of each field the form shows. */
function firstMessages(fieldErrors: Record<string, string[]>): SignupErrors {
  const errors: SignupErrors = {};
  for (const field of signupFields) {
    const message = fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

export function validateSignup(values: SignupValues, lang: Language, page: string): Validation {
  const result = newsletterSchema(lang).safeParse({ ...values, language: lang, page });
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, errors: firstMessages(fieldErrorsOf(result.error)) };
}

export async function sendSignup(
  body: NewsletterRequest,
  lang: Language,
  copy: SignupCopy,
): Promise<SignupOutcome> {
  if (!takeSubmissionSlot('newsletter')) {
    await showErrorToast(copy, messages[lang].rateLimited);
    return { kind: 'rate-limited' };
  }
  const outcome = await sendForm(FUNCTION, body);
  if (outcome.kind === 'sent') {
    await showSuccessToast(copy);
    return outcome;
  }
  if (outcome.kind === 'rate-limited') {
    await showErrorToast(copy, messages[lang].rateLimited);
    return outcome;
  }
  const errors = outcome.kind === 'invalid' ? firstMessages(outcome.fieldErrors) : {};
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  await showErrorToast(copy, copy.failure, copy.failureDetail);
  return { kind: 'failed' };
}
