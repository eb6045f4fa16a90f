import { request } from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctions } from '../../emulator/functions/index.ts';
import type { Gateway } from '../../emulator/gateway/index.ts';
import { signJwt } from '../../emulator/jwt.ts';
import { API_KEYS, ANON_KEY, PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from '../../emulator/keys.ts';
import { fetchFrom, loopbackAddress } from '../support/client-address.ts';
import { clientOptions } from '../support/clients.ts';
import { startFunctionsGateway } from './functions-gateway.ts';

// Edge functions under a real Deno, reached through the gateway with supabase-js, using fixture
// functions (tests/emulator/fixtures) instead of the project's own.

const fixtures = join(import.meta.dirname, 'fixtures');
let root: string;
let functionsDir: string;
let gateway: Gateway;
let stopFunctions: () => Promise<void>;

/**
 * POSTs a JSON body of `size` bytes in 64 KB writes, with a `Content-Length` or chunked, and
 * resolves with the answer (an answer that comes while the body is still going counts).
 */
function postRaw(
  target: string,
  size: number,
  { chunked }: { chunked: boolean },
): Promise<{ status: number; body: unknown }> {
  const json = Buffer.from(JSON.stringify({ padding: 'x'.repeat(size - 14) }));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method: 'POST',
        headers: {
          apikey: ANON_KEY,
          'Content-Type': 'application/json',
          ...(chunked ? {} : { 'Content-Length': String(json.length) }),
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) as unknown }),
        );
      },
    );
    outgoing.on('error', reject);
    let offset = 0;
    const write = (): void => {
      while (offset < json.length && !outgoing.destroyed) {
        const piece = json.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!outgoing.write(piece)) {
          outgoing.once('drain', write);
          return;
        }
      }
      outgoing.end();
    };
    write();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'functions-'));
  functionsDir = join(root, 'functions');
  cpSync(join(fixtures, 'functions'), functionsDir, { recursive: true });
  cpSync(join(fixtures, 'outside.ts'), join(root, 'outside.ts'));
  // Secrets come from a git-ignored .env beside the functions, as with `supabase functions serve`.
  writeFileSync(join(functionsDir, '.env'), 'ECHO_SECRET="from-env-file"\n');
  const functions = await startFunctions({
    functionsDir,
    configPath: join(fixtures, 'config.toml'),
    jwtSecret: API_KEYS.jwtSecret,
    env: {
      SUPABASE_URL: 'http://127.0.0.1:54321',
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    },
  });
  stopFunctions = functions.stop;
  gateway = await startFunctionsGateway(functions.handler);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await stopFunctions?.();
  rmSync(root, { recursive: true, force: true });
});

