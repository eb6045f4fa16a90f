// The `Upload-Metadata` header of tus 1.0: comma-separated `key base64value` pairs (a key may
// stand alone), keys unique and free of spaces and commas. Invalid input is refused whole.

const BASE64 = /^[\d+/A-Za-z]*={0,2}$/;

export function parseUploadMetadata(header: string): Record<string, string> | undefined {
  const metadata: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const tokens = pair.split(' ');
    const [key, value] = tokens;
    if (!key || tokens.length > 2 || Object.hasOwn(metadata, key)) return undefined;
    if (value !== undefined && (!BASE64.test(value) || value.length % 4 !== 0)) return undefined;
    metadata[key] = value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');
  }
  return metadata;
}
