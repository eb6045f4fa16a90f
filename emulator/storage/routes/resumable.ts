import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { RequestContext } from '../../contract.ts';
import { errors, type StorageErrorBody } from '../errors.ts';
import { isValidObjectName } from '../files.ts';
import { JWT_MESSAGES, type StorageService } from '../http.ts';
import { findBucket, largestFileSizeLimit, type ObjectMetadata } from '../objects.ts';
import { parseUploadMetadata } from '../resumable/metadata.ts';
import { LockTimeoutError, type UploadInfo } from '../resumable/store.ts';
import { decodeUploadId, encodeUploadId } from '../resumable/upload-id.ts';
import {
  checkCanStore,
  DEFAULT_FILE_SIZE_LIMIT,
  fileSizeLimit,
  newObject,
  storeObject,
} from '../store-object.ts';
import { isAllowedMimeType, parseJsonObject } from '../upload-body.ts';

// `/upload/resumable`: hosted storage's tus 1.0.0 server (tus-node-server behind storage's own
// checks). Protocol errors are tus's plain-text bodies with their real status; storage's own
// refusals (RLS, duplicate, MIME type, missing bucket) are their message with their logical status,
// as hosted storage's `onResponseError` renders them.

const TUS_VERSION = '1.0.0';
const EXTENSIONS = 'creation,creation-with-upload,termination,expiration';
const OFFSET_STREAM = 'application/offset+octet-stream';
const ENDPOINT = '/storage/v1/upload/resumable';

const TUS_ERRORS = {
  tusResumableRequired: [412, 'Tus-Resumable Required\n'],
  missingOffset: [403, 'Upload-Offset header required\n'],
  missingContentType: [403, 'Content-Type header required\n'],
  fileNotFound: [404, 'The file for this url was not found\n'],
  invalidOffset: [409, 'Upload-Offset conflict\n'],
  fileNoLongerExists: [410, 'The file for this url no longer exists\n'],
  sizeExceeded: [413, "upload's size exceeded\n"],
  maxSizeExceeded: [413, 'Maximum size exceeded\n'],
  invalidLength: [400, 'Upload-Length or Upload-Defer-Length header required\n'],
  invalidTermination: [400, 'Cannot terminate an already completed upload'],
  aborted: [400, 'Request aborted due to lock acquired'],
  lockTimeout: [500, 'failed to acquire lock before timeout'],
  deferLength: [501, 'creation-defer-length extension is not (yet) supported.\n'],
  concatenation: [
    501,
    'Concatenation extension is not (yet) supported. Disable parallel uploads in the tus client.\n',
  ],
  metadataRequired: [400, 'Metadata header is required'],
  notFound: [404, 'Not found\n'],
} as const satisfies Record<string, readonly [number, string]>;

function tusResponse(status: number, body = '', headers: Record<string, string> = {}): Response {
  const all = new Headers({ 'Tus-Resumable': TUS_VERSION, ...headers });
  if (status === 204 || body === '') return new Response(null, { status, headers: all });
  all.set('Content-Length', String(Buffer.byteLength(body)));
  return new Response(body, { status, headers: all });
}

function tusError([status, body]: readonly [number, string]): Response {
  return tusResponse(status, body);
}

/** One of storage's JSON error answers, rendered the way hosted storage renders it for tus. */
async function fromStorageError(response: Response): Promise<Response> {
  const body = (await response.json()) as StorageErrorBody;
  return tusResponse(Number(body.statusCode), body.message);
}

const NON_NEGATIVE_INTEGER = /^\d{1,15}$/;

/** tus-node-server's header checks, run before any handler. */
function invalidHeaders(request: Request): string[] {
  const invalid: string[] = [];
  const headers = request.headers;
  const check = (name: string, valid: (value: string) => boolean) => {
    const value = headers.get(name);
    if (value !== null && !valid(value)) invalid.push(name);
  };
  check('tus-resumable', (value) => value === TUS_VERSION);
  check('upload-offset', (value) => NON_NEGATIVE_INTEGER.test(value));
  check('upload-length', (value) => NON_NEGATIVE_INTEGER.test(value));
  check('upload-metadata', (value) => parseUploadMetadata(value) !== undefined);
  if (request.method === 'PATCH') check('content-type', (value) => value === OFFSET_STREAM);
  return invalid;
}

