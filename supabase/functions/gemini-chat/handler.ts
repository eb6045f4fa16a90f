import { findOwnedConversation, hashToken, newConversationToken } from '../_shared/chat/access.ts';
import { chatError, chatRequestLanguage } from '../_shared/chat/errors.ts';
import { type GeminiModel, geminiFromConfig } from '../_shared/chat/gemini.ts';
import type { HistoryMessage } from '../_shared/chat/prompt.ts';
import { produceReply, type Reply } from '../_shared/chat/reply.ts';
import { eventStreamResponse, wantsEventStream } from '../_shared/chat/stream.ts';
import { clientAddress } from '../_shared/client-address.ts';
import type { FunctionConfig } from '../_shared/config.ts';
import {
  CHAT_LIMITS,
  CHAT_RATE_LIMITS,
  type ChatErrorBody,
  type ChatResponse,
  type ChatStreamMeta,
  chatMessages,
} from '../_shared/contract/chat.ts';
import type { Language } from '../_shared/contract/language.ts';
import { SETTING_KEYS, switchSchema } from '../_shared/contract/settings.ts';
import type { ServiceClient } from '../_shared/database.ts';
import { jsonResponse, methodNotAllowed, preflight, readJsonBody } from '../_shared/http.ts';
import { validateChatRequest, type ValidChatRequest } from './validate.ts';

// gemini-chat (spec call 2): one visitor message in, one reply out, both stored. The first message
// creates the conversation and hands out its token; later ones must bring it. Refusals are JSON
// with a status and a code; a valid message always gets an answer, from Gemini or the local answerer.

export interface GeminiChatDeps {
  config: FunctionConfig;
  db: ServiceClient;
  /** The model; by default Gemini when the configuration has a key, else none (the local answerer). */
  gemini?: GeminiModel;
  /** One Gemini attempt's time limit (tests shorten it). */
  geminiTimeoutMs?: number;
}

interface Prepared {
  conversationId: string;
  /** Only for a conversation created by this request. */
  conversationToken?: string;
  history: HistoryMessage[];
}

type Step<T> = { ok: true; value: T } | { ok: false; response: Response };

const stop = (response: Response): { ok: false; response: Response } => ({ ok: false, response });

/**
 * The back office's chat switch, checked here too: hiding the widget does not stop direct calls.
 * An unreadable or malformed setting counts as on, as the widget reads it.
 */
async function chatSwitchedOff(db: ServiceClient): Promise<boolean> {
  const { data, error } = await db
    .from('site_settings')
    .select('value')
    .eq('key', SETTING_KEYS.chatEnabled)
    .maybeSingle();
  if (error) console.error('gemini-chat: reading the chat switch failed', error.message);
  const parsed = switchSchema('en').safeParse(data?.value);
  return parsed.success && parsed.data === false;
}

/** Takes a slot; the seconds to wait when the key is used up. A database hiccup lets the message through. */
async function waitFor(
  db: ServiceClient,
  key: string,
  limit: { hits: number; windowSeconds: number },
): Promise<number> {
  const { data, error } = await db.rpc('rate_limit_hit', {
    p_keys: [key],
    p_limit: limit.hits,
    p_window_seconds: limit.windowSeconds,
  });
  if (error) {
    console.error('gemini-chat: rate limit check failed', error.message);
    return 0;
  }
  return typeof data === 'number' ? data : 0;
}

/** A 429 with Retry-After when `key` has used up `limit`. */
async function limited(
  db: ServiceClient,
  chat: ValidChatRequest,
  key: string,
  limit: { hits: number; windowSeconds: number },
): Promise<Response | undefined> {
  const wait = await waitFor(db, key, limit);
  return wait > 0
    ? chatError(chat.language, 429, 'rate-limited', { 'Retry-After': String(wait) })
    : undefined;
}

/** The conversation the message belongs to, refused when it is not the sender's, closed or full. */
async function existingConversation(
  db: ServiceClient,
  chat: ValidChatRequest,
  conversationId: string,
): Promise<Step<void>> {
  const owned = await findOwnedConversation(db, conversationId, chat.conversationToken);
  if (!owned.ok) return stop(chatError(chat.language, owned.status, owned.code));
  if (owned.conversation.status === 'closed')
    return stop(chatError(chat.language, 409, 'conversation-closed'));
  const { count, error } = await db
    .from('chat_messages')
    .select('id', { count: 'exact', head: true })
    .eq('conversation_id', conversationId);
  if (error) throw new Error(`counting the messages failed: ${error.code} ${error.message}`);
  // Room is needed for the message and its reply.
  if ((count ?? 0) + 2 > CHAT_LIMITS.messagesPerConversation) {
    return stop(chatError(chat.language, 409, 'conversation-full'));
  }
  return { ok: true, value: undefined };
}

async function readHistory(db: ServiceClient, conversationId: string): Promise<HistoryMessage[]> {
  const { data, error } = await db
    .from('chat_messages')
    .select('role, content')
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: false })
    .limit(CHAT_LIMITS.historyWindow);
  if (error) throw new Error(`reading the history failed: ${error.code} ${error.message}`);
  return data
    .reverse()
    .map((row) => ({ role: row.role === 'assistant' ? 'assistant' : 'user', content: row.content }));
}

