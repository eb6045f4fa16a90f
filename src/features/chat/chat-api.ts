// The two chat functions, called with plain fetch (supabase-js stays out of the chat): a message to
// `gemini-chat`, read as a stream of server-sent events when the function streams and as JSON when
// it does not, and the close to `close-chat-conversation`.
import { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL } from '@/lib/supabase';
import type {
  ChatErrorCode,
  ChatRequest,
  ChatResponse,
  ChatStreamDelta,
  ChatStreamMeta,
  CloseChatRequest,
  CloseChatResponse,
} from '@contract/chat.ts';
import { readServerEvents } from './sse';

export interface ChatBackend {
  url: string;
  key: string;
  fetch?: typeof fetch;
}

export const chatBackend: ChatBackend = { url: SUPABASE_URL, key: SUPABASE_PUBLISHABLE_KEY };

export interface StreamHandlers {
  /** The conversation's id (and, for a new one, its token), as soon as the function knows it. */
  onConversation: (meta: ChatStreamMeta) => void;
  onDelta: (text: string) => void;
  /** What streamed so far is to be dropped: another answerer starts again. */
  onReset: () => void;
}

export type SendResult =
  { ok: true; answer: ChatResponse } | { ok: false; status: number; code: ChatErrorCode | null };

const REPLY_TIMEOUT_MS = 60_000;
const CLOSE_TIMEOUT_MS = 15_000;

const post = (backend: ChatBackend, name: string, body: object, accept: string, signal: AbortSignal) =>
  (backend.fetch ?? fetch)(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: backend.key,
      authorization: `Bearer ${backend.key}`,
      'content-type': 'application/json',
      accept,
    },
    body: JSON.stringify(body),
    signal,
  });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isAnswer = (value: unknown): value is ChatResponse =>
  isObject(value) && typeof value.response === 'string' && typeof value.conversationId === 'string';

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
};

const failure = (status: number, body: unknown): SendResult => ({
  ok: false,
  status,
  code: isObject(body) && typeof body.code === 'string' ? (body.code as ChatErrorCode) : null,
});

/** Sends one message and reports the reply as it is written; never throws. */
export async function sendChatMessage(
  request: ChatRequest,
  handlers: StreamHandlers,
  backend: ChatBackend = chatBackend,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REPLY_TIMEOUT_MS);
  try {
    const response = await post(
      backend,
      'gemini-chat',
      request,
      'text/event-stream, application/json',
      controller.signal,
    );
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('text/event-stream') || !response.body) {
      const body = await response.json().catch(() => undefined);
      if (response.ok && isAnswer(body)) {
        handlers.onConversation({
          conversationId: body.conversationId,
          conversationToken: body.conversationToken,
        });
        return { ok: true, answer: body };
      }
      return failure(response.ok ? 0 : response.status, body);
    }
    for await (const { event, data } of readServerEvents(response.body)) {
      const payload = parse(data);
      if (event === 'meta' && isObject(payload) && typeof payload.conversationId === 'string')
        handlers.onConversation(payload as unknown as ChatStreamMeta);
      else if (event === 'delta' && isObject(payload) && typeof payload.text === 'string')
        handlers.onDelta((payload as unknown as ChatStreamDelta).text);
      else if (event === 'reset') handlers.onReset();
      else if (event === 'done' && isAnswer(payload)) {
        handlers.onConversation({
          conversationId: payload.conversationId,
          conversationToken: payload.conversationToken,
        });
        return { ok: true, answer: payload };
      } else if (event === 'error') return failure(response.status, payload);
    }
    // The stream ended without its last event: the reply is incomplete.
    return { ok: false, status: 0, code: null };
  } catch {
    return { ok: false, status: 0, code: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Closes a conversation; null when the close failed, which the widget passes over in silence. */
export async function closeChatConversation(
  request: CloseChatRequest,
  backend: ChatBackend = chatBackend,
): Promise<CloseChatResponse | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CLOSE_TIMEOUT_MS);
  try {
    const response = await post(
      backend,
      'close-chat-conversation',
      request,
      'application/json',
      controller.signal,
    );
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok && isObject(body) && body.success === true
      ? (body as unknown as CloseChatResponse)
      : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
