import type { Language } from './language.ts';
import { LANGUAGES } from './language.ts';
import { z } from './zod.ts';

// The chat assistant's wire contract, shared by the widget and the chat functions: the requests and
// answers of spec section 7 (calls 2 and 3) with the fields this product adds, the timers of
// section 9 and the limits every side checks.

export const CHAT_TIMING = {
  /** Spec section 9: the inactivity warning appears after 12 minutes without a message. */
  inactivityWarningMs: 720_000,
  /** Spec section 9: the countdown after the warning, in seconds. */
  countdownSeconds: 180,
  /** Spec section 9: the widget resets this long after a close. */
  resetAfterCloseMs: 3_000,
  /**
   * The server closes a conversation left open this long after its last message (a closed tab):
   * the widget's warning and countdown (15 minutes) plus a margin.
   */
  serverIdleCloseMinutes: 20,
} as const;

export const CHAT_LIMITS = {
  messageMaxChars: 1000,
  nameMaxChars: 100,
  emailMinChars: 5,
  emailMaxChars: 100,
  /** The latest messages of a conversation sent to the model with a new one. */
  historyWindow: 12,
  /** A conversation holds at most this many messages (both sides). */
  messagesPerConversation: 100,
  /** Conversations are deleted this many days after their last message (privacy policy). */
  retentionDays: 180,
} as const;

/** Limits on the `rate_limit_hit` design of the enquiry function, counted per key. */
export const CHAT_RATE_LIMITS = {
  /** Messages per conversation. */
  conversation: { hits: 20, windowSeconds: 600 },
  /** Messages per client address, over all its conversations. */
  client: { hits: 40, windowSeconds: 600 },
  /** New conversations per client address. */
  newConversation: { hits: 5, windowSeconds: 3600 },
  /** Confirmation e-mails per recipient address. */
  confirmationEmail: { hits: 3, windowSeconds: 3600 },
  /** Transcript e-mails per confirmed recipient address. */
  transcriptEmail: { hits: 10, windowSeconds: 3600 },
} as const;

/** The secret a conversation's creator holds: 32 random bytes, base64url without padding. */
export const CONVERSATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const token = z.string().regex(CONVERSATION_TOKEN_PATTERN);

