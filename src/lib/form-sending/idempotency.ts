// The idempotency key an enquiry is sent with: the same key while the visitor sends the same content
// again (a retry after an error or a timeout, a second tap, the same form filled in once more within
// a few minutes), so the server stores one enquiry; new content, or the same after a pause, gets a new key.

/** How long after its last use a key still covers the same content. */
export const KEY_REUSE_MS = 10 * 60_000;

interface Issued {
  content: string;
  key: string;
  usedAt: number;
}

// Per form type, for the life of the page: a reload starts afresh, as a deliberate new visit.
const issued = new Map<string, Issued>();

/** A random UUID, also where `crypto.randomUUID` is missing (pages not served over HTTPS). */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key for sending `body` as `formType` now. */
export function idempotencyKeyFor(formType: string, body: object, now = Date.now()): string {
  const content = JSON.stringify(body);
  const last = issued.get(formType);
  const key = last && last.content === content && now - last.usedAt < KEY_REUSE_MS ? last.key : randomKey();
  issued.set(formType, { content, key, usedAt: now });
  return key;
}
