import type { ChatAnswerer } from '../contract/chat.ts';
import type { Language } from '../contract/language.ts';
import { type GeminiModel, GeminiFailure } from './gemini.ts';
import { answerLocally } from './local-answerer.ts';
import { type HistoryMessage, promptContents, systemInstruction } from './prompt.ts';
import { textPieces } from './stream.ts';

// One reply to one message: Gemini when there is a key (a time limit, one more try when the
// service is busy or slow), and the local answerer whenever Gemini has no usable answer, so a
// visitor never sees an outage.

/** How long one Gemini attempt may take before the next try or the local answer. */
export const GEMINI_TIMEOUT_MS = 15_000;
/** Longer replies are cut here: the rules ask for a few sentences, and the stored row has a limit. */
export const REPLY_MAX_CHARS = 4_000;

export interface ReplyRequest {
  message: string;
  language: Language;
  /** The latest stored messages, oldest first, without the new one. */
  history: readonly HistoryMessage[];
  /** The site path of the page the widget is on (already checked). */
  pagePath?: string | null;
  gemini?: GeminiModel;
  timeoutMs?: number;
  /** Text to append to what the visitor sees. */
  onDelta?: (text: string) => void;
  /** What was shown so far is to be dropped: another attempt or the local answer follows. */
  onReset?: () => void;
}

export interface Reply {
  text: string;
  answeredBy: ChatAnswerer;
}

async function askGemini(request: ReplyRequest, gemini: GeminiModel): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? GEMINI_TIMEOUT_MS);
  let text = '';
  try {
    const pieces = gemini({
      systemInstruction: systemInstruction(request.language, request.pagePath),
      contents: promptContents(request.history, request.message),
      signal: controller.signal,
    });
    for await (const piece of pieces) {
      const room = REPLY_MAX_CHARS - text.length;
      const kept = piece.slice(0, room);
      text += kept;
      if (kept) request.onDelta?.(kept);
      if (text.length >= REPLY_MAX_CHARS) break;
    }
  } catch (error) {
    if (text) request.onReset?.();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (!text.trim()) throw new GeminiFailure('empty', 'Gemini answered without text');
  return text;
}

export async function produceReply(request: ReplyRequest): Promise<Reply> {
  if (request.gemini) {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        return { text: await askGemini(request, request.gemini), answeredBy: 'gemini' };
      } catch (error) {
        const failure =
          error instanceof GeminiFailure ? error : new GeminiFailure('unavailable', String(error));
        console.warn(
          `gemini-chat: Gemini attempt ${attempt} failed (${failure.kind}): ${failure.message.slice(0, 300)}`,
        );
        if (!failure.retryable) break;
      }
    }
  }
  const local = answerLocally(request.message, request.language, [...request.history]);
  for (const piece of textPieces(local.text)) request.onDelta?.(piece);
  return { text: local.text, answeredBy: 'local' };
}
