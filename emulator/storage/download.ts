import type { ObjectFiles } from './files.ts';
import type { ObjectRow } from './objects.ts';
import { errors } from './errors.ts';
import { essence } from './upload-body.ts';

// Streams an object's bytes with the headers hosted storage sends, honouring `Range` (video
// players seek with it) and `?download[=name]`. Only passive media types are ever shown inline.

interface ByteRange {
  start: number;
  end: number;
}

/** Parses a single `bytes=` range; `undefined` means the whole file, `null` an unsatisfiable range. */
function parseRange(header: string | null, size: number): ByteRange | undefined | null {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return null;
  return { start, end };
}

/**
 * Types a browser only displays. Anything else (SVG and HTML run scripts; other types may be
 * sniffed into something that does) is sent as a download, never rendered on storage's origin.
 */
function isPassiveType(mimeType: string): boolean {
  const type = essence(mimeType);
  if (type === 'image/svg+xml') return false;
  return ['image/', 'video/', 'audio/'].some((prefix) => type.startsWith(prefix)) || type === 'text/vtt';
}

export async function serveObject(
  request: Request,
  files: ObjectFiles,
  object: ObjectRow,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const size = await files.size(object.bucket_id, object.name, object.version);
  if (size === undefined) return errors.noSuchKey();
  const headers = new Headers({
    'Content-Type': object.metadata.mimetype,
    'Cache-Control': object.metadata.cacheControl,
    ETag: object.metadata.eTag,
    'Last-Modified': new Date(object.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  });
  const download = new URL(request.url).searchParams.get('download');
  if (download !== null || !isPassiveType(object.metadata.mimetype)) {
    const fileName = download || object.name.split('/').pop() || object.name;
    headers.set('Content-Disposition', `attachment; filename=${encodeURIComponent(fileName)};`);
  }
  const range = parseRange(request.headers.get('range'), size);
  if (range === null) {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (request.method === 'HEAD' || length === 0) return new Response(null, { status, headers });
  return new Response(files.read(object.bucket_id, object.name, object.version, start, end), {
    status,
    headers,
  });
}