describe('edge functions', () => {
  it('sets CF-Connecting-IP from the connection and appends it to X-Forwarded-For, as the hosted edge does', async () => {
    const from = loopbackAddress(7);
    const echo = async (headers: Record<string, string>) =>
      (await (
        await fetchFrom(from, `${gateway.url}/functions/v1/echo`, {
          method: 'POST',
          headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, ...headers },
        })
      ).json()) as { cfConnectingIp: string; forwardedFor: string };
    expect(await echo({})).toMatchObject({ cfConnectingIp: from, forwardedFor: from });
    expect(await echo({ 'X-Forwarded-For': '10.0.0.1', 'CF-Connecting-IP': '10.0.0.2' })).toMatchObject({
      cfConnectingIp: from,
      forwardedFor: `10.0.0.1, ${from}`,
    });
  });

  it('runs a function with the body, headers and environment the hosted runtime gives', async () => {
    const supabase = createClient(gateway.url, ANON_KEY, clientOptions);
    const { data, error } = await supabase.functions.invoke('echo', { body: { hello: 'wereld' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: { hello: 'wereld' },
      authorization: `Bearer ${ANON_KEY}`,
      apikey: ANON_KEY,
      env: {
        SUPABASE_URL: 'http://127.0.0.1:54321',
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        ECHO_SECRET: 'from-env-file',
      },
    });
  });

  it('answers the CORS preflight browsers send before invoking', async () => {
    const response = await fetch(`${gateway.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.ok).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('lets publishable-key callers reach a function with verify_jwt off', async () => {
    const supabase = createClient(gateway.url, PUBLISHABLE_KEY, clientOptions);
    const { data, error } = await supabase.functions.invoke('echo', { body: {} });
    expect(error).toBeNull();
    expect(data).toMatchObject({ apikey: PUBLISHABLE_KEY });
    expect(String((data as { authorization: unknown }).authorization)).not.toMatch(/^Bearer ey/);
  });

  it('rejects calls without a valid JWT when verify_jwt is on, as hosted', async () => {
    const publishable = await createClient(gateway.url, PUBLISHABLE_KEY, clientOptions).functions.invoke(
      'guarded',
      { body: {} },
    );
    expect(publishable.error).toBeInstanceOf(FunctionsHttpError);
    const response =
      publishable.error instanceof FunctionsHttpError ? (publishable.error.context as Response) : undefined;
    expect(response?.status).toBe(401);
    // An opaque key is not a JWT.
    expect(await response?.json()).toEqual({ msg: 'Invalid JWT' });
    const bare = await fetch(`${gateway.url}/functions/v1/guarded`, {
      method: 'POST',
      headers: { apikey: PUBLISHABLE_KEY },
    });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const forged = await fetch(`${gateway.url}/functions/v1/guarded`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ANON_KEY.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ msg: 'Invalid JWT' });
    const anon = await createClient(gateway.url, ANON_KEY, clientOptions).functions.invoke('guarded', {
      body: {},
    });
    expect(anon.data).toEqual({ authorization: `Bearer ${ANON_KEY}` });
  });

  it('refuses a correctly signed JWT without `exp` when verify_jwt is on', async () => {
    const forever = signJwt({ role: 'anon', iss: 'supabase-demo' }, API_KEYS.jwtSecret);
    const response = await fetch(`${gateway.url}/functions/v1/guarded`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${forever}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' });
  });

  it('answers a chunked body past the function’s limit with the function’s own 413, as a sized one', async () => {
    const tenMegabytes = 10 * 1024 * 1024;
    const sized = await postRaw(`${gateway.url}/functions/v1/limited`, tenMegabytes, { chunked: false });
    const chunked = await postRaw(`${gateway.url}/functions/v1/limited`, tenMegabytes, { chunked: true });
    const refusal = { status: 413, body: { success: false, error: 'Request body too large' } };
    expect(sized).toEqual(refusal);
    expect(chunked).toEqual(refusal);
    // A chunked body within the limit reaches the function whole.
    expect(await postRaw(`${gateway.url}/functions/v1/limited`, 1000, { chunked: true })).toEqual({
      status: 200,
      body: { bytes: 1000, body: { padding: expect.any(String) } },
    });
  });

  it('serves every folder except _shared and reports unknown names', async () => {
    const response = await fetch(`${gateway.url}/functions/v1/_shared`, {
      method: 'POST',
      headers: { apikey: ANON_KEY },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });

  it('refuses a function that imports a file from outside its folder, as a hosted deploy would', async () => {
    const response = await fetch(`${gateway.url}/functions/v1/stray`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Function failed to start (please check logs)',
    });
  });

  it('picks up a new function while running, as `supabase functions serve` does', async () => {
    mkdirSync(join(functionsDir, 'added'));
    writeFileSync(
      join(functionsDir, 'added', 'index.ts'),
      "export default () => new Response(JSON.stringify({ added: true }), { headers: { 'Content-Type': 'application/json' } });\n",
    );
    const supabase = createClient(gateway.url, ANON_KEY, clientOptions);
    let answer: unknown;
    for (let attempt = 0; attempt < 50 && answer === undefined; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { data } = await supabase.functions.invoke('added', { body: {} });
      answer = data ?? undefined;
    }
    expect(answer).toEqual({ added: true });
  });
});