async function createConversation(
  db: ServiceClient,
  chat: ValidChatRequest,
): Promise<{ id: string; token: string }> {
  const token = newConversationToken();
  const { data, error } = await db
    .from('chat_conversations')
    .insert({
      customer_email: chat.customerEmail,
      customer_name: chat.customerName,
      language: chat.language,
      token_hash: await hashToken(token),
    })
    .select('id')
    .single();
  if (error) throw new Error(`creating the conversation failed: ${error.code} ${error.message}`);
  return { id: data.id, token };
}

/** Checks, limits and the visitor's message stored: everything before the reply. */
async function prepare(
  deps: GeminiChatDeps,
  request: Request,
  chat: ValidChatRequest,
): Promise<Step<Prepared>> {
  const { db } = deps;
  const ip = clientAddress(request);
  // The client's limit comes first, so guessing at other conversations costs slots too.
  const overClient = await limited(db, chat, `chat:ip:${ip}`, CHAT_RATE_LIMITS.client);
  if (overClient) return stop(overClient);

  let conversationId: string;
  let created: { id: string; token: string } | undefined;
  let history: HistoryMessage[] = [];
  if (chat.conversationId) {
    conversationId = chat.conversationId;
    const existing = await existingConversation(db, chat, conversationId);
    if (!existing.ok) return existing;
    const over = await limited(
      db,
      chat,
      `chat:conversation:${conversationId}`,
      CHAT_RATE_LIMITS.conversation,
    );
    if (over) return stop(over);
    history = await readHistory(db, conversationId);
  } else {
    const over = await limited(db, chat, `chat:new-conversation:ip:${ip}`, CHAT_RATE_LIMITS.newConversation);
    if (over) return stop(over);
    created = await createConversation(db, chat);
    conversationId = created.id;
    // The first message counts towards its conversation's limit too.
    await waitFor(db, `chat:conversation:${conversationId}`, CHAT_RATE_LIMITS.conversation);
  }

  const { error } = await db
    .from('chat_messages')
    .insert({ conversation_id: conversationId, role: 'user', content: chat.message });
  if (error) {
    // A conversation without its first message is of no use to anyone.
    if (created) await db.from('chat_conversations').delete().eq('id', created.id);
    throw new Error(`storing the message failed: ${error.code} ${error.message}`);
  }
  return { ok: true, value: { conversationId, conversationToken: created?.token, history } };
}

/** Stores the reply; a failure is logged, and the visitor still gets the answer. */
async function storeReply(db: ServiceClient, conversationId: string, reply: Reply): Promise<void> {
  const stored = await db.from('chat_messages').insert({
    conversation_id: conversationId,
    role: 'assistant',
    content: reply.text,
    answered_by: reply.answeredBy,
  });
  if (stored.error) console.error('gemini-chat: storing the reply failed', stored.error.message);
  const touched = await db
    .from('chat_conversations')
    .update({ last_message_at: new Date().toISOString() })
    .eq('id', conversationId);
  if (touched.error) console.error('gemini-chat: updating the conversation failed', touched.error.message);
}

function failedBody(language: Language): ChatErrorBody {
  return { success: false, code: 'failed', error: chatMessages[language].failed };
}

export function createGeminiChat(deps: GeminiChatDeps): (request: Request) => Promise<Response> {
  const gemini = deps.gemini ?? geminiFromConfig(deps.config);

  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return methodNotAllowed('POST, OPTIONS');
    const read = await readJsonBody(request);
    if (!read.ok) {
      const status = read.response.status;
      return chatError('en', status, status === 413 ? 'message-too-long' : 'invalid-body');
    }
    const language = chatRequestLanguage(read.body);
    const valid = validateChatRequest(read.body);
    if (!valid.ok) return chatError(language, valid.status, valid.code);
    const chat = valid.request;

    let prepared: Prepared;
    try {
      if (await chatSwitchedOff(deps.db)) return chatError(language, 503, 'chat-off');
      const step = await prepare(deps, request, chat);
      if (!step.ok) return step.response;
      prepared = step.value;
    } catch (error) {
      console.error('gemini-chat failed', error);
      return chatError(language, 500, 'failed');
    }

    const answer = async (onDelta?: (text: string) => void, onReset?: () => void): Promise<ChatResponse> => {
      const reply = await produceReply({
        message: chat.message,
        language: chat.language,
        history: prepared.history,
        pagePath: chat.pagePath,
        gemini,
        timeoutMs: deps.geminiTimeoutMs,
        onDelta,
        onReset,
      });
      await storeReply(deps.db, prepared.conversationId, reply).catch((error: unknown) =>
        console.error('gemini-chat: storing the reply failed', error),
      );
      return {
        response: reply.text,
        conversationId: prepared.conversationId,
        ...(prepared.conversationToken ? { conversationToken: prepared.conversationToken } : {}),
        answeredBy: reply.answeredBy,
      };
    };

    if (wantsEventStream(request)) {
      return eventStreamResponse(async (sink) => {
        const meta: ChatStreamMeta = {
          conversationId: prepared.conversationId,
          ...(prepared.conversationToken ? { conversationToken: prepared.conversationToken } : {}),
        };
        sink.send('meta', meta);
        try {
          const done = await answer(
            (text) => sink.send('delta', { text }),
            () => sink.send('reset', {}),
          );
          sink.send('done', done);
        } catch (error) {
          console.error('gemini-chat failed while answering', error);
          sink.send('error', failedBody(language));
        }
      });
    }
    try {
      return jsonResponse(200, await answer());
    } catch (error) {
      console.error('gemini-chat failed while answering', error);
      return chatError(language, 500, 'failed');
    }
  };
}
