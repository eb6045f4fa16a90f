import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Unfinished resumable uploads on disk: `<version>.json` says what the upload is for, and
// `<version>.part` holds the bytes received so far, so the offset survives a dropped connection
// and a restart. A finished upload's part file becomes the object's version file; its record stays
// (marked completed) until it expires, so a late HEAD still reports the full offset.

export interface UploadInfo {
  /** The id in the upload's URL. */
  id: string;
  bucket: string;
  name: string;
  version: string;
  length: number;
  /** The `Upload-Metadata` header as the client sent it; HEAD answers with it. */
  rawMetadata: string | null;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  completed: boolean;
}

export interface AppendResult {
  offset: number;
  /** The body held more bytes than the upload has room for; the surplus was not written. */
  overflow: boolean;
  /** The body ended early: the client went away, or a newer request took the upload over. */
  interrupted: boolean;
}

export interface UploadLock {
  /** Aborted when a newer request for the same upload wants it. */
  signal: AbortSignal;
  release(): void;
}

export class LockTimeoutError extends Error {}

interface Holder {
  controller: AbortController;
  released: Promise<void>;
}

// Hosted storage's default `TUS_URL_EXPIRY_MS`: an upload URL is good for a day.
const DAY_MS = 24 * 60 * 60 * 1000;
// How long a newer request waits for the one it interrupted to let go.
const LOCK_TIMEOUT_MS = 3000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class ResumableStore {
  private readonly holders = new Map<string, Holder>();

  constructor(
    private readonly dir: string,
    readonly expiryMs: number = DAY_MS,
    private readonly now: () => number = Date.now,
  ) {}

  partPath(version: string): string {
    return join(this.dir, `${version}.part`);
  }

  private infoPath(version: string): string {
    return join(this.dir, `${version}.json`);
  }

  expiresAt(info: UploadInfo): number {
    return info.createdAt + this.expiryMs;
  }

  isExpired(info: UploadInfo): boolean {
    return this.now() > this.expiresAt(info);
  }

  async create(info: Omit<UploadInfo, 'createdAt' | 'completed'>): Promise<UploadInfo> {
    const created: UploadInfo = { ...info, createdAt: this.now(), completed: false };
    await mkdir(this.dir, { recursive: true });
    await writeFile(this.partPath(info.version), new Uint8Array());
    await writeFile(this.infoPath(info.version), JSON.stringify(created));
    return created;
  }

  async get(version: string): Promise<UploadInfo | undefined> {
    if (!UUID.test(version)) return undefined;
    try {
      return JSON.parse(await readFile(this.infoPath(version), 'utf8')) as UploadInfo;
    } catch {
      return undefined;
    }
  }

  /** The bytes received so far: what is on disk, not what a client claimed to send. */
  async offset(info: UploadInfo): Promise<number> {
    if (info.completed) return info.length;
    try {
      return (await stat(this.partPath(info.version))).size;
    } catch {
      return 0;
    }
  }

  /** Appends the body as it arrives, never past the upload's length, and never buffering it whole. */
  async append(
    info: UploadInfo,
    start: number,
    body: ReadableStream<Uint8Array>,
    signal: AbortSignal,
  ): Promise<AppendResult> {
    const handle = await open(this.partPath(info.version), 'a');
    const reader = body.getReader();
    const stop = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', stop, { once: true });
    let offset = start;
    let overflow = false;
    let interrupted = false;
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch {
          interrupted = true;
          break;
        }
        if (chunk.done) {
          interrupted = signal.aborted;
          break;
        }
        const room = info.length - offset;
        const bytes = chunk.value.byteLength > room ? chunk.value.subarray(0, room) : chunk.value;
        if (bytes.byteLength > 0) {
          await handle.appendFile(bytes);
          offset += bytes.byteLength;
        }
        if (chunk.value.byteLength > room) {
          overflow = true;
          stop();
          break;
        }
      }
    } finally {
      signal.removeEventListener('abort', stop);
      await handle.close();
    }
    return { offset, overflow, interrupted };
  }

  async markCompleted(info: UploadInfo): Promise<void> {
    await writeFile(this.infoPath(info.version), JSON.stringify({ ...info, completed: true }));
  }

  async remove(version: string): Promise<void> {
    await rm(this.partPath(version), { force: true });
    await rm(this.infoPath(version), { force: true });
  }

  /** Removes expired uploads, finished or not; returns how many. */
  async sweepExpired(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const file of names) {
      if (!file.endsWith('.json')) continue;
      const version = file.slice(0, -'.json'.length);
      const info = await this.get(version);
      if (info && this.isExpired(info) && !this.holders.has(version)) {
        await this.remove(version);
        removed += 1;
      }
    }
    return removed;
  }

  /**
   * One request at a time per upload. A newer request interrupts the current holder (whose client
   * has most likely gone away and is now resuming) and waits for it to let go.
   */
  async lock(version: string): Promise<UploadLock> {
    for (let holder = this.holders.get(version); holder; holder = this.holders.get(version)) {
      holder.controller.abort();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        holder.released.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), LOCK_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) throw new LockTimeoutError();
    }
    const controller = new AbortController();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holder: Holder = { controller, released };
    this.holders.set(version, holder);
    return {
      signal: controller.signal,
      release: () => {
        if (this.holders.get(version) === holder) this.holders.delete(version);
        release();
      },
    };
  }
}