/** Where the client reaches this server (the request's own host, as hosted answers behind proxies). */
function uploadUrl(ctx: RequestContext, id: string): string {
  const fallback = new URL(ctx.publicUrl);
  const proto = ctx.request.headers.get('x-forwarded-proto') ?? fallback.protocol.replace(/:$/, '');
  const host =
    ctx.request.headers.get('x-forwarded-host') ?? ctx.request.headers.get('host') ?? fallback.host;
  return `${proto}://${host}${ENDPOINT}/${id}`;
}

function isUpsert(ctx: RequestContext): boolean {
  return ctx.request.headers.get('x-upsert') === 'true';
}

function cacheControl(seconds: string | undefined): string {
  return seconds !== undefined && /^-?\d+$/.test(seconds) ? `max-age=${seconds}` : 'no-cache';
}

/** The object a resumable upload will become, for the RLS check; its metadata is not written. */
function plannedObject(ctx: RequestContext, info: Pick<UploadInfo, 'bucket' | 'name' | 'version'>) {
  const metadata: ObjectMetadata = {
    eTag: '""',
    size: 0,
    mimetype: '',
    cacheControl: '',
    lastModified: new Date().toISOString(),
    contentLength: 0,
    httpStatusCode: 200,
  };
  return newObject(ctx.claims, info.bucket, info.name, metadata, null, info.version);
}

/** Hosted checks RLS before every request that writes (create, each chunk, terminate). */
async function deniedWrite(ctx: RequestContext, info: Pick<UploadInfo, 'bucket' | 'name' | 'version'>) {
  const denied = await checkCanStore(ctx, plannedObject(ctx, info), isUpsert(ctx));
  return denied ? fromStorageError(denied) : undefined;
}

