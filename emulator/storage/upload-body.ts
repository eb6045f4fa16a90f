// Reads an upload the way storage-js sends it: multipart/form-data (file part under the empty
// field name, plus `cacheControl` and `metadata` fields) or a raw body with `content-type`,
// `cache-control` and a base64 JSON `x-metadata` header.

export interface UploadBody {
  bytes: Uint8Array;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** A JSON object from text (user metadata), or null for anything else. */
export function parseJsonObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export async function readUploadBody(request: Request): Promise<UploadBody> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const form = await request.formData();
    let file: File | undefined;
    for (const value of form.values()) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    const bytes = file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const fieldType = form.get('contentType');
    const cacheSeconds = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      bytes,
      mimeType: (typeof fieldType === 'string' && fieldType) || file?.type || 'application/octet-stream',
      cacheControl: typeof cacheSeconds === 'string' && cacheSeconds ? `max-age=${cacheSeconds}` : 'no-cache',
      userMetadata: parseJsonObject(typeof metadata === 'string' ? metadata : null),
    };
  }
  const encodedMetadata = request.headers.get('x-metadata');
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    mimeType: contentType || 'application/octet-stream',
    cacheControl: request.headers.get('cache-control') ?? 'no-cache',
    userMetadata: parseJsonObject(
      encodedMetadata ? Buffer.from(encodedMetadata, 'base64').toString('utf8') : null,
    ),
  };
}

/** `type/subtype` without parameters, lower-cased. */
export function essence(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Hosted rule: an exact `type/subtype` match or a `type/*` wildcard; an empty list allows anything. */
export function isAllowedMimeType(mimeType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const actual = essence(mimeType);
  const [type, subtype] = actual.split('/');
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule === actual || rule === `${type}/*`;
  });
}
