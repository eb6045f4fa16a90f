-- Handling enquiries in the back office (/admin/enquiries):
-- * Statuses: new, in_progress, answered and spam. `archived` is gone; archived rows meant "dealt
--   with", so they become answered.
-- * internal_note: the team's own note on an enquiry (at most 2000 characters), never sent to anyone.
-- * The e-mail outcome per message, so a resend sends again only what did not go out:
--   company_email_status and visitor_email_status (pending, sent, failed) beside the overall
--   email_status; email_attempts counts deliveries started (a resend claims the row by raising it,
--   so two admins pressing resend at once send once); email_attempted_at is when the latest
--   started (a delivery still pending 10 minutes later is taken as stalled); email_sent_at is when
--   the last message went out.
-- * An admin who entered their code may change only status and internal_note, and may delete an
--   enquiry (erasure requests). Everything else stays the service role's.

update public.enquiries set status = 'answered' where status = 'archived';
alter table public.enquiries drop constraint enquiries_status_check;
alter table public.enquiries add constraint enquiries_status_check
  check (status in ('new', 'in_progress', 'answered', 'spam'));

alter table public.enquiries
  add column internal_note text check (char_length(internal_note) <= 2000),
  add column company_email_status text not null default 'pending'
    check (company_email_status in ('pending', 'sent', 'failed')),
  add column visitor_email_status text not null default 'pending'
    check (visitor_email_status in ('pending', 'sent', 'failed')),
  add column email_attempts integer not null default 1 check (email_attempts >= 0),
  add column email_attempted_at timestamptz not null default now(),
  add column email_sent_at timestamptz;

-- Rows stored before this migration: their error text names the message that failed
-- ("company: …; visitor: …"); a failure that names neither counts against both.
update public.enquiries set
  email_attempted_at = created_at,
  email_sent_at = case when email_status = 'sent' then updated_at end,
  company_email_status = case
    when email_status <> 'failed' then email_status
    when email_error like 'company: %' or email_error not like '%visitor: %' then 'failed'
    else 'sent'
  end,
  visitor_email_status = case
    when email_status <> 'failed' then email_status
    when email_error like '%visitor: %' or email_error not like 'company: %' then 'failed'
    else 'sent'
  end;

alter policy "Admins with MFA can update an enquiry's status" on public.enquiries
  rename to "Admins with MFA can update an enquiry's status and note";
grant update (internal_note) on table public.enquiries to authenticated;

grant delete on table public.enquiries to authenticated;
create policy "Admins with MFA can delete an enquiry"
  on public.enquiries for delete
  to authenticated
  using ((select public.is_admin_mfa()));
