import type { RequestContext } from '../contract.ts';
import type { ObjectFiles } from './files.ts';
import type { ResumableStore } from './resumable/store.ts';

/** What every storage route needs beside the request: the files on disk, unfinished resumable uploads and the signing secret. */
export interface StorageService {
  files: ObjectFiles;
  /** Unfinished resumable (tus) uploads. */
  resumable: ResumableStore;
  jwtSecret: string;
  /** Milliseconds since the epoch, by which signed URLs are dated and expire. */
  now: () => number;
}

// The messages the hosted server's JWT library gives, by the gateway's failure reason.
export const JWT_MESSAGES: Record<NonNullable<RequestContext['authError']>['reason'], string> = {
  malformed: 'Invalid Compact JWS',
  signature: 'signature verification failed',
  expired: '"exp" claim timestamp check failed',
  algorithm: 'alg not allowed',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** The object name in the path, or undefined when a segment is not valid percent-encoding. */
export function decodeSegments(segments: string[]): string | undefined {
  try {
    return segments.map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    return undefined;
  }
}
