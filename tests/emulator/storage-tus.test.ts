import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DetailedError,
  Upload,
  type HttpRequest,
  type HttpResponse,
  type UploadOptions,
} from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, SECRET_KEY } from '../../emulator/keys.ts';
import { ResumableStore } from '../../emulator/storage/resumable/store.ts';
import { startEmulator, type RunningEmulator } from '../../emulator/start.ts';
import { client, createUser, signedIn } from '../support/helpers.ts';
import { totpCode } from '../support/totp.ts';
import { TEST_STACK_OPTIONS } from '../support/test-stack.ts';

// Resumable uploads (tus 1.0.0) at /storage/v1/upload/resumable, driven by tus-js-client the way
// the video screen and Supabase's docs use it (6 MB chunks), with hosted storage's statuses and
// bodies; plus how storage serves types a browser would run. The file has an emulator of its own:
// it adds a bucket as the owner, and the dropped-connection tests watch the upload's bytes land on
// disk before they cut the line.

const CHUNK = 6 * 1024 * 1024;
const MB = 1024 * 1024;

let emulator: RunningEmulator;
let dataDir: string;
let api: string;
let ENDPOINT: string;
let admin: SupabaseClient;
let adminToken: string;
const run = Date.now();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function tokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

interface Exchange {
  method: string;
  uploadOffset: string | null;
  status: number;
  responseOffset: string | undefined;
}

interface TusRun {
  upload: Upload;
  done: Promise<void>;
  exchanges: Exchange[];
}

/** Starts a tus-js-client upload; `done` settles with its success or its DetailedError. */
function startUpload(
  bytes: Buffer,
  options: {
    name: string;
    token?: string;
    bucket?: string;
    contentType?: string;
    upsert?: boolean;
    endpoint?: string;
    extra?: Partial<UploadOptions>;
  },
): TusRun {
  const exchanges: Exchange[] = [];
  let upload!: Upload;
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(bytes, {
      endpoint: options.endpoint ?? ENDPOINT,
      chunkSize: CHUNK,
      retryDelays: [0, 200, 500, 1000, 2000],
      headers: {
        apikey: ANON_KEY,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.upsert ? { 'x-upsert': 'true' } : {}),
      },
      metadata: {
        bucketName: options.bucket ?? 'videos',
        objectName: options.name,
        contentType: options.contentType ?? 'video/mp4',
        cacheControl: '3600',
      },
      onAfterResponse: (request: HttpRequest, response: HttpResponse) => {
        exchanges.push({
          method: request.getMethod(),
          uploadOffset: request.getHeader('Upload-Offset') ?? null,
          status: response.getStatus(),
          responseOffset: response.getHeader('Upload-Offset'),
        });
      },
      onError: reject,
      onSuccess: () => resolve(),
      ...options.extra,
    });
    upload.start();
  });
  return { upload, done, exchanges };
}

/** The refusal of an upload that must fail at once: status and plain-text body, as hosted sends them. */
async function refusal(run: TusRun): Promise<{ status: number; body: string }> {
  const error = await run.done.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DetailedError) || !error.originalResponse)
    throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.originalResponse.getStatus(), body: error.originalResponse.getBody() };
}

const noRetry: Partial<UploadOptions> = { retryDelays: [] };

