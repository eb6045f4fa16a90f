import { createHash } from 'node:crypto';
import type { RequestContext } from '../../contract.ts';
import { errors } from '../errors.ts';
import { isValidObjectName } from '../files.ts';
import { json, type StorageService } from '../http.ts';
import { findBucket, type ObjectMetadata } from '../objects.ts';
import { fileSizeLimit, newObject, storeObject } from '../store-object.ts';
import { isAllowedMimeType, readUploadBody } from '../upload-body.ts';

// Room for multipart boundaries and fields when pre-checking a declared Content-Length.
const MULTIPART_OVERHEAD = 64 * 1024;

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
  const limit = fileSizeLimit(bucket);
  const declared = Number(ctx.request.headers.get('content-length') ?? NaN);
  if (declared > limit + MULTIPART_OVERHEAD) return errors.entityTooLarge();
  const body = await readUploadBody(ctx.request);
  if (!isAllowedMimeType(body.mimeType, bucket.allowedMimeTypes))
    return errors.invalidMimeType(body.mimeType);
  if (body.bytes.byteLength > limit) return errors.entityTooLarge();

  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.byteLength,
    mimetype: body.mimeType,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.bytes.byteLength,
    httpStatusCode: 200,
  };
  const object = newObject(ctx.claims, bucket.id, name, metadata, body.userMetadata);
  const stored = await storeObject(ctx, files, object, upsert, () =>
    files.write(bucket.id, name, object.version, body.bytes),
  );
  if (stored instanceof Response) return stored;
  return json({ Id: stored.id, Key: `${bucket.id}/${name}` });
}
