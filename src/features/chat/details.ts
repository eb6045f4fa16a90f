// The pre-chat form's check: the e-mail address is required (the transcript goes there), the name
// is optional. Each error is in the visitor's language and names what to do.
import { CHAT_LIMITS, chatEmailPattern } from '@contract/chat.ts';
import type { Language } from '@contract/language.ts';
import { z } from '@contract/zod.ts';
import type { ChatCustomer } from './chat-state';
import { chatCopy } from './copy';

export type DetailsField = 'email' | 'name';
export type DetailsErrors = Partial<Record<DetailsField, string>>;

const detailsSchema = (lang: Language) => {
  const copy = chatCopy[lang];
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, copy.emailRequired)
      .max(CHAT_LIMITS.emailMaxChars, copy.emailTooLong)
      .regex(chatEmailPattern, copy.emailInvalid)
      .min(CHAT_LIMITS.emailMinChars, copy.emailInvalid),
    name: z.string().trim().max(CHAT_LIMITS.nameMaxChars, copy.nameTooLong),
  });
};

export function validateDetails(
  values: { email: string; name: string },
  lang: Language,
): { ok: true; customer: ChatCustomer } | { ok: false; errors: DetailsErrors } {
  const parsed = detailsSchema(lang).safeParse(values);
  if (parsed.success) return { ok: true, customer: parsed.data };
  const errors: DetailsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DetailsField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
