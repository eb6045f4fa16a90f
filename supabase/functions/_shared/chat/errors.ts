import { type ChatErrorCode, chatMessages, type ChatMessages } from '../contract/chat.ts';
import type { Language } from '../contract/language.ts';
import { jsonResponse } from '../http.ts';

// Every refusal of a chat function: a status, a code the widget can act on, and a sentence in the
// visitor's language.

const messageKey: Record<ChatErrorCode, keyof ChatMessages> = {
  'invalid-body': 'invalidBody',
  'message-empty': 'messageEmpty',
  'message-too-long': 'messageTooLong',
  'email-invalid': 'emailInvalid',
  'name-too-long': 'nameTooLong',
  'conversation-not-found': 'conversationNotFound',
  'conversation-forbidden': 'conversationForbidden',
  'conversation-closed': 'conversationClosed',
  'conversation-full': 'conversationFull',
  'rate-limited': 'rateLimited',
  'chat-off': 'chatOff',
  failed: 'failed',
};

export function chatError(
  language: Language,
  status: number,
  code: ChatErrorCode,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(
    status,
    { success: false, code, error: chatMessages[language][messageKey[code]] },
    headers,
  );
}

/** The language a request asks for, read before validation so even a refusal speaks it. */
export function chatRequestLanguage(body: unknown): Language {
  const language =
    typeof body === 'object' && body !== null ? (body as { language?: unknown }).language : undefined;
  return language === 'nl' ? 'nl' : 'en';
}
