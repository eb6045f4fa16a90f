import {
  CHAT_LIMITS,
  chatEmailPattern,
  type ChatErrorCode,
  chatRequestSchema,
} from '../_shared/contract/chat.ts';
import type { Language } from '../_shared/contract/language.ts';

// What a chat message must be before anything is stored. Beyond the shared schema: the message and
// name as the database will keep them, an e-mail address that cannot carry extra mail headers, and
// a token only together with the conversation it opens.

export interface ValidChatRequest {
  message: string;
  conversationId: string | null;
  conversationToken: string | null;
  customerEmail: string;
  customerName: string | null;
  language: Language;
  /** The page the widget is on, when it is a plain site path. */
  pagePath: string | null;
}

export type Validation =
  { ok: true; request: ValidChatRequest } | { ok: false; status: number; code: ChatErrorCode };

// Control characters other than tab and line breaks, and halves of a character (lone surrogates):
// Postgres refuses some of them, and none of them belongs in a chat.
const UNSTORABLE = /[^\P{Cc}\t\n\r]|\p{Cs}/u;
const ANY_CONTROL = /[\p{Cc}\p{Cs}]/u;
const SITE_PATH = /^\/[a-z0-9/-]{0,200}$/;

const refuse = (code: ChatErrorCode): Validation => ({ ok: false, status: 400, code });
const characters = (text: string) => Array.from(text).length;

export function validateChatRequest(body: unknown): Validation {
  const parsed = chatRequestSchema.safeParse(body);
  if (!parsed.success) return refuse('invalid-body');
  const input = parsed.data;

  if (UNSTORABLE.test(input.message)) return refuse('invalid-body');
  const message = input.message.trim();
  if (!message) return refuse('message-empty');
  if (characters(message) > CHAT_LIMITS.messageMaxChars) return refuse('message-too-long');

  // Checked before trimming: a line break anywhere is an attempt to add mail headers.
  if (ANY_CONTROL.test(input.customerEmail)) return refuse('email-invalid');
  const customerEmail = input.customerEmail.trim();
  if (
    customerEmail.length < CHAT_LIMITS.emailMinChars ||
    customerEmail.length > CHAT_LIMITS.emailMaxChars ||
    !chatEmailPattern.test(customerEmail)
  ) {
    return refuse('email-invalid');
  }

  const name = input.customerName ?? '';
  if (ANY_CONTROL.test(name)) return refuse('invalid-body');
  const customerName = name.trim();
  if (characters(customerName) > CHAT_LIMITS.nameMaxChars) return refuse('name-too-long');

  // A token says which conversation it opens only together with that conversation's id.
  if (input.conversationToken && !input.conversationId) return refuse('invalid-body');

  return {
    ok: true,
    request: {
      message,
      conversationId: input.conversationId ?? null,
      conversationToken: input.conversationToken ?? null,
      customerEmail,
      customerName: customerName || null,
      language: input.language,
      pagePath: input.pagePath && SITE_PATH.test(input.pagePath) ? input.pagePath : null,
    },
  };
}
