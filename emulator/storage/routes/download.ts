import type { RequestContext } from '../../contract.ts';
import { verifyJwt } from '../../jwt.ts';
import { serveObject } from '../download.ts';
import { errors } from '../errors.ts';
import { JWT_MESSAGES, type StorageService } from '../http.ts';
import { findBucket, findObjectAsCaller, findObjectAsOwner } from '../objects.ts';

/** GET `/object/public/…` (public buckets only) and `/object/authenticated/…` or `/object/<bucket>/…`. */
export async function download(
  ctx: RequestContext,
  { files }: StorageService,
  bucketId: string,
  name: string,
  mode: 'public' | 'caller',
): Promise<Response> {
  const bucket = await findBucket(ctx.db, bucketId);
  if (!bucket || (mode === 'public' && !bucket.public)) return errors.noSuchBucket();
  // Public buckets are served without RLS even to signed-in callers, as hosted.
  const object = bucket.public
    ? await findObjectAsOwner(ctx.db, bucketId, name)
    : await findObjectAsCaller(ctx.db, ctx.claims, bucketId, name);
  return object ? serveObject(ctx.request, files, object) : errors.noSuchKey();
}

/** GET `/object/sign/<bucket>/<name>?token=…`: a signed URL, checked against its own token. */
export async function downloadSigned(
  ctx: RequestContext,
  { files, jwtSecret, now }: StorageService,
  bucketId: string,
  name: string,
): Promise<Response> {
  const token = new URL(ctx.request.url).searchParams.get('token');
  if (!token) return errors.invalidRequest("querystring must have required property 'token'");
  const verified = verifyJwt(token, jwtSecret);
  if (!verified.ok) return errors.invalidJwt(JWT_MESSAGES[verified.reason]);
  const { url, exp } = verified.payload;
  // No clock-skew allowance here: signed URLs expire exactly when they say.
  if (typeof exp === 'number' && exp <= Math.floor(now() / 1000))
    return errors.invalidJwt(JWT_MESSAGES.expired);
  if (url !== `${bucketId}/${name}`) return errors.invalidSignature();
  const object = await findObjectAsOwner(ctx.db, bucketId, name);
  if (!object) return errors.noSuchKey();
  const expires = typeof exp === 'number' ? { Expires: new Date(exp * 1000).toUTCString() } : undefined;
  return serveObject(ctx.request, files, object, expires);
}