async function downloaded(path: string): Promise<Uint8Array> {
  const response = await fetch(`${api}/storage/v1/object/public/videos/${path}`);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** Waits until more than `bytes` of the upload are on the server's disk. */
async function serverHolds(uploadUrl: string | null, bytes: number): Promise<void> {
  const id = Buffer.from(uploadUrl?.split('/').pop() ?? '', 'base64url').toString('utf8');
  const part = join(dataDir, 'storage', '#resumable', `${id.split('/').pop() ?? ''}.part`);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((statSync(part, { throwIfNoEntry: false })?.size ?? 0) > bytes) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server never held more than ${bytes} bytes`);
}

/**
 * A TCP proxy to the emulator that cuts the line once `cutAt` bytes have gone upstream in total
 * (a phone losing its network in the middle of a chunk), after `beforeCut` says the server has
 * what got through. With `reset` the server sees the connection close; with `stall` it never hears
 * of it (the phone moved from Wi-Fi to 4G), so the resumed request must take the upload over from
 * the one still waiting for bytes.
 */
function droppingProxy(
  cutAt: number,
  mode: 'reset' | 'stall',
  beforeCut: () => Promise<void>,
): Promise<{ url: string; sent: () => number; close: () => Promise<void> }> {
  const target = new URL(api);
  let sent = 0;
  let cut = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      if (mode === 'reset') upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (!cut && sent >= cutAt) {
        cut = true;
        client.pause();
        upstream.write(chunk.subarray(0, chunk.length - (sent - cutAt)), () => {
          void beforeCut().finally(drop);
        });
        return;
      }
      if (!upstream.write(chunk)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    });
    upstream.pipe(client);
    client.on('error', drop).on('close', drop);
    upstream.on('error', () => client.destroy()).on('close', () => client.destroy());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}/storage/v1/upload/resumable`,
        sent: () => sent,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Uploads through a proxy that cuts the line inside the second chunk, 3 MB past its start. */
async function uploadWithCut(bytes: Buffer, name: string, mode: 'reset' | 'stall') {
  let upload: TusRun | undefined;
  const cutAt = CHUNK + 3 * MB;
  const proxy = await droppingProxy(cutAt, mode, () => serverHolds(upload?.upload.url ?? null, CHUNK));
  try {
    upload = startUpload(bytes, { name, token: adminToken, endpoint: proxy.url });
    await upload.done;
    return { exchanges: upload.exchanges, sent: proxy.sent(), cutAt };
  } finally {
    await proxy.close();
  }
}

/**
 * A new signed-in user; admins are added as the owner, and `aal2` verifies a fresh TOTP factor,
 * bound to an admin as the owner (admin rights need a bound factor, docs/admin-factors.md).
 */
async function signedInAs(role: 'admin' | 'visitor', aal: 'aal1' | 'aal2'): Promise<SupabaseClient> {
  const user = await createUser(api, `tus-${role}`);
  if (role === 'admin') {
    await emulator.db.asOwner((tx) =>
      tx.query('insert into public.admin_users (user_id, email) values ($1, $2)', [user.id, user.email]),
    );
  }
  const supabase = await signedIn(api, user);
  if (aal === 'aal1') return supabase;
  const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const verified = await supabase.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totpCode(enrolled.data.totp.secret),
  });
  if (verified.error) throw verified.error;
  if (role === 'admin') {
    await emulator.db.asOwner((tx) =>
      tx.query(
        `insert into public.admin_factor_bindings (factor_id, user_id, bound_through) values ($1, $2, 'service_role')`,
        [enrolled.data.id, user.id],
      ),
    );
  }
  return supabase;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storage-tus-'));
  emulator = await startEmulator({
    dataDir,
    port: 0,
    inboxPort: 0,
    smtpPort: 0,
    functions: false,
    quiet: true,
    ...TEST_STACK_OPTIONS,
  });
  api = emulator.url;
  ENDPOINT = `${api}/storage/v1/upload/resumable`;
  admin = await signedInAs('admin', 'aal2');
  adminToken = await tokenOf(admin);
}, 120_000);