async function md5Of(path: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The last byte arrived: the object row is written and the bytes become its version file. */
async function finish(
  ctx: RequestContext,
  { files, resumable }: StorageService,
  info: UploadInfo,
): Promise<Response | undefined> {
  const part = resumable.partPath(info.version);
  const metadata: ObjectMetadata = {
    eTag: `"${await md5Of(part)}"`,
    size: info.length,
    mimetype: info.contentType,
    cacheControl: info.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: info.length,
    httpStatusCode: 200,
  };
  const object = newObject(ctx.claims, info.bucket, info.name, metadata, info.userMetadata, info.version);
  const stored = await storeObject(ctx, files, object, isUpsert(ctx), () =>
    files.adopt(info.bucket, info.name, info.version, part),
  );
  if (stored instanceof Response) {
    // Without a record, the client's next HEAD finds nothing to resume instead of a full offset
    // that would look like success.
    await resumable.remove(info.version);
    return fromStorageError(stored);
  }
  await resumable.markCompleted(info);
  return undefined;
}

async function findUpload(service: StorageService, id: string | undefined) {
  const parsed = id === undefined ? undefined : decodeUploadId(id);
  const info = parsed && (await service.resumable.get(parsed.version));
  return info && info.id === id ? info : undefined;
}

/** Runs `work` holding the upload's lock; `signal` fires when a newer request takes the upload over. */
async function withUploadLock<T>(
  service: StorageService,
  version: string,
  work: (signal: AbortSignal) => Promise<T | Response>,
): Promise<T | Response> {
  let lock;
  try {
    lock = await service.resumable.lock(version);
  } catch (error) {
    if (error instanceof LockTimeoutError) return tusError(TUS_ERRORS.lockTimeout);
    throw error;
  }
  try {
    return await work(lock.signal);
  } finally {
    lock.release();
  }
}

/** Writes the request body at the client's offset, holding the upload's lock meanwhile. */
async function receive(
  ctx: RequestContext,
  service: StorageService,
  version: string,
  clientOffset: number,
  body: ReadableStream<Uint8Array> | null,
): Promise<{ offset: number; complete: boolean } | Response> {
  const { resumable } = service;
  return withUploadLock(service, version, async (signal) => {
    // Read again under the lock: the request this one interrupted may have finished the upload.
    const info = await resumable.get(version);
    if (!info) return tusError(TUS_ERRORS.fileNotFound);
    const offset = await resumable.offset(info);
    if (clientOffset !== offset) return tusError(TUS_ERRORS.invalidOffset);
    if (info.completed) return { offset, complete: true };
    const declared = Number(ctx.request.headers.get('content-length') ?? NaN);
    if (offset + declared > info.length) return tusError(TUS_ERRORS.sizeExceeded);
    const result = body
      ? await resumable.append(info, offset, body, signal)
      : { offset, overflow: false, interrupted: false };
    // The client has gone (or a newer request of it took over): this answer reaches nobody.
    if (result.interrupted) {
      return tusResponse(TUS_ERRORS.aborted[0], TUS_ERRORS.aborted[1], { Connection: 'close' });
    }
    if (result.overflow) return tusError(TUS_ERRORS.maxSizeExceeded);
    if (result.offset < info.length) return { offset: result.offset, complete: false };
    const failed = await finish(ctx, service, info);
    return failed ?? { offset: result.offset, complete: true };
  });
}

function progressHeaders(
  service: StorageService,
  info: UploadInfo,
  received: { offset: number; complete: boolean },
): Record<string, string> {
  return received.complete
    ? { 'Upload-Offset': String(received.offset), 'Tus-Complete': '1' }
    : {
        'Upload-Offset': String(received.offset),
        'Upload-Expires': new Date(service.resumable.expiresAt(info)).toUTCString(),
      };
}

async function create(ctx: RequestContext, service: StorageService): Promise<Response> {
  const headers = ctx.request.headers;
  if (headers.has('upload-concat')) return tusError(TUS_ERRORS.concatenation);
  if (headers.has('upload-defer-length')) return tusError(TUS_ERRORS.deferLength);
  const lengthHeader = headers.get('upload-length');
  if (lengthHeader === null) return tusError(TUS_ERRORS.invalidLength);
  const rawMetadata = headers.get('upload-metadata');
  const metadata = rawMetadata === null ? undefined : parseUploadMetadata(rawMetadata);
  if (!metadata) return tusError(TUS_ERRORS.metadataRequired);
  const name = metadata.objectName ?? '';
  if (!isValidObjectName(name)) return fromStorageError(errors.invalidKey(name));
  const bucket = await findBucket(ctx.db, metadata.bucketName ?? '');
  if (!bucket) return fromStorageError(errors.noSuchBucket());
  const length = Number(lengthHeader);
  if (length > fileSizeLimit(bucket)) return tusError(TUS_ERRORS.maxSizeExceeded);

  const planned = plannedObject(ctx, { bucket: bucket.id, name, version: randomUUID() });
  const denied = await deniedWrite(ctx, planned);
  if (denied) return denied;
  // Hosted checks only a declared type; an undeclared one is stored as octet-stream, so it is
  // checked as that: a bucket's type list holds for every way in.
  const contentType = metadata.contentType || 'application/octet-stream';
  if (!isAllowedMimeType(contentType, bucket.allowedMimeTypes))
    return fromStorageError(errors.invalidMimeType(contentType));

  await service.resumable.sweepExpired();
  const info = await service.resumable.create({
    id: encodeUploadId({ bucket: bucket.id, name, version: planned.version }),
    bucket: bucket.id,
    name,
    version: planned.version,
    length,
    rawMetadata,
    contentType,
    cacheControl: cacheControl(metadata.cacheControl),
    userMetadata: parseJsonObject(metadata.metadata),
  });
  const location = { Location: uploadUrl(ctx, info.id) };
  const withUpload = headers.get('content-type') === OFFSET_STREAM;
  if (!withUpload && length > 0) {
    return tusResponse(201, '', {
      ...location,
      'Upload-Expires': new Date(service.resumable.expiresAt(info)).toUTCString(),
    });
  }
  const received = await receive(ctx, service, info.version, 0, withUpload ? ctx.request.body : null);
  if (received instanceof Response) return received;
  return tusResponse(201, '', { ...location, ...progressHeaders(service, info, received) });
}

async function head(service: StorageService, id: string): Promise<Response> {
  const info = await findUpload(service, id);
  if (!info) return tusError(TUS_ERRORS.fileNotFound);
  if (service.resumable.isExpired(info)) return tusError(TUS_ERRORS.fileNoLongerExists);
  // A client asks for the offset only when it resumes, so a chunk still arriving belongs to a
  // connection it gave up on: taking the lock ends that one and reports what it left on disk.
  const offset = await withUploadLock(service, info.version, () => service.resumable.offset(info));
  if (offset instanceof Response) return offset;
  return tusResponse(200, '', {
    'Cache-Control': 'no-store',
    'Upload-Offset': String(offset),
    'Upload-Length': String(info.length),
    ...(info.rawMetadata === null ? {} : { 'Upload-Metadata': info.rawMetadata }),
  });
}

async function patch(ctx: RequestContext, service: StorageService, id: string): Promise<Response> {
  const offsetHeader = ctx.request.headers.get('upload-offset');
  if (offsetHeader === null) return tusError(TUS_ERRORS.missingOffset);
  if (!ctx.request.headers.has('content-type')) return tusError(TUS_ERRORS.missingContentType);
  const info = await findUpload(service, id);
  if (!info) return tusError(TUS_ERRORS.fileNotFound);
  const denied = await deniedWrite(ctx, info);
  if (denied) return denied;
  if (service.resumable.isExpired(info)) return tusError(TUS_ERRORS.fileNoLongerExists);
  const received = await receive(ctx, service, info.version, Number(offsetHeader), ctx.request.body);
  if (received instanceof Response) return received;
  return tusResponse(204, '', progressHeaders(service, info, received));
}

async function terminate(ctx: RequestContext, service: StorageService, id: string): Promise<Response> {
  const info = await findUpload(service, id);
  if (!info) return tusError(TUS_ERRORS.fileNotFound);
  const denied = await deniedWrite(ctx, info);
  if (denied) return denied;
  if (info.completed) return tusError(TUS_ERRORS.invalidTermination);
  return withUploadLock(service, info.version, async () => {
    await service.resumable.remove(info.version);
    return tusResponse(204);
  });
}

/** tus discovery: version, extensions and the largest upload any bucket takes. */
async function options(ctx: RequestContext): Promise<Response> {
  return tusResponse(204, '', {
    'Tus-Version': TUS_VERSION,
    'Tus-Extension': EXTENSIONS,
    'Tus-Max-Size': String(await largestFileSizeLimit(ctx.db, DEFAULT_FILE_SIZE_LIMIT)),
  });
}

/** Routes `/upload/resumable[/<id>]`; `rest` are the path segments after `resumable`. */
export async function resumableUpload(
  ctx: RequestContext,
  service: StorageService,
  rest: string[],
): Promise<Response> {
  const method = ctx.request.method;
  if (rest.length > 1) return tusError(TUS_ERRORS.notFound);
  if (method === 'OPTIONS') return options(ctx);
  if (ctx.authError) {
    const denied = errors.accessDenied(JWT_MESSAGES[ctx.authError.reason]);
    return new Response(denied.body, {
      status: denied.status,
      headers: { 'Content-Type': 'application/json', 'Tus-Resumable': TUS_VERSION },
    });
  }
  if (!ctx.request.headers.has('tus-resumable')) return tusError(TUS_ERRORS.tusResumableRequired);
  const invalid = invalidHeaders(ctx.request);
  if (invalid.length > 0) return tusResponse(400, `Invalid ${invalid.join(' ')}\n`);
  const [id] = rest;
  if (method === 'POST' && id === undefined) return create(ctx, service);
  if (id === undefined) return tusError(TUS_ERRORS.notFound);
  if (method === 'HEAD') return head(service, id);
  if (method === 'PATCH') return patch(ctx, service, id);
  if (method === 'DELETE') return terminate(ctx, service, id);
  return tusError(TUS_ERRORS.notFound);
}
