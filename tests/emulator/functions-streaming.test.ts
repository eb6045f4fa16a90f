import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctions } from '../../emulator/functions/index.ts';
import type { Gateway } from '../../emulator/gateway/index.ts';
import { ANON_KEY, API_KEYS } from '../../emulator/keys.ts';
import { startFunctionsGateway } from './functions-gateway.ts';

// A function's streamed answer (the chat's server-sent events) passes the functions runner and the
// gateway piece by piece: the first event reaches the client while the function still holds the rest.

// Sends one event, then waits until `/drip/release` is called before sending the last one.
const DRIP = `
let release = () => {};
const released = new Promise((resolve) => (release = resolve));

export default function handler(request) {
  if (new URL(request.url).pathname.endsWith('/release')) {
    release();
    return new Response('released');
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode('event: delta\\ndata: {"text":"first"}\\n\\n'));
      await released;
      controller.enqueue(encoder.encode('event: done\\ndata: {}\\n\\n'));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}
`;

let root: string;
let gateway: Gateway;
let stopFunctions: () => Promise<void>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'functions-streaming-'));
  const functionsDir = join(root, 'functions');
  mkdirSync(join(functionsDir, 'drip'), { recursive: true });
  writeFileSync(join(functionsDir, 'drip', 'index.ts'), DRIP);
  writeFileSync(join(root, 'config.toml'), '[functions.drip]\nverify_jwt = false\n');
  const functions = await startFunctions({
    functionsDir,
    configPath: join(root, 'config.toml'),
    jwtSecret: API_KEYS.jwtSecret,
    env: {},
    watch: false,
  });
  stopFunctions = functions.stop;
  gateway = await startFunctionsGateway(functions.handler);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await stopFunctions?.();
  rmSync(root, { recursive: true, force: true });
});

describe('streamed function responses', () => {
  it('reach the client event by event through the runner and the gateway', async () => {
    const response = await fetch(`${gateway.url}/functions/v1/drip`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    // Buffered anywhere, this read would wait for the release that only comes after it.
    const first = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the first event was held back')), 10_000),
      ),
    ]);
    expect(decoder.decode(first.value)).toBe('event: delta\ndata: {"text":"first"}\n\n');

    await (await fetch(`${gateway.url}/functions/v1/drip/release`, { headers: { apikey: ANON_KEY } })).text();
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
    }
    expect(rest).toBe('event: done\ndata: {}\n\n');
  });
});
