-- One enquiry per submission, however often it arrives. The site's forms send an idempotency key (a
-- random UUID, kept while the visitor retries the same content); send-contact-email stores it with
-- the row, and a request whose key is already stored gets the first one's answer instead of a second
-- row and second e-mails. The unique index is what holds when two copies arrive at the same moment:
-- the second insert fails with 23505 and the function answers with the row that won. Rows stored
-- without a key (older clients, scripts, the chat's conversions) stay null, which never conflicts.

alter table public.enquiries add column idempotency_key uuid;

create unique index enquiries_idempotency_key_key on public.enquiries (idempotency_key);
