import { createHash, randomUUID } from 'node:crypto';
import type { RequestContext, ServiceHandler, StorageServiceOptions } from '../contract.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import { serveObject } from './download.ts';
import { errors, fromPostgresError } from './errors.ts';
import { isValidObjectName, ObjectFiles } from './files.ts';
import { listChildren, parseListRequest } from './list.ts';
import {
  deleteObjects,
  findBucket,
  findObjectAsCaller,
  findObjectAsOwner,
  findObjectsAsCaller,
  insertObject,
  listObjectsAsCaller,
  upsertObject,
  type NewObject,
  type ObjectMetadata,
  type ObjectRow,
} from './objects.ts';
import { isAllowedMimeType, readUploadBody } from './upload-body.ts';

// The storage API (`/storage/v1`) that supabase-js's `storage.from(bucket)` uses. Object rows go
// through the caller's role so the project's RLS policies decide, as on the hosted service.

// The CLI's default `[storage] file_size_limit`, for buckets without a limit of their own.
const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
// Room for multipart boundaries and fields when pre-checking a declared Content-Length.
const MULTIPART_OVERHEAD = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The messages the hosted server's JWT library gives, by the gateway's failure reason.
const JWT_MESSAGES: Record<NonNullable<RequestContext['authError']>['reason'], string> = {
  malformed: 'Invalid Compact JWS',
  signature: 'signature verification failed',
  expired: '"exp" claim timestamp check failed',
  algorithm: 'alg not allowed',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

function decodeSegments(segments: string[]): string | undefined {
  try {
    return segments.map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    return undefined;
  }
}

export function createStorageHandler(options: StorageServiceOptions): ServiceHandler {
  const files = new ObjectFiles(options.filesDir);

  async function upload(
    ctx: RequestContext,
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

  async function list(ctx: RequestContext, bucketId: string): Promise<Response> {
    const request = parseListRequest(await readJson(ctx.request));
    if (typeof request === 'string') return errors.invalidRequest(request);
    try {
      const objects = await listObjectsAsCaller(
        ctx.db,
        ctx.claims,
        bucketId,
        request.prefix + request.search,
      );
      return json(listChildren(objects, request));
    } catch (error) {
      return fromPostgresError(error);
    }
  }

  async function remove(
    ctx: RequestContext,
    bucketId: string,
    names: string[],
  ): Promise<ObjectRow[] | Response> {
    try {
      const rows = await deleteObjects(ctx.db, ctx.claims, bucketId, names);
      await Promise.all(rows.map((row) => files.remove(row.bucket_id, row.name, row.version)));
      return rows;
    } catch (error) {
      return fromPostgresError(error);
    }
  }

  async function removeMany(ctx: RequestContext, bucketId: string): Promise<Response> {
    const body = (await readJson(ctx.request)) as { prefixes?: unknown } | undefined;
    const prefixes = body?.prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p): p is string => typeof p === 'string')) {
      return errors.invalidRequest("body must have required property 'prefixes'");
    }
    if (prefixes.length === 0) return errors.invalidRequest('body/prefixes must NOT have fewer than 1 items');
    const result = await remove(ctx, bucketId, prefixes);
    return result instanceof Response ? result : json(result);
  }

  async function removeOne(ctx: RequestContext, bucketId: string, name: string): Promise<Response> {
    const result = await remove(ctx, bucketId, [name]);
    if (result instanceof Response) return result;
    return result.length === 0 ? errors.noSuchKey() : json({ message: 'Successfully deleted' });
  }

  async function download(
    ctx: RequestContext,
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

  function signedPath(bucketId: string, name: string, expiresIn: number): string {
    const iat = Math.floor(Date.now() / 1000);
    const token = signJwt({ url: `${bucketId}/${name}`, iat, exp: iat + expiresIn }, options.jwtSecret);
    return `/object/sign/${bucketId}/${name}?token=${token}`;
  }

  async function sign(ctx: RequestContext, bucketId: string, name: string): Promise<Response> {
    const body = (await readJson(ctx.request)) as { expiresIn?: unknown } | undefined;
    const expiresIn = body?.expiresIn;
    if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
      return errors.invalidRequest('body/expiresIn must be >= 1');
    }
    const object = await findObjectAsCaller(ctx.db, ctx.claims, bucketId, name);
    if (!object) return errors.noSuchKey();
    return json({ signedURL: signedPath(bucketId, name, expiresIn) });
  }

  async function signMany(ctx: RequestContext, bucketId: string): Promise<Response> {
    const body = (await readJson(ctx.request)) as { expiresIn?: unknown; paths?: unknown } | undefined;
    const { expiresIn, paths } = body ?? {};
    if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
      return errors.invalidRequest('body/expiresIn must be >= 1');
    }
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      !paths.every((p): p is string => typeof p === 'string')
    ) {
      return errors.invalidRequest("body must have required property 'paths'");
    }
    const visible = new Set(
      (await findObjectsAsCaller(ctx.db, ctx.claims, bucketId, paths)).map((row) => row.name),
    );
    return json(
      paths.map((path) =>
        visible.has(path)
          ? { error: null, path, signedURL: signedPath(bucketId, path, expiresIn) }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            },
      ),
    );
  }

  async function downloadSigned(ctx: RequestContext, bucketId: string, name: string): Promise<Response> {
    const token = new URL(ctx.request.url).searchParams.get('token');
    if (!token) return errors.invalidRequest("querystring must have required property 'token'");
    const verified = verifyJwt(token, options.jwtSecret);
    if (!verified.ok) return errors.invalidJwt(JWT_MESSAGES[verified.reason]);
    const { url, exp } = verified.payload;
    // No clock-skew allowance here: signed URLs expire exactly when they say.
    if (typeof exp === 'number' && exp <= Math.floor(Date.now() / 1000))
      return errors.invalidJwt(JWT_MESSAGES.expired);
    if (url !== `${bucketId}/${name}`) return errors.invalidSignature();
    const object = await findObjectAsOwner(ctx.db, bucketId, name);
    if (!object) return errors.noSuchKey();
    const expires = typeof exp === 'number' ? { Expires: new Date(exp * 1000).toUTCString() } : undefined;
    return serveObject(ctx.request, files, object, expires);
  }

  return async (ctx) => {
    const segments = ctx.path.split('/').filter((segment) => segment !== '');
    const method = ctx.request.method;
    if (segments[0] !== 'object' || segments.length < 2) return errors.notFound();
    const [, first = '', second = ''] = segments;
    const isRead = method === 'GET' || method === 'HEAD';

    // Routes reachable without a valid JWT: public and signed-URL downloads.
    if (first === 'public' && isRead && segments.length >= 4) {
      const name = decodeSegments(segments.slice(3));
      return name === undefined
        ? errors.invalidKey(segments.slice(3).join('/'))
        : download(ctx, second, name, 'public');
    }
    if (first === 'sign' && isRead && segments.length >= 4) {
      const name = decodeSegments(segments.slice(3));
      return name === undefined
        ? errors.invalidKey(segments.slice(3).join('/'))
        : downloadSigned(ctx, second, name);
    }

    if (ctx.authError) return errors.accessDenied(JWT_MESSAGES[ctx.authError.reason]);

    if (first === 'list' && method === 'POST' && segments.length === 3) return list(ctx, second);
    if (first === 'sign' && method === 'POST') {
      if (segments.length === 3) return signMany(ctx, second);
      const name = decodeSegments(segments.slice(3));
      return name === undefined ? errors.invalidKey(segments.slice(3).join('/')) : sign(ctx, second, name);
    }
    if (first === 'authenticated' && isRead && segments.length >= 4) {
      const name = decodeSegments(segments.slice(3));
      return name === undefined
        ? errors.invalidKey(segments.slice(3).join('/'))
        : download(ctx, second, name, 'caller');
    }
    if (segments.length === 2 && method === 'DELETE') return removeMany(ctx, first);
    if (segments.length >= 3) {
      const name = decodeSegments(segments.slice(2));
      if (name === undefined) return errors.invalidKey(segments.slice(2).join('/'));
      if (method === 'POST') return upload(ctx, first, name, ctx.request.headers.get('x-upsert') === 'true');
      if (method === 'PUT') return upload(ctx, first, name, true);
      if (isRead) return download(ctx, first, name, 'caller');
      if (method === 'DELETE') return removeOne(ctx, first, name);
    }
    return errors.notFound();
  };
}
