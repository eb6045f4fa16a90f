import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, SECRET_KEY } from '../../emulator/keys.ts';
import { startEmulator, type RunningEmulator } from '../../emulator/start.ts';
import { aal2Client, anonClient, API_URL, newAdmin } from '../support/clients.ts';
import { client } from '../support/helpers.ts';
import { TEST_STACK_OPTIONS } from '../support/test-stack.ts';

// The storage API as the site uses it (spec §7: blog images, videos in uploads/, expedition photos),
// through supabase-js against the running emulator, with hosted status codes and error shapes.

let admin: SupabaseClient;
const run = Date.now();
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

beforeAll(async () => {
  admin = await aal2Client((await newAdmin('storage')).email);
}, 30_000);

describe('storage', () => {
  it('uploads a file and serves it at its public URL with the stored headers', async () => {
    const name = `${run}-harbour.png`;
    const { data, error } = await admin.storage
      .from('blog-images')
      .upload(name, new Blob([png], { type: 'image/png' }), {
        cacheControl: '3600',
      });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `blog-images/${name}` });
    const url = anonClient().storage.from('blog-images').getPublicUrl(name).data.publicUrl;
    expect(url).toBe(`${API_URL}/storage/v1/object/public/blog-images/${name}`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it('refuses to overwrite without upsert (409 Duplicate) and replaces with upsert', async () => {
    const storage = admin.storage.from('blog-images');
    const name = `${run}-duplicate.png`;
    await storage.upload(name, png, { contentType: 'image/png' });
    const duplicate = await storage.upload(name, png, { contentType: 'image/png' });
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    const replaced = await storage.upload(name, new Uint8Array([9, 9]), {
      contentType: 'image/png',
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    const downloaded = await storage.download(name);
    expect(new Uint8Array(await (downloaded.data as Blob).arrayBuffer())).toEqual(new Uint8Array([9, 9]));
    const updated = await storage.update(name, new Uint8Array([7]), { contentType: 'image/png' });
    expect(updated.error).toBeNull();
    expect(new Uint8Array(await ((await storage.download(name)).data as Blob).arrayBuffer())).toEqual(
      new Uint8Array([7]),
    );
  });

  it('rejects files over the bucket limit and types the bucket does not allow', async () => {
    const storage = admin.storage.from('blog-images');
    const tooBig = await storage.upload(`${run}-big.png`, new Uint8Array(5 * 1024 * 1024 + 1), {
      contentType: 'image/png',
    });
    expect(tooBig.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const gif = await storage.upload(`${run}-anim.gif`, png, { contentType: 'image/gif' });
    expect(gif.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type image/gif is not supported',
    });
    const video = await admin.storage
      .from('videos')
      .upload(`uploads/${run}-clip.mov`, png, { contentType: 'video/quicktime' });
    expect(video.error).toMatchObject({ statusCode: '415' });
  });

  it('keeps admins to the folders the site uses', async () => {
    const outside = await admin.storage
      .from('videos')
      .upload(`${run}-root.mp4`, png, { contentType: 'video/mp4' });
    expect(outside.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
  });

  it('rejects writes with an invalid JWT the way hosted storage does', async () => {
    const response = await fetch(`${API_URL}/storage/v1/object/blog-images/${run}-forged.png`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY.slice(0, -4)}AAAA`,
        'Content-Type': 'image/png',
      },
      body: png,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'signature verification failed',
    });
  });

  it('lists a folder with folders first, sorting and search, as hosted', async () => {
    const storage = admin.storage.from('videos');
    const base = `uploads/${run}`;
    for (const name of ['b.mp4', 'a.mp4', 'c.webm', 'nested/d.mp4']) {
      const { error } = await storage.upload(`${base}/${name}`, png, {
        contentType: name.endsWith('webm') ? 'video/webm' : 'video/mp4',
      });
      expect(error).toBeNull();
    }
    const byName = await storage.list(base);
    expect(byName.data?.map((entry) => entry.name)).toEqual(['nested', 'a.mp4', 'b.mp4', 'c.webm']);
    const folder = byName.data?.[0];
    expect(folder).toMatchObject({ id: null, metadata: null });
    const file = byName.data?.[1];
    expect(file?.metadata).toMatchObject({
      size: png.byteLength,
      mimetype: 'video/mp4',
      cacheControl: 'max-age=3600',
    });
    const newestFirst = await storage.list(base, {
      sortBy: { column: 'created_at', order: 'desc' },
      limit: 100,
      offset: 0,
    });
    expect(newestFirst.data?.map((entry) => entry.name)).toEqual(['nested', 'c.webm', 'a.mp4', 'b.mp4']);
    const paged = await storage.list(base, { limit: 2, offset: 1 });
    expect(paged.data?.map((entry) => entry.name)).toEqual(['a.mp4', 'b.mp4']);
    const searched = await storage.list(base, { search: 'B' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['b.mp4']);
  });

  it('removes files and answers with the removed rows', async () => {
    const storage = admin.storage.from('expedition-photos');
    const name = `greenland-expedition/${run}-ice.jpg`;
    await storage.upload(name, png, { contentType: 'image/jpeg' });
    const removed = await storage.remove([name, 'greenland-expedition/missing.jpg']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((row) => row.name)).toEqual([name]);
    const gone = await fetch(storage.getPublicUrl(name).data.publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('downloads through the authenticated routes too', async () => {
    const name = `greenland-expedition/${run}-camp.jpg`;
    await admin.storage.from('expedition-photos').upload(name, png, { contentType: 'image/jpeg' });
    const viaClient = await anonClient().storage.from('expedition-photos').download(name);
    expect(viaClient.error).toBeNull();
    expect((viaClient.data as Blob).type).toBe('image/jpeg');
    const viaRoute = await fetch(`${API_URL}/storage/v1/object/authenticated/expedition-photos/${name}`, {
      headers: { apikey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH' },
    });
    expect(viaRoute.status).toBe(200);
    const noBucket = await anonClient().storage.from('nope').download('x.png');
    expect(noBucket.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('signs several paths at once, offers downloads as attachments and answers exists()', async () => {
    const storage = admin.storage.from('blog-images');
    const name = `${run}-dunes.png`;
    await storage.upload(name, png, { contentType: 'image/png' });
    const signed = await storage.createSignedUrls([name, 'missing.png'], 60);
    expect(signed.data?.map((entry) => [entry.path, entry.error])).toEqual([
      [name, null],
      ['missing.png', 'Either the object does not exist or you do not have access to it'],
    ]);
    const attachment = await fetch(storage.getPublicUrl(name, { download: 'dunes.png' }).data.publicUrl);
    expect(attachment.headers.get('content-disposition')).toContain('attachment; filename=dunes.png');
    expect((await storage.exists(name)).data).toBe(true);
    expect((await storage.exists('missing.png')).data).toBe(false);
  });
});

describe('signed URLs', () => {
  // Their expiry is read from the storage's clock, which this emulator takes from the test: moving
  // it on proves the expiry without waiting out a URL's life.
  let dataDir: string;
  let emulator: RunningEmulator;
  // A whole second, so the URL's last valid millisecond is known exactly.
  let now = Math.floor(Date.now() / 1000) * 1000;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'emulator-storage-'));
    emulator = await startEmulator({
      dataDir,
      port: 0,
      inboxPort: 0,
      smtpPort: 0,
      functions: false,
      quiet: true,
      ...TEST_STACK_OPTIONS,
      storageClock: () => now,
    });
  }, 120_000);

  afterAll(async () => {
    await emulator?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const statusOf = async (url: string) => {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  };

  it('creates signed URLs that work until they expire', async () => {
    const storage = client(emulator.url, SECRET_KEY).storage.from('videos');
    const name = `uploads/${run}-signed.mp4`;
    await storage.upload(name, png, { contentType: 'video/mp4' });
    const signed = await storage.createSignedUrl(name, 60);
    expect(signed.error).toBeNull();
    const url = signed.data?.signedUrl ?? '';
    expect(url).toContain(`/storage/v1/object/sign/videos/${name}?token=`);
    const fresh = await fetch(url);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('expires')).toBe(new Date(now + 60_000).toUTCString());
    expect(new Uint8Array(await fresh.arrayBuffer())).toEqual(png);
    const ranged = await fetch(url, { headers: { Range: 'bytes=2-4' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 2-4/${png.byteLength}`);
    await ranged.arrayBuffer();
    expect(await statusOf(url.replace(`${run}-signed`, `${run}-other`))).toBe(400);

    now += 59_999;
    expect(await statusOf(url)).toBe(200);
    now += 1;
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
    const missing = await storage.createSignedUrl('uploads/nothing-here.mp4', 60);
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});
