import { describe, expect, it, vi } from 'vitest';
import { closeChatConversation, sendChatMessage } from './chat-api';

const request = { message: 'Hi', customerEmail: 'sam@example.com', language: 'en' as const };
const ID = '0b9f6e8e-3c1f-4d7e-9a59-2f0c1e1d2a3b';

const backendAnswering = (response: Response) => ({
  url: 'https://api.test',
  key: 'public-key',
  fetch: vi.fn(async () => response),
});

const stream = (body: string) => new Response(body, { headers: { 'content-type': 'text/event-stream' } });

const handlers = () => ({ onConversation: vi.fn(), onDelta: vi.fn(), onReset: vi.fn() });

describe('sendChatMessage', () => {
  it('passes on the conversation, the text as it streams, a reset, and the whole answer', async () => {
    const on = handlers();
    const result = await sendChatMessage(
      request,
      on,
      backendAnswering(
        stream(
          `event: meta\ndata: {"conversationId":"${ID}","conversationToken":"tok"}\n\n` +
            'event: delta\ndata: {"text":"Gem"}\n\nevent: reset\ndata: {}\n\nevent: delta\ndata: {"text":"Local"}\n\n' +
            `event: done\ndata: {"response":"Local answer","conversationId":"${ID}","answeredBy":"local"}\n\n`,
        ),
      ),
    );
    expect(on.onConversation).toHaveBeenCalledWith({ conversationId: ID, conversationToken: 'tok' });
    expect(on.onDelta.mock.calls).toEqual([['Gem'], ['Local']]);
    expect(on.onReset).toHaveBeenCalledTimes(1);
    expect(result).toEqual({
      ok: true,
      answer: { response: 'Local answer', conversationId: ID, answeredBy: 'local' },
    });
  });

  it('fails on an error event, on a stream cut short, and on a refusal, with its code', async () => {
    expect(
      await sendChatMessage(
        request,
        handlers(),
        backendAnswering(stream('event: error\ndata: {"code":"failed"}\n\n')),
      ),
    ).toEqual({ ok: false, status: 200, code: 'failed' });
    expect(
      await sendChatMessage(
        request,
        handlers(),
        backendAnswering(stream('event: delta\ndata: {"text":"Half"}\n\n')),
      ),
    ).toEqual({ ok: false, status: 0, code: null });
    expect(
      await sendChatMessage(
        request,
        handlers(),
        backendAnswering(
          Response.json({ success: false, code: 'rate-limited', error: 'Wait' }, { status: 429 }),
        ),
      ),
    ).toEqual({ ok: false, status: 429, code: 'rate-limited' });
  });

  it('asks for a stream with the public key, and reads a JSON answer too', async () => {
    const backend = backendAnswering(
      Response.json({ response: 'Hello', conversationId: ID, answeredBy: 'gemini' }),
    );
    const result = await sendChatMessage(request, handlers(), backend);
    expect(result.ok).toBe(true);
    const [url, init] = backend.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/functions/v1/gemini-chat');
    const headers = init.headers as Record<string, string>;
    expect(headers.accept).toContain('text/event-stream');
    expect(headers.apikey).toBe('public-key');
  });
});

describe('closeChatConversation', () => {
  it('answers null, without throwing, when the close fails', async () => {
    const down = {
      url: 'https://api.test',
      key: 'k',
      fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))),
    };
    expect(
      await closeChatConversation({ conversationId: ID, conversationToken: 't', isAutoClose: false }, down),
    ).toBeNull();
    expect(
      await closeChatConversation(
        { conversationId: ID, conversationToken: 't', isAutoClose: true },
        backendAnswering(Response.json({ success: false }, { status: 404 })),
      ),
    ).toBeNull();
  });
});
