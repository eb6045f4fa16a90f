import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';

// Each upload is a new version file at <filesDir>/<bucket>/<name>/<version>; the row's `version`
// says which one is current. A failed row write therefore never clobbers the previous bytes, and a
// name can be both an object and a folder ("a" and "a/b") without clashing on disk.

export class ObjectFiles {
  constructor(private readonly filesDir: string) {}

  private path(bucket: string, name: string, version: string): string {
    return join(this.filesDir, bucket, ...name.split('/'), version);
  }

  async write(bucket: string, name: string, version: string, bytes: Uint8Array): Promise<void> {
    const path = this.path(bucket, name, version);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }

  /** Moves a finished file (a completed resumable upload) into place as this version. */
  async adopt(bucket: string, name: string, version: string, source: string): Promise<void> {
    const path = this.path(bucket, name, version);
    await mkdir(dirname(path), { recursive: true });
    await rename(source, path);
  }

  async remove(bucket: string, name: string, version: string): Promise<void> {
    await rm(this.path(bucket, name, version), { force: true });
  }

  async size(bucket: string, name: string, version: string): Promise<number | undefined> {
    try {
      return (await stat(this.path(bucket, name, version))).size;
    } catch {
      return undefined;
    }
  }

  /** The bytes from `start` to `end` inclusive, as a web stream. */
  read(
    bucket: string,
    name: string,
    version: string,
    start: number,
    end: number,
  ): ReadableStream<Uint8Array> {
    const stream = createReadStream(this.path(bucket, name, version), { start, end });
    return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  }
}

// The characters hosted storage accepts in object keys.
const VALID_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

/** Whether an object name is acceptable, and safe to map onto the file system. */
export function isValidObjectName(name: string): boolean {
  if (name === '' || !VALID_KEY.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
