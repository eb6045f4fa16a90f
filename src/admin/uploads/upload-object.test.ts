import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/supabase', () => ({
  SUPABASE_URL: 'http://storage.test',
  SUPABASE_PUBLISHABLE_KEY: 'publishable',
  getSupabase: () =>
    Promise.resolve({
      auth: { getSession: () => Promise.resolve({ data: { session: { access_token: 'admin-token' } } }) },
    }),
}));

const { UploadError, publicObjectUrl, uploadObject } = await import('./upload-object');

/** Stands in for XMLHttpRequest and answers as the test says. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  body: unknown;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const sent = async () => {
  await vi.waitFor(() => expect(FakeRequest.last?.body).toBeDefined());
  return FakeRequest.last as FakeRequest;
};

beforeEach(() => {
  FakeRequest.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadObject', () => {
  it('posts the file with the admin’s token, type, cache control and no overwrite, and reports progress', async () => {
    const progress: [number, number][] = [];
    const body = new Blob([new Uint8Array(10)], { type: 'image/webp' });
    const done = uploadObject({
      bucket: 'site-photos',
      path: 'home.hero.1/a b.webp',
      body,
      contentType: 'image/webp',
      cacheControl: '3600',
      onProgress: (s, t) => progress.push([s, t]),
    });
    const request = await sent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://storage.test/storage/v1/object/site-photos/home.hero.1/a%20b.webp');
    expect(request.headers).toMatchObject({
      authorization: 'Bearer admin-token',
      'content-type': 'image/webp',
      'x-upsert': 'false',
      'cache-control': 'max-age=3600',
    });
    request.upload.onprogress?.({ loaded: 4, total: 10, lengthComputable: true } as ProgressEvent);
    request.answer(200, '{"Key":"site-photos/home.hero.1/a b.webp"}');
    await expect(done).resolves.toEqual({ path: 'home.hero.1/a b.webp' });
    expect(progress).toEqual([
      [4, 10],
      [10, 10],
    ]);
  });

  it('throws the storage’s status and message when it refuses', async () => {
    const done = uploadObject({
      bucket: 'b',
      path: 'x.svg',
      body: new Blob(['<svg/>']),
      contentType: 'image/svg+xml',
    });
    (await sent()).answer(
      415,
      '{"statusCode":"415","error":"invalid_mime_type","message":"mime type image/svg+xml is not supported"}',
    );
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      status: 415,
      message: 'mime type image/svg+xml is not supported',
      aborted: false,
    });
  });

  it('stops when cancelled and says so', async () => {
    const controller = new AbortController();
    const done = uploadObject({
      bucket: 'b',
      path: 'x.jpg',
      body: new Blob(['x']),
      contentType: 'image/jpeg',
      signal: controller.signal,
    });
    await sent();
    controller.abort();
    await expect(done).rejects.toMatchObject({ status: 0, aborted: true });
  });
});

describe('publicObjectUrl', () => {
  it('is the bucket’s public address of the object', () => {
    expect(publicObjectUrl('site-photos', 'home.hero.1/photo 1.webp')).toBe(
      'http://storage.test/storage/v1/object/public/site-photos/home.hero.1/photo%201.webp',
    );
  });
});
