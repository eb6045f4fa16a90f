import type { ChatStreamEvent } from '../contract/chat.ts';
import { corsHeaders } from '../http.ts';

// Server-sent events for the chat (`Accept: text/event-stream`): one `event:` and one JSON `data:`
// line per event, written as soon as it is known so the reply appears while it is written.

export interface EventSink {
  send(event: ChatStreamEvent, data: unknown): void;
}

export function wantsEventStream(request: Request): boolean {
  return /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(request.headers.get('accept') ?? '');
}

const encoder = new TextEncoder();

export const encodeEvent = (event: ChatStreamEvent, data: unknown): Uint8Array =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * A streamed response whose events `produce` sends; the response starts at once and ends when
 * `produce` settles. A visitor who leaves mid-reply does not stop `produce`: what it stores is kept.
 */
export function eventStreamResponse(produce: (sink: EventSink) => Promise<void>): Response {
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const sink: EventSink = {
        send(event, data) {
          if (!open) return;
          try {
            controller.enqueue(encodeEvent(event, data));
          } catch {
            open = false;
          }
        },
      };
      void produce(sink).finally(() => {
        if (!open) return;
        open = false;
        controller.close();
      });
    },
    cancel() {
      open = false;
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // Proxies that buffer by default (nginx) pass each event on at once.
      'X-Accel-Buffering': 'no',
    },
  });
}

/** A finished text cut into a few pieces at word boundaries, so a local answer streams like a model's. */
export function textPieces(text: string, pieces = 4): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  if (words.length === 0) return text ? [text] : [];
  const size = Math.max(1, Math.ceil(words.length / pieces));
  const result: string[] = [];
  const leading = text.slice(0, text.length - text.trimStart().length);
  for (let index = 0; index < words.length; index += size) {
    result.push(words.slice(index, index + size).join(''));
  }
  result[0] = leading + result[0];
  return result;
}