/** The error codes a chat function answers with, beside a sentence in the request's language. */
export const CHAT_ERROR_CODES = [
  'invalid-body',
  'message-empty',
  'message-too-long',
  'email-invalid',
  'name-too-long',
  'conversation-not-found',
  'conversation-forbidden',
  'conversation-closed',
  'conversation-full',
  'rate-limited',
  'chat-off',
  'failed',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** Call 2, `gemini-chat`. The first message has no conversation; later ones carry both its id and token. */
export const chatRequestSchema = z
  .object({
    message: z.string(),
    conversationId: uuid.nullish(),
    conversationToken: token.nullish(),
    customerEmail: z.string(),
    customerName: z.string().nullish(),
    /** The language of the page the widget is on. */
    language: z.enum(LANGUAGES).default('en'),
    /** The page's path, so an answer can point at what the visitor is reading. */
    pagePath: z.string().max(300).nullish(),
  })
  .strict();
export type ChatRequest = z.input<typeof chatRequestSchema>;

export type ChatAnswerer = 'gemini' | 'local';

/** The JSON answer to call 2, and the data of the stream's `done` event. */
export interface ChatResponse {
  /** The reply text: plain text with Markdown-style links `[label](/path)` to the site's own pages. */
  response: string;
  conversationId: string;
  /** Only in the answer that created the conversation: the widget keeps it for the session. */
  conversationToken?: string;
  answeredBy: ChatAnswerer;
}

/**
 * A request sent with `Accept: text/event-stream` is answered as server-sent events once it passes
 * validation and the limits (refusals stay JSON with their status): `meta` first, then `delta`s
 * with text to append, `reset` when what came so far is to be dropped (the model failed mid-reply
 * and the local answerer takes over), and `done` with the whole ChatResponse, or `error`.
 */
export const CHAT_STREAM_EVENTS = ['meta', 'delta', 'reset', 'done', 'error'] as const;
export type ChatStreamEvent = (typeof CHAT_STREAM_EVENTS)[number];
export interface ChatStreamMeta {
  conversationId: string;
  conversationToken?: string;
}
export interface ChatStreamDelta {
  text: string;
}

/** Call 3, `close-chat-conversation`. */
export const closeChatRequestSchema = z
  .object({
    conversationId: uuid,
    conversationToken: token,
    isAutoClose: z.boolean(),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type CloseChatRequest = z.input<typeof closeChatRequestSchema>;

/**
 * What happened to the transcript: sent to a confirmed address, waiting for the address to be
 * confirmed (a confirmation e-mail went out now or earlier), or failed (recorded; an admin can resend).
 */
export type TranscriptOutcome = 'sent' | 'awaiting-confirmation' | 'failed';

export interface CloseChatResponse {
  success: true;
  /** `already-closed` when an earlier call or the server's idle job closed it. */
  status: 'closed' | 'already-closed';
  closedBy: 'user' | 'inactivity';
  transcript: TranscriptOutcome;
}

/** `confirm-chat-email`, POSTed by the site's confirmation page with the token from the link. */
export interface ConfirmChatEmailResponse {
  success: true;
  status: 'confirmed' | 'already-confirmed';
  /** Transcripts of closed conversations sent now that the address is confirmed. */
  transcriptsSent: number;
}

/** The e-mail check the functions and the pre-chat form share. */
export const chatEmailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export interface ChatMessages {
  /** Spec section 8: a failed send, shown as an assistant reply. */
  sendFailed: string;
  messageEmpty: string;
  messageTooLong: string;
  emailInvalid: string;
  nameTooLong: string;
  invalidBody: string;
  conversationNotFound: string;
  conversationForbidden: string;
  conversationClosed: string;
  conversationFull: string;
  rateLimited: string;
  chatOff: string;
  failed: string;
}

export const chatMessages: Record<Language, ChatMessages> = {
  en: {
    sendFailed: 'Sorry, something went wrong. Please try again or contact us by phone.',
    messageEmpty: 'Type a message first.',
    messageTooLong: `Keep your message under ${CHAT_LIMITS.messageMaxChars} characters.`,
    emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
    nameTooLong: `Keep your name under ${CHAT_LIMITS.nameMaxChars} characters.`,
    invalidBody: 'This request is not a chat message.',
    conversationNotFound: 'This conversation does not exist. Start a new one.',
    conversationForbidden: 'This conversation belongs to another session. Start a new one.',
    conversationClosed: 'This conversation has ended. Start a new one.',
    conversationFull: 'This conversation is long enough. Start a new one, or call or WhatsApp us.',
    rateLimited: 'You are sending messages quickly. Wait a moment and try again.',
    chatOff: 'The chat is switched off at the moment. Call or WhatsApp us, or use the contact form.',
    failed: 'Sorry, something went wrong. Please try again or contact us by phone.',
  },
  nl: {
    sendFailed: 'Sorry, er ging iets mis. Probeer het opnieuw of bel ons.',
    messageEmpty: 'Typ eerst een bericht.',
    messageTooLong: `Houd je bericht korter dan ${CHAT_LIMITS.messageMaxChars} tekens.`,
    emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
    nameTooLong: `Houd je naam korter dan ${CHAT_LIMITS.nameMaxChars} tekens.`,
    invalidBody: 'Dit verzoek is geen chatbericht.',
    conversationNotFound: 'Dit gesprek bestaat niet. Begin een nieuw gesprek.',
    conversationForbidden: 'Dit gesprek hoort bij een andere sessie. Begin een nieuw gesprek.',
    conversationClosed: 'Dit gesprek is afgesloten. Begin een nieuw gesprek.',
    conversationFull: 'Dit gesprek is lang genoeg. Begin een nieuw gesprek, of bel of app ons.',
    rateLimited: 'Je stuurt snel achter elkaar berichten. Wacht even en probeer het opnieuw.',
    chatOff: 'De chat staat op dit moment uit. Bel of app ons, of gebruik het contactformulier.',
    failed: 'Sorry, er ging iets mis. Probeer het opnieuw of bel ons.',
  },
};

/** A refusal from a chat function: `{ success: false, code, error }` with a 4xx (or 500 for `failed`). */
export interface ChatErrorBody {
  success: false;
  code: ChatErrorCode;
  error: string;
}
