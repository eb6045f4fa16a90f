import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendQueuedRequests } from '../../emulator/db/net.ts';
import { setVaultSecrets } from '../../emulator/db/vault.ts';
import { startEmulator, type RunningEmulator } from '../../emulator/start.ts';
import { TEST_STACK_OPTIONS } from '../support/test-stack.ts';

// pg_net and Vault as migrations and scheduled jobs use them on a hosted project: `net.http_post`
// queues a request that a worker sends, its answer recorded under the same id in
// `net._http_response`; `vault.decrypted_secrets` holds the project's URL and service role key.

let emulator: RunningEmulator;
let dataDir: string;
let server: Server;
let serverUrl: string;
const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'emulator-net-'));
  emulator = await startEmulator({
    dataDir,
    port: 0,
    inboxPort: 0,
    smtpPort: 0,
    functions: false,
    quiet: true,
    ...TEST_STACK_OPTIONS,
  });
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (request.url?.startsWith('/slow')) {
        setTimeout(() => response.end('late'), 1_000);
        return;
      }
      response.writeHead(201, { 'Content-Type': 'application/json', 'X-Answer': 'yes' });
      response.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const owner = <T>(sql: string, params?: unknown[]) =>
  emulator.db.asOwner((tx) => tx.query<T>(sql, params)).then((result) => result.rows);

interface Response {
  id: string;
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

/** The recorded answer to request `id`, once the emulator's worker (every second) has sent it. */
async function answerTo(id: number | string): Promise<Response> {
  let answer: Response | undefined;
  await expect
    .poll(
      async () => {
        [answer] = await owner<Response>('select * from net._http_response where id = $1', [id]);
        return answer !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return answer!;
}

describe('net.http_post', () => {
  it('queues a request and returns its id; the worker sends it and records the answer under that id', async () => {
    const [{ id }] = (await owner<{ id: string }>(
      `select net.http_post(
         url := $1,
         body := '{"name": "Zoë"}'::jsonb,
         params := '{"lang": "nl", "q": "a b&c"}'::jsonb,
         headers := '{"Content-Type": "application/json", "Authorization": "Bearer secret"}'::jsonb
       ) as id`,
      [`${serverUrl}/hook`],
    )) as [{ id: string }];

    const answer = await answerTo(id);
    expect(answer).toMatchObject({
      status_code: 201,
      content_type: 'application/json',
      content: '{"ok":true}',
      timed_out: false,
      error_msg: null,
    });
    expect(answer.headers?.['x-answer']).toBe('yes');
    expect(await owner('select * from net.http_request_queue where id = $1', [id])).toEqual([]);
    const request = received.find((entry) => entry.url?.startsWith('/hook'));
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/hook?lang=nl&q=a%20b%26c');
    expect(request?.headers.authorization).toBe('Bearer secret');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'Zoë' });
  });

  it('records a request that cannot connect, or takes too long, with its error', async () => {
    const [{ refused }] = (await owner<{ refused: string }>(
      `select net.http_post(url := 'http://127.0.0.1:1/nothing') as refused`,
    )) as [{ refused: string }];
    const [{ slow }] = (await owner<{ slow: string }>(
      `select net.http_post(url := $1, timeout_milliseconds := 100) as slow`,
      [`${serverUrl}/slow`],
    )) as [{ slow: string }];
    const refusedAnswer = await answerTo(refused);
    expect(refusedAnswer).toMatchObject({ status_code: null, timed_out: false });
    expect(refusedAnswer.error_msg).toBeTruthy();
    expect(await answerTo(slow)).toMatchObject({
      status_code: null,
      timed_out: true,
      error_msg: 'Timeout of 100 ms reached',
    });
  });

  it('refuses a request without a URL when queuing it', async () => {
    await expect(owner(`select net.http_post(url := null)`)).rejects.toThrow(/url must not be null/);
  });

  it('sends what is queued when asked directly, too', async () => {
    const [{ id }] = (await owner<{ id: string }>(`select net.http_post(url := $1) as id`, [
      `${serverUrl}/direct`,
    ])) as [{ id: string }];
    // The worker may have taken it already; either way it is sent once.
    await sendQueuedRequests(emulator.db);
    expect((await answerTo(id)).status_code).toBe(201);
    expect(received.filter((entry) => entry.url === '/direct')).toHaveLength(1);
  });
});

describe('vault', () => {
  it('holds the gateway URL and the service role key, set when the emulator starts', async () => {
    const secrets = await owner<{ name: string; decrypted_secret: string }>(
      `select name, decrypted_secret from vault.decrypted_secrets
        where name in ('project_url', 'service_role_key') order by name`,
    );
    expect(secrets).toEqual([
      { name: 'project_url', decrypted_secret: emulator.url },
      { name: 'service_role_key', decrypted_secret: emulator.keys.serviceRole },
    ]);
  });

  it('replaces a secret set again, and creates new ones with vault.create_secret', async () => {
    await setVaultSecrets(emulator.db, { project_url: 'http://elsewhere.test' });
    await owner(`select vault.create_secret('s3cret', 'test_secret', 'for a test')`);
    expect(
      await owner(
        `select name, decrypted_secret from vault.decrypted_secrets where name in ('project_url', 'test_secret') order by name`,
      ),
    ).toEqual([
      { name: 'project_url', decrypted_secret: 'http://elsewhere.test' },
      { name: 'test_secret', decrypted_secret: 's3cret' },
    ]);
    await setVaultSecrets(emulator.db, { project_url: emulator.url });
  });
});

describe('the chat housekeeping schedule', () => {
  it('calls the chat-housekeeping function at the project URL with the service role key', async () => {
    const [job] = await owner<{ command: string }>(
      `select command from cron.job where jobname = 'chat-housekeeping'`,
    );
    await setVaultSecrets(emulator.db, { project_url: serverUrl });
    try {
      const [{ request_id }] = (await owner<{ request_id: string }>(job!.command)) as [
        { request_id: string },
      ];
      expect((await answerTo(request_id)).status_code).toBe(201);
    } finally {
      await setVaultSecrets(emulator.db, { project_url: emulator.url });
    }
    const call = received.find((entry) => entry.url === '/functions/v1/chat-housekeeping');
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe(`Bearer ${emulator.keys.serviceRole}`);
  });
});

describe('access', () => {
  it('keeps the net and vault schemas away from the API roles', async () => {
    const rows = await owner<{ usable: boolean }>(
      `select bool_or(has_schema_privilege(role, schema, 'usage')) as usable
         from unnest(array['anon', 'authenticated']) as role, unnest(array['net', 'vault']) as schema`,
    );
    expect(rows).toEqual([{ usable: false }]);
  });
});
