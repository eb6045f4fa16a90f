import { randomUUID } from 'node:crypto';
import type { JwtClaims, RequestContext, Tx } from '../contract.ts';
import { fromPostgresError } from './errors.ts';
import type { ObjectFiles } from './files.ts';
import { insertObject, upsertObject, type Bucket, type NewObject, type ObjectMetadata } from './objects.ts';

// What every way of adding an object shares (the plain upload and the resumable one): the size
// limit, the row the caller writes, and the RLS check and commit around the bytes.

// The CLI's default `[storage] file_size_limit`, for buckets without a limit of their own.
export const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function fileSizeLimit(bucket: Bucket): number {
  return bucket.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT;
}

/** The row of a new object version owned by the caller. */
export function newObject(
  claims: JwtClaims,
  bucket: string,
  name: string,
  metadata: ObjectMetadata,
  userMetadata: Record<string, unknown> | null,
  version: string = randomUUID(),
): NewObject {
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  return {
    id: randomUUID(),
    bucket,
    name,
    owner: sub && UUID.test(sub) ? sub : null,
    ownerId: sub,
    metadata,
    userMetadata,
    version,
  };
}

async function writeRow(tx: Tx, object: NewObject, upsert: boolean) {
  if (upsert) return upsertObject(tx, object);
  await insertObject(tx, object);
  return { id: object.id, previousVersion: null };
}

class DryRun extends Error {}

/**
 * Whether the caller may write this row (INSERT policy, and UPDATE when upserting; an existing
 * object without upsert is a duplicate): the write is tried and rolled back, as hosted storage
 * does before it accepts a resumable upload. Undefined when allowed, else storage's error answer.
 */
export async function checkCanStore(
  ctx: RequestContext,
  object: NewObject,
  upsert: boolean,
): Promise<Response | undefined> {
  try {
    await ctx.db.withClaims(ctx.claims, async (tx) => {
      await writeRow(tx, object, upsert);
      throw new DryRun();
    });
  } catch (error) {
    if (error instanceof DryRun) return undefined;
    return fromPostgresError(error);
  }
  return undefined;
}

/**
 * Writes the row as the caller and, inside the same transaction, puts the bytes in place with
 * `place`: they land only once RLS and constraints passed, a failed commit removes them again, and
 * the previous version's file goes only after the commit. Returns the row id or storage's error.
 */
export async function storeObject(
  ctx: RequestContext,
  files: ObjectFiles,
  object: NewObject,
  upsert: boolean,
  place: () => Promise<void>,
): Promise<{ id: string } | Response> {
  let result: { id: string; previousVersion: string | null };
  try {
    result = await ctx.db.withClaims(ctx.claims, async (tx) => {
      const written = await writeRow(tx, object, upsert);
      await place();
      return written;
    });
  } catch (error) {
    await files.remove(object.bucket, object.name, object.version);
    return fromPostgresError(error);
  }
  if (result.previousVersion && result.previousVersion !== object.version) {
    await files.remove(object.bucket, object.name, result.previousVersion);
  }
  return { id: result.id };
}
