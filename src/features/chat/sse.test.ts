import { describe, expect, it } from 'vitest';
import { readServerEvents } from './sse';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const collect = async (chunks: string[]) => {
  const events = [];
  for await (const event of readServerEvents(streamOf(chunks))) events.push(event);
  return events;
};

describe('readServerEvents', () => {
  it('reads events split anywhere across chunks, including inside a character', async () => {
    const text = 'event: delta\ndata: {"text":"Hé"}\n\nevent: done\ndata: {"response":"x"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const chunks = [...bytes].map((byte) => String.fromCharCode(byte));
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < bytes.length; index += 3)
          controller.enqueue(bytes.slice(index, index + 3));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readServerEvents(split)) events.push(event);
    expect(chunks.length).toBeGreaterThan(10);
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"Hé"}' },
      { event: 'done', data: '{"response":"x"}' },
    ]);
  });

  it('skips comments, joins data lines, and delivers a last event without its blank line', async () => {
    expect(
      await collect([': keep-alive\n\n', 'data: one\r\ndata: two\r\n\r\n', 'event: reset\ndata: {}']),
    ).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'reset', data: '{}' },
    ]);
  });
});