afterAll(async () => {
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('resumable uploads', () => {
  it('uploads 13 MB in three 6 MB chunks and stores the object with its metadata', async () => {
    const bytes = randomBytes(13 * MB);
    const name = `uploads/${run}-three-chunks.mp4`;
    const upload = startUpload(bytes, { name, token: adminToken });
    await upload.done;

    const patches = upload.exchanges.filter((exchange) => exchange.method === 'PATCH');
    expect(patches.map((patch) => [patch.uploadOffset, patch.responseOffset])).toEqual([
      ['0', String(CHUNK)],
      [String(CHUNK), String(2 * CHUNK)],
      [String(2 * CHUNK), String(bytes.length)],
    ]);
    expect(upload.upload.url).toMatch(/\/storage\/v1\/upload\/resumable\/[A-Za-z0-9_-]+$/);
    expect(Buffer.from(upload.upload.url?.split('/').pop() ?? '', 'base64url').toString()).toMatch(
      new RegExp(`^videos/${name}/[0-9a-f-]{36}$`),
    );

    const listed = await admin.storage.from('videos').list('uploads', { search: `${run}-three-chunks` });
    expect(listed.data?.[0]?.metadata).toMatchObject({
      size: bytes.length,
      mimetype: 'video/mp4',
      cacheControl: 'max-age=3600',
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    });
    const response = await fetch(`${api}/storage/v1/object/public/videos/${name}`);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(bytes));
  });

  it('keeps the bytes of a chunk cut off mid-way and resumes from the offset the server reports', async () => {
    const bytes = randomBytes(13 * MB);
    const name = `uploads/${run}-dropped.mp4`;
    const { exchanges, sent, cutAt } = await uploadWithCut(bytes, name, 'reset');

    const head = exchanges.find((exchange) => exchange.method === 'HEAD');
    const resumedAt = Number(head?.responseOffset);
    // The server kept what arrived of the interrupted chunk, not only whole chunks.
    expect(resumedAt).toBeGreaterThan(CHUNK);
    expect(resumedAt).toBeLessThan(cutAt);
    const resumed = exchanges.slice(exchanges.indexOf(head as Exchange) + 1);
    expect(resumed.find((exchange) => exchange.method === 'PATCH')?.uploadOffset).toBe(String(resumedAt));
    // Only the last, fresh chunk went out again: nothing was sent twice.
    expect(sent - cutAt).toBeLessThan(bytes.length - resumedAt + 64 * 1024);
    expect(sha256(await downloaded(name))).toBe(sha256(bytes));
  });

  it('resumes when the server never noticed the old connection die', async () => {
    const bytes = randomBytes(13 * MB);
    const name = `uploads/${run}-stalled.mp4`;
    const { exchanges } = await uploadWithCut(bytes, name, 'stall');
    const head = exchanges.find((exchange) => exchange.method === 'HEAD');
    expect(Number(head?.responseOffset)).toBeGreaterThan(CHUNK);
    expect(sha256(await downloaded(name))).toBe(sha256(bytes));
  });

  it('refuses callers the storage policies do not allow to upload (anon, non-admin, admin without MFA)', async () => {
    const visitor = await tokenOf(await signedInAs('visitor', 'aal1'));
    const adminAal1 = await tokenOf(await signedInAs('admin', 'aal1'));
    for (const token of [undefined, visitor, adminAal1]) {
      const refused = await refusal(
        startUpload(randomBytes(1024), { name: `uploads/${run}-denied.mp4`, token, extra: noRetry }),
      );
      expect(refused).toEqual({ status: 403, body: 'new row violates row-level security policy' });
    }
    const forged = await fetch(ENDPOINT, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${adminToken.slice(0, -4)}AAAA`,
        'tus-resumable': '1.0.0',
      },
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    const listed = await admin.storage.from('videos').list('uploads', { search: `${run}-denied` });
    expect(listed.data).toEqual([]);
  });

  it('refuses a file over the bucket limit, a type the bucket does not take and a missing bucket', async () => {
    const tooBig = startUpload(randomBytes(1024), {
      name: `uploads/${run}-huge.mp4`,
      token: adminToken,
      extra: { ...noRetry, uploadSize: 200 * MB + 1 },
    });
    expect(await refusal(tooBig)).toEqual({ status: 413, body: 'Maximum size exceeded\n' });
    const quicktime = startUpload(randomBytes(1024), {
      name: `uploads/${run}-clip.mov`,
      token: adminToken,
      contentType: 'video/quicktime',
      extra: noRetry,
    });
    expect(await refusal(quicktime)).toEqual({
      status: 415,
      body: 'mime type video/quicktime is not supported',
    });
    const html = startUpload(randomBytes(1024), {
      name: `${run}-page.html`,
      bucket: 'blog-images',
      token: adminToken,
      contentType: 'text/html',
      extra: noRetry,
    });
    expect(await refusal(html)).toEqual({ status: 415, body: 'mime type text/html is not supported' });
    const nowhere = startUpload(randomBytes(1024), {
      name: 'uploads/a.mp4',
      bucket: 'no-such-bucket',
      token: adminToken,
      extra: noRetry,
    });
    expect(await refusal(nowhere)).toEqual({ status: 404, body: 'Bucket not found' });
  });

  it('refuses to overwrite an existing object without upsert, and replaces it with upsert', async () => {
    const name = `uploads/${run}-again.mp4`;
    const first = randomBytes(64 * 1024);
    await startUpload(first, { name, token: adminToken }).done;
    const duplicate = startUpload(randomBytes(1024), { name, token: adminToken, extra: noRetry });
    expect(await refusal(duplicate)).toEqual({ status: 409, body: 'The resource already exists' });
    expect(sha256(await downloaded(name))).toBe(sha256(first));

    const second = randomBytes(7 * MB);
    await startUpload(second, { name, token: adminToken, upsert: true }).done;
    expect(sha256(await downloaded(name))).toBe(sha256(second));
  });

  it('terminates an unfinished upload: its URL is gone and no object appears', async () => {
    const name = `uploads/${run}-abandoned.mp4`;
    let firstChunk: () => void = () => undefined;
    const chunked = new Promise<void>((resolve) => {
      firstChunk = resolve;
    });
    const upload = startUpload(randomBytes(13 * MB), {
      name,
      token: adminToken,
      extra: { onChunkComplete: () => firstChunk() },
    });
    await chunked;
    await upload.upload.abort(true);
    const url = upload.upload.url ?? '';
    const head = await fetch(url, {
      method: 'HEAD',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${adminToken}`, 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(404);
    const listed = await admin.storage.from('videos').list('uploads', { search: `${run}-abandoned` });
    expect(listed.data).toEqual([]);
  });

  it('speaks tus 1.0.0 on the wire: discovery, HEAD, offset conflicts and CORS', async () => {
    // A browser's preflight for a chunk doubles as tus discovery.
    const requested = 'authorization,apikey,tus-resumable,upload-offset,content-type,x-upsert';
    const options = await fetch(`${ENDPOINT}/some-upload`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': requested,
      },
    });
    expect(options.status).toBe(204);
    expect(Object.fromEntries(options.headers)).toMatchObject({
      'tus-resumable': '1.0.0',
      'tus-version': '1.0.0',
      'tus-extension': 'creation,creation-with-upload,termination,expiration',
      'tus-max-size': String(200 * MB),
      'access-control-allow-origin': '*',
      'access-control-allow-headers': requested,
    });
    expect(options.headers.get('access-control-allow-methods')).toContain('PATCH');

    const auth = { apikey: ANON_KEY, authorization: `Bearer ${adminToken}` };
    const noVersion = await fetch(ENDPOINT, { method: 'POST', headers: { ...auth, 'upload-length': '4' } });
    expect(noVersion.status).toBe(412);

    const metadata = [
      `bucketName ${Buffer.from('videos').toString('base64')}`,
      `objectName ${Buffer.from(`uploads/${run}-wire.webm`).toString('base64')}`,
      `contentType ${Buffer.from('video/webm').toString('base64')}`,
    ].join(',');
    const created = await fetch(ENDPOINT, {
      method: 'POST',
      headers: {
        ...auth,
        'tus-resumable': '1.0.0',
        'upload-length': '6',
        'upload-metadata': metadata,
        origin: 'http://localhost:5173',
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('upload-expires')).toBeTruthy();
    expect(created.headers.get('access-control-expose-headers')).toContain('Upload-Offset');
    const location = created.headers.get('location') ?? '';
    expect(location.startsWith(`${ENDPOINT}/`)).toBe(true);

    const patch = (offset: string, body: string) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          ...auth,
          'tus-resumable': '1.0.0',
          'upload-offset': offset,
          'content-type': 'application/offset+octet-stream',
        },
        body,
      });
    const first = await patch('0', 'abc');
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('3');
    const stale = await patch('0', 'abc');
    expect(stale.status).toBe(409);
    expect(await stale.text()).toBe('Upload-Offset conflict\n');

    const head = await fetch(location, { method: 'HEAD', headers: { ...auth, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    expect(Object.fromEntries(head.headers)).toMatchObject({
      'upload-offset': '3',
      'upload-length': '6',
      'upload-metadata': metadata,
      'cache-control': 'no-store',
      'tus-resumable': '1.0.0',
    });

    const last = await patch('3', 'def');
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe('6');
    expect(new TextDecoder().decode(await downloaded(`uploads/${run}-wire.webm`))).toBe('abcdef');
  });
});

describe('unfinished uploads', () => {
  it('expire after a day and are swept away with their bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tus-store-'));
    let now = Date.parse('2026-11-26T08:00:00Z');
    const store = new ResumableStore(dir, undefined, () => now);
    try {
      const version = randomUUID();
      const info = await store.create({
        id: 'id',
        bucket: 'videos',
        name: 'uploads/a.mp4',
        version,
        length: 10,
        rawMetadata: null,
        contentType: 'video/mp4',
        cacheControl: 'no-cache',
        userMetadata: null,
      });
      await store.append(info, 0, new Blob([new Uint8Array(4)]).stream(), new AbortController().signal);
      now += 23 * 60 * 60 * 1000;
      expect(await store.sweepExpired()).toBe(0);
      expect(await store.offset(info)).toBe(4);
      now += 2 * 60 * 60 * 1000;
      expect(store.isExpired(info)).toBe(true);
      expect(await store.sweepExpired()).toBe(1);
      expect(await store.get(version)).toBeUndefined();
      expect(await store.offset(info)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('serving what a browser would run', () => {
  beforeAll(async () => {
    // A public bucket without a type list, as a misconfigured project might have.
    await emulator.db.asOwner((tx) =>
      tx.query(`insert into storage.buckets (id, name, public) values ('open', 'open', true)`),
    );
  });

  it('sends SVG and HTML as downloads with nosniff, and keeps images and video inline', async () => {
    const storage = client(api, SECRET_KEY).storage.from('open');
    const files = [
      [
        'logo.svg',
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ],
      ['page.html', 'text/html', '<script>alert(1)</script>'],
      ['photo.png', 'image/png', 'png'],
      ['clip.mp4', 'video/mp4', 'mp4'],
      ['clip.en.vtt', 'text/vtt', 'WEBVTT'],
    ] as const;
    for (const [name, type, body] of files) {
      const { error } = await storage.upload(name, new Blob([body], { type }), { contentType: type });
      expect(error).toBeNull();
    }
    const headersOf = async (name: string) => {
      const response = await fetch(`${api}/storage/v1/object/public/open/${name}`);
      await response.arrayBuffer();
      return {
        nosniff: response.headers.get('x-content-type-options'),
        disposition: response.headers.get('content-disposition'),
      };
    };
    expect(await headersOf('logo.svg')).toEqual({
      nosniff: 'nosniff',
      disposition: 'attachment; filename=logo.svg;',
    });
    expect(await headersOf('page.html')).toEqual({
      nosniff: 'nosniff',
      disposition: 'attachment; filename=page.html;',
    });
    for (const name of ['photo.png', 'clip.mp4', 'clip.en.vtt'])
      expect(await headersOf(name)).toEqual({ nosniff: 'nosniff', disposition: null });
  });
});
