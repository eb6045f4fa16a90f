// The rules of a video upload that need no network: which files are accepted, what the stored file
// is called, which way it is sent, and how long the rest will take.

/** The `videos` bucket's types and size limit (migration 20261122030600_storage_buckets.sql). */
export const VIDEO_RULE = {
  types: ['video/mp4', 'video/webm'],
  maxBytes: 200 * 1024 * 1024,
} as const;
export const VIDEO_MAX_MB = VIDEO_RULE.maxBytes / 1024 / 1024;

/**
 * Files larger than this go by resumable upload (TUS) in chunks of this size, as hosted Supabase
 * recommends for anything over 6 MB; smaller ones in one request.
 */
export const RESUMABLE_CHUNK_BYTES = 6 * 1024 * 1024;
export const isResumable = (size: number) => size > RESUMABLE_CHUNK_BYTES;

/** The cache lifetime stored with each video (the spec's 3600 s). */
export const VIDEO_CACHE_SECONDS = '3600';

const EXTENSIONS: Record<string, 'mp4' | 'webm'> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** Eight characters of [0-9a-z], from the browser's cryptographic random source. */
export function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/**
 * The stored name (the spec's timestamp, random string and extension): `1732541234567-k3j9x0qa.mp4`.
 * Nothing of the admin's own file name is kept, so odd characters never reach a storage path. The
 * extension follows the file's type, or its name when the browser gives no type.
 */
export function videoObjectName(
  file: Pick<File, 'name' | 'type'>,
  now = Date.now(),
  random = randomPart(),
): string {
  const fromName = /\.(mp4|webm)$/i.exec(file.name)?.[1]?.toLowerCase();
  const extension = EXTENSIONS[file.type] ?? fromName ?? 'mp4';
  return `${now}-${random}.${extension}`;
}

/** The content type stored with the file: the browser's, or the one its extension implies. */
export const videoContentType = (file: Pick<File, 'name' | 'type'>): string =>
  file.type || (/\.webm$/i.test(file.name) ? 'video/webm' : 'video/mp4');

/**
 * The time left of an upload from its recent pace: the bytes sent over the last `windowMs`, so a
 * pause (offline, a dropped connection) stops counting once it is over. Null until there is at least
 * a second of progress to go by.
 */
export class TimeLeft {
  private samples: { at: number; sent: number }[] = [];

  constructor(private readonly windowMs = 10_000) {}

  add(at: number, sent: number): void {
    this.samples.push({ at, sent });
    while (this.samples.length > 2 && at - (this.samples[1]?.at ?? at) >= this.windowMs) this.samples.shift();
  }

  /** Forget the pace: after a pause the old one says nothing about the next. */
  reset(): void {
    this.samples = [];
  }

  seconds(total: number): number | null {
    const first = this.samples.at(0);
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < 1000) return null;
    const rate = (last.sent - first.sent) / (last.at - first.at);
    if (rate <= 0) return null;
    return (total - last.sent) / rate / 1000;
  }
}
