import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../../supabase/functions/_shared/contract/database.types.ts';
import { configFromEnv, type FunctionConfig } from '../../../supabase/functions/_shared/config.ts';
import type { ServiceClient } from '../../../supabase/functions/_shared/database.ts';
import { deno } from '../../../supabase/functions/_shared/runtime.ts';

// What the function tests share: Deno.test (typed locally, see runtime.ts), the emulator started by
// run.ts (SUPABASE_URL, SMTP_*, EMULATOR_INBOX_URL), and the mail catcher's Mailpit-style API.

interface DenoTest {
  test(definition: { name: string; fn: () => Promise<void> | void }): void;
  serve(
    options: { hostname: string; port: number; onListen?: () => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): { addr: { port: number }; shutdown(): Promise<void> };
  listen(options: { hostname: string; port: number }): { addr: { port: number }; close(): void };
}

const denoTest = (globalThis as unknown as { Deno: DenoTest }).Deno;

export const test = (name: string, fn: () => Promise<void> | void) => denoTest.test({ name, fn });
export const serve = denoTest.serve.bind(denoTest);

/** A port nothing listens on: bind one, then free it. */
export function closedPort(): number {
  const listener = denoTest.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr;
  listener.close();
  return port;
}

export function testConfig(overrides: Partial<FunctionConfig> = {}): FunctionConfig {
  return {
    ...configFromEnv(),
    siteUrl: 'https://site.test',
    emailFrom: 'Skydive Events Holland <no-reply@skydiveevents.test>',
    emailTo: 'inbox@skydiveevents.test',
    newsletterSecret: 'test-newsletter-secret',
    ...overrides,
  };
}

export function database(config: FunctionConfig): ServiceClient {
  return createClient<Database>(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let counter = 0;
/** A unique address per call, so neither rows nor rate limits collide between tests. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@example.test`;
export const uniqueIp = () => `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join('.')}`;

export interface CaughtMessage {
  ID: string;
  Subject: string;
  From: { Name: string; Address: string };
  To: { Name: string; Address: string }[];
  Text: string;
  HTML: string;
  Headers: Record<string, string[]>;
}

const inboxUrl = () => deno.env.get('EMULATOR_INBOX_URL') ?? 'http://127.0.0.1:54324';

/** Messages to `address`, newest first, with bodies and headers. */
export async function mailTo(address: string): Promise<CaughtMessage[]> {
  const search = await fetch(`${inboxUrl()}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  const { messages } = (await search.json()) as { messages: { ID: string }[] };
  return Promise.all(
    messages.map(
      async ({ ID }) => (await (await fetch(`${inboxUrl()}/api/v1/message/${ID}`)).json()) as CaughtMessage,
    ),
  );
}

/**
 * The headers hosted Supabase's edge adds for a client at `ip`: `CF-Connecting-IP`, and `ip`
 * appended to whatever `X-Forwarded-For` the client wrote itself (`forgedForwardedFor`).
 */
export function platformHeaders(ip: string, forgedForwardedFor?: string): Record<string, string> {
  return {
    'CF-Connecting-IP': ip,
    'X-Forwarded-For': forgedForwardedFor ? `${forgedForwardedFor}, ${ip}` : ip,
  };
}

export function jsonRequest(
  body: unknown,
  options: {
    ip?: string;
    forgedForwardedFor?: string;
    method?: string;
    contentType?: string;
    raw?: string;
  } = {},
): Request {
  return new Request('http://functions.test/send-contact-email', {
    method: options.method ?? 'POST',
    headers: {
      'Content-Type': options.contentType ?? 'application/json',
      ...platformHeaders(options.ip ?? uniqueIp(), options.forgedForwardedFor),
    },
    body: options.raw ?? JSON.stringify(body),
  });
}

/** Posts JSON to a function's handler, with the caller's token when given, and reads the JSON answer. */
export function jsonCaller(handle: (request: Request) => Promise<Response>, functionName: string) {
  return async (body: unknown, token?: string) => {
    const response = await handle(
      new Request(`http://functions.test/${functionName}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}
