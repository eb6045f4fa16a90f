import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../_shared/contract/enquiry/idempotency.ts';
import type { EnquiryRequest } from '../_shared/contract/enquiry/schema.ts';
import type { ServiceClient } from '../_shared/database.ts';

// The repeat of a submission (a double tap, a retry after a timeout, the same form sent again) is
// recognised by its key and answered with the first one's row; nothing is stored or sent again.

export type KeyRead = { ok: true; key: string | null } | { ok: false };

/** The request's key: null without one (older clients), not ok when it is not a UUID. */
export function idempotencyKeyOf(request: Request): KeyRead {
  const value = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!value) return { ok: true, key: null };
  return IDEMPOTENCY_KEY_PATTERN.test(value) ? { ok: true, key: value.toLowerCase() } : { ok: false };
}

export type Stored = { kind: 'none' } | { kind: 'same'; id: string } | { kind: 'other' };

/**
 * The enquiry stored under `key`: 'same' when it is this one's first arrival (same form and
 * address), 'other' when the key came with a different enquiry (a client's mistake). Throws when the
 * database cannot answer: without knowing, storing could make a duplicate.
 */
export async function storedUnder(db: ServiceClient, key: string, enquiry: EnquiryRequest): Promise<Stored> {
  const { data, error } = await db
    .from('enquiries')
    .select('id, form_type, email')
    .eq('idempotency_key', key)
    .maybeSingle();
  if (error) throw new Error(`looking up the idempotency key failed: ${error.code} ${error.message}`);
  if (!data) return { kind: 'none' };
  const same =
    data.form_type === enquiry.formType && data.email.toLowerCase() === enquiry.email.toLowerCase();
  return same ? { kind: 'same', id: data.id } : { kind: 'other' };
}
