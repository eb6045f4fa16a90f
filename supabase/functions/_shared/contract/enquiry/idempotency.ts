// One submission, one enquiry: the forms send a random key with each submission, the same key
// again while the visitor retries the same content, and send-contact-email stores the first
// arrival and answers every repeat with its success.

/** The request header that carries the key (as in the IETF draft for idempotent POSTs). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key is a random UUID. */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
