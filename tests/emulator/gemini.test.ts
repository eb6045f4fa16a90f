import { ApiError, GoogleGenAI } from '@google/genai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGeminiStandIn, startGeminiStandIn } from '../../emulator/gemini/index.ts';

// The Gemini stand-in: Google's Generative Language API at its boundary (paths, key check, status
// codes, error bodies, server-sent events), driven by Google's own SDK where the SDK can reach it.

let standIn: RunningGeminiStandIn;
const MODEL = 'gemini-2.5-flash';
const SYSTEM = [
  'Rules for the assistant.',
  '- Age and weight limits: Tandem jumpers are at least 16 years old and weigh no more than 100 kg. (/contact)',
  '- Balloon season: Balloon jumps run from May to September. (/balloon-skydiving)',
].join('\n');

const request = (text: string) => ({
  contents: [{ role: 'user', parts: [{ text }] }],
  systemInstruction: { parts: [{ text: SYSTEM }] },
});

function call(method: string, body: unknown, options: { key?: string | null; query?: string } = {}) {
  const key = options.key === undefined ? 'test-key' : options.key;
  return fetch(`${standIn.url}/v1beta/models/${MODEL}:${method}${options.query ?? ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key === null ? {} : { 'x-goog-api-key': key }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const fail = (...faults: { kind: string; delayMs?: number }[]) =>
  fetch(`${standIn.url}/__stand-in/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ faults }),
  });

const sdk = () => new GoogleGenAI({ apiKey: 'test-key', httpOptions: { baseUrl: standIn.url } });

beforeAll(async () => {
  standIn = await startGeminiStandIn({ port: 0 });
});

afterAll(async () => {
  await standIn?.stop();
});

beforeEach(async () => {
  await fetch(`${standIn.url}/__stand-in/faults`, { method: 'DELETE' });
  await fetch(`${standIn.url}/__stand-in/requests`, { method: 'DELETE' });
});

