// A resumable upload's id in its URL, as hosted storage makes it: `<bucket>/<object name>/<version>`
// in base64url, so the URL itself says which object the bytes are for.

export interface UploadId {
  bucket: string;
  name: string;
  version: string;
}

export function encodeUploadId({ bucket, name, version }: UploadId): string {
  return Buffer.from(`${bucket}/${name}/${version}`, 'utf8').toString('base64url');
}

export function decodeUploadId(id: string): UploadId | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const first = text.indexOf('/');
  const last = text.lastIndexOf('/');
  if (first <= 0 || last <= first + 1 || last === text.length - 1) return undefined;
  return { bucket: text.slice(0, first), name: text.slice(first + 1, last), version: text.slice(last + 1) };
}
