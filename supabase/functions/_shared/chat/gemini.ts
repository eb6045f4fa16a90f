import { ApiError, type Content, GoogleGenAI } from '@google/genai';
import type { FunctionConfig } from '../config.ts';

// The chat's one door to Gemini, through Google's own SDK: a reply streamed as text pieces, and
// every way the service can fail turned into a GeminiFailure that says whether trying again helps.

export interface GeminiPrompt {
  systemInstruction: string;
  /** The conversation so far, ending with the visitor's new message; roles `user` and `model`. */
  contents: Content[];
  signal: AbortSignal;
}

/** Streams the model's reply as text pieces; throws a GeminiFailure when there is no usable reply. */
export type GeminiModel = (prompt: GeminiPrompt) => AsyncIterable<string>;

export type GeminiFailureKind = 'rate-limited' | 'unavailable' | 'timeout' | 'blocked' | 'empty' | 'refused';

export class GeminiFailure extends Error {
  constructor(
    readonly kind: GeminiFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'GeminiFailure';
  }

  /** Rate limits, server errors and timeouts pass; a blocked or empty answer would come again. */
  get retryable(): boolean {
    return this.kind === 'rate-limited' || this.kind === 'unavailable' || this.kind === 'timeout';
  }
}

// A candidate that ends for any of these reasons carries no answer to show.
const USABLE_FINISH = new Set(['STOP', 'MAX_TOKENS', 'FINISH_REASON_UNSPECIFIED']);

function failureOf(error: unknown, signal: AbortSignal): GeminiFailure {
  if (error instanceof GeminiFailure) return error;
  if (signal.aborted) return new GeminiFailure('timeout', 'Gemini did not answer in time');
  if (error instanceof ApiError) {
    if (error.status === 429) return new GeminiFailure('rate-limited', error.message);
    if (error.status === 408 || error.status >= 500) return new GeminiFailure('unavailable', error.message);
    return new GeminiFailure('refused', error.message);
  }
  // fetch() rejects with a TypeError when the service cannot be reached at all.
  const message = error instanceof Error ? error.message : String(error);
  return new GeminiFailure('unavailable', message);
}

export function geminiFromConfig(config: FunctionConfig): GeminiModel | undefined {
  if (!config.geminiApiKey) return undefined;
  const client = new GoogleGenAI({
    apiKey: config.geminiApiKey,
    ...(config.geminiBaseUrl ? { httpOptions: { baseUrl: config.geminiBaseUrl } } : {}),
  });
  return async function* gemini({ systemInstruction, contents, signal }) {
    try {
      const stream = await client.models.generateContentStream({
        model: config.geminiModel,
        contents,
        config: { systemInstruction, abortSignal: signal, temperature: 0.2, candidateCount: 1 },
      });
      for await (const chunk of stream) {
        if (signal.aborted) throw new GeminiFailure('timeout', 'Gemini did not answer in time');
        const blockReason = chunk.promptFeedback?.blockReason;
        if (blockReason) throw new GeminiFailure('blocked', `prompt blocked: ${blockReason}`);
        const candidate = chunk.candidates?.[0];
        if (candidate?.finishReason && !USABLE_FINISH.has(candidate.finishReason)) {
          throw new GeminiFailure('blocked', `answer stopped: ${candidate.finishReason}`);
        }
        const text = candidate?.content?.parts
          ?.filter((part) => !part.thought && typeof part.text === 'string')
          .map((part) => part.text)
          .join('');
        if (text) yield text;
      }
    } catch (error) {
      throw failureOf(error, signal);
    }
  };
}