describe('Gemini stand-in', () => {
  it('refuses a request without a key as Google does (403 PERMISSION_DENIED)', async () => {
    const response = await call('generateContent', request('weight'), { key: null });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 403,
        message:
          "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
        status: 'PERMISSION_DENIED',
      },
    });
  });

  it('refuses a blank key with 400 API_KEY_INVALID', async () => {
    const response = await call('generateContent', request('weight'), { key: ' ' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: number; status: string; message: string; details: { reason?: string }[] };
    };
    expect(body.error).toMatchObject({
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: 'API key not valid. Please pass a valid API key.',
    });
    expect(body.error.details[0]?.reason).toBe('API_KEY_INVALID');
  });

  it('answers generateContent with the instruction line that matches the question', async () => {
    const response = await call('generateContent', request('How much may I weigh?'), {
      key: null,
      query: '?key=test-key',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      candidates: [
        {
          content: {
            role: 'model',
            parts: [
              {
                text: 'Tandem jumpers are at least 16 years old and weigh no more than 100 kg. [Age and weight limits](/contact)',
              },
            ],
          },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      modelVersion: MODEL,
    });
    expect(body.usageMetadata).toMatchObject({ promptTokenCount: expect.any(Number) });
  });

  it('streams with alt=sse as Google frames it, and as one JSON array without it', async () => {
    const response = await call('streamGenerateContent', request('When is the balloon season?'), {
      query: '?alt=sse',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const raw = await response.text();
    const events = raw.split('\r\n\r\n').filter(Boolean);
    expect(events.length).toBeGreaterThan(1);
    const chunks = events.map(
      (event) =>
        JSON.parse(event.replace(/^data: /, '')) as {
          candidates: { content: { parts: { text: string }[] }; finishReason?: string }[];
        },
    );
    expect(chunks.map((chunk) => chunk.candidates[0]?.content.parts[0]?.text).join('')).toBe(
      'Balloon jumps run from May to September. [Balloon season](/balloon-skydiving)',
    );
    expect(chunks.at(-1)?.candidates[0]?.finishReason).toBe('STOP');
    expect(chunks.slice(0, -1).every((chunk) => chunk.candidates[0]?.finishReason === undefined)).toBe(true);

    const array = await call('streamGenerateContent', request('When is the balloon season?'));
    expect(array.status).toBe(200);
    expect(Array.isArray(await array.json())).toBe(true);
  });

  it("answers bad requests with Google's 400 and 404 bodies", async () => {
    const badJson = await call('generateContent', '{"contents": [');
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
    const noContents = await call('generateContent', { contents: [] });
    expect(noContents.status).toBe(400);
    expect(await noContents.json()).toMatchObject({
      error: { message: '* GenerateContentRequest.contents: contents is not specified\n' },
    });
    const unknownModel = await fetch(`${standIn.url}/v1beta/models/no-such-model:generateContent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-goog-api-key': 'test-key' },
      body: JSON.stringify(request('hi')),
    });
    expect(unknownModel.status).toBe(404);
    expect(await unknownModel.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });

  it('fails as Google fails when told to, one fault per request, in order', async () => {
    expect((await fail({ kind: 'rate-limited' }, { kind: 'internal' }, { kind: 'unavailable' })).status).toBe(
      200,
    );
    const statuses: [number, string][] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await call('generateContent', request('weight'));
      const body = (await response.json()) as { error: { code: number; status: string } };
      expect(body.error.code).toBe(response.status);
      statuses.push([response.status, body.error.status]);
    }
    expect(statuses).toEqual([
      [429, 'RESOURCE_EXHAUSTED'],
      [500, 'INTERNAL'],
      [503, 'UNAVAILABLE'],
    ]);
    expect((await call('generateContent', request('weight'))).status).toBe(200);
  });

  it('blocks a prompt with promptFeedback and stops an answer for SAFETY', async () => {
    await fail({ kind: 'blocked-prompt' }, { kind: 'safety' });
    const blocked = (await (await call('generateContent', request('weight'))).json()) as Record<
      string,
      unknown
    >;
    expect(blocked.candidates).toBeUndefined();
    expect(blocked.promptFeedback).toMatchObject({ blockReason: 'SAFETY' });
    const stopped = (await (await call('generateContent', request('weight'))).json()) as {
      candidates: { finishReason: string; content?: unknown }[];
    };
    expect(stopped.candidates[0]?.finishReason).toBe('SAFETY');
    expect(stopped.candidates[0]?.content).toBeUndefined();
  });

  it('answers slowly when told to', async () => {
    await fail({ kind: 'slow', delayMs: 400 });
    const started = Date.now();
    expect((await call('generateContent', request('weight'))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('refuses an unknown fault', async () => {
    expect((await fail({ kind: 'meteor' })).status).toBe(400);
  });

  it('records what it was sent', async () => {
    await call('generateContent', request('How much may I weigh?'));
    const { requests } = (await (await fetch(`${standIn.url}/__stand-in/requests`)).json()) as {
      requests: { model: string; method: string; apiKey: string; body: unknown }[];
    };
    expect(requests).toEqual([
      { model: MODEL, method: 'generateContent', apiKey: 'test-key', body: request('How much may I weigh?') },
    ]);
  });

  it("works with Google's SDK: a whole answer, a stream, and its errors", async () => {
    const client = sdk();
    const whole = await client.models.generateContent({
      model: MODEL,
      contents: 'How much may I weigh?',
      config: { systemInstruction: SYSTEM },
    });
    expect(whole.text).toContain('100 kg');

    const pieces: string[] = [];
    const stream = await client.models.generateContentStream({
      model: MODEL,
      contents: 'When is the balloon season?',
      config: { systemInstruction: SYSTEM },
    });
    for await (const chunk of stream) pieces.push(chunk.text ?? '');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toContain('May to September');

    await fail({ kind: 'rate-limited' });
    const error = await client.models
      .generateContent({ model: MODEL, contents: 'weight', config: { systemInstruction: SYSTEM } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).message).toContain('RESOURCE_EXHAUSTED');
  });
});
