import { createHash, randomUUID } from 'node:crypto';
import type { RequestContext } from '../../contract.ts';
import { errors, fromPostgresError } from '../errors.ts';
import { isValidObjectName } from '../files.ts';
import { json, type StorageService } from '../http.ts';
import { findBucket, insertObject, upsertObject, type NewObject, type ObjectMetadata } from '../objects.ts';
import { isAllowedMimeType, readUploadBody } from '../upload-body.ts';

// The CLI's default `[storage] file_size_limit`, for buckets without a limit of their own.
const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
// Room for multipart boundaries and fields when pre-checking a declared Content-Length.
const MULTIPART_OVERHEAD = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST (or PUT, always upsert) `/object/<bucket>/<name>`. */
export async function upload(
  ctx: RequestContext,
  { files }: StorageService,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<Response> {
  if (!isValidObjectName(name)) return errors.invalidKey(name);
  const bucket = await findBucket(ctx.db, bucketId);
  if (!bucket) return errors.noSuchBucket();
  const limit = bucket.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT;
  const declared = Number(ctx.request.headers.get('content-length') ?? NaN);
  if (declared > limit + MULTIPART_OVERHEAD) return errors.entityTooLarge();
  const body = await readUploadBody(ctx.request);
  if (!isAllowedMimeType(body.mimeType, bucket.allowedMimeTypes))
    return errors.invalidMimeType(body.mimeType);
  if (body.bytes.byteLength > limit) return errors.entityTooLarge();

  const sub = typeof ctx.claims.sub === 'string' ? ctx.claims.sub : null;
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.byteLength,
    mimetype: body.mimeType,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.bytes.byteLength,
    httpStatusCode: 200,
  };
  const object: NewObject = {
    id: randomUUID(),
    bucket: bucket.id,
    name,
    owner: sub && UUID.test(sub) ? sub : null,
    ownerId: sub,
    metadata,
    userMetadata: body.userMetadata,
    version: randomUUID(),
  };
  let result: { id: string; previousVersion: string | null };
  try {
    // The bytes are written only once the row operation passed RLS and constraints; a failed
    // commit removes them again, and the previous version's file goes only after the commit.
    result = await ctx.db.withClaims(ctx.claims, async (tx) => {
      let written: { id: string; previousVersion: string | null } = {
        id: object.id,
        previousVersion: null,
      };
      if (upsert) written = await upsertObject(tx, object);
      else await insertObject(tx, object);
      await files.write(bucket.id, name, object.version, body.bytes);
      return written;
    });
  } catch (error) {
    await files.remove(bucket.id, name, object.version);
    return fromPostgresError(error);
  }
  if (result.previousVersion && result.previousVersion !== object.version) {
    await files.remove(bucket.id, name, result.previousVersion);
  }
  return json({ Id: result.id, Key: `${bucket.id}/${name}` });
}
