-- Medical details are health data (AVG/GDPR art. 9): an enquiry holds them only with the visitor's
-- explicit consent, and only as long as the jump needs them. The periods are RETENTION's
-- medicalAfterJumpDays and medicalWithoutDateDays in the contract (retention.ts); the privacy
-- statement states them and the backend test checks the numbers below against that list.
--
--   enquiries.medical_info    30 days after the requested jump date, or 90 days after the enquiry
--                             arrived when it names no date; the rest of the enquiry stays
--
-- When the visitor ticked the consent box: send-contact-email refuses medical details without it.
alter table public.enquiries add column medical_consent_at timestamptz;

-- Details stored before the form asked for consent have no basis to be kept.
update public.enquiries set medical_info = null where medical_info is not null;

alter table public.enquiries
  add constraint enquiries_medical_consent check (medical_info is null or medical_consent_at is not null);

create index enquiries_medical_info_idx on public.enquiries (date, created_at) where medical_info is not null;

-- apply_retention as before, with the medical details erased (not the enquiry) after their period.
create or replace function public.apply_retention()
returns table (kind text, removed bigint)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  deleted_rows bigint;
begin
  delete from public.enquiries e where e.created_at < now() - interval '7 years';
  get diagnostics deleted_rows = row_count;
  kind := 'enquiries'; removed := deleted_rows; return next;

  -- The jump date is a day in the company's time zone.
  update public.enquiries e set medical_info = null, medical_consent_at = null
    where e.medical_info is not null
      and (e.date < (now() at time zone 'Europe/Amsterdam')::date - 30
        or e.date is null and e.created_at < now() - interval '90 days');
  get diagnostics deleted_rows = row_count;
  kind := 'enquiry medical details'; removed := deleted_rows; return next;

  delete from public.newsletter_subscribers s where s.unsubscribed_at < now() - interval '30 days';
  get diagnostics deleted_rows = row_count;
  kind := 'newsletter unsubscribed'; removed := deleted_rows; return next;

  delete from public.newsletter_subscribers s
    where s.confirmed_at is null and s.unsubscribed_at is null and s.signed_up_at < now() - interval '30 days';
  get diagnostics deleted_rows = row_count;
  kind := 'newsletter unconfirmed'; removed := deleted_rows; return next;

  kind := 'analytics events'; removed := public.purge_old_analytics_events(); return next;

  kind := 'chat conversations'; removed := public.delete_expired_chat_conversations(180); return next;

  delete from public.rate_limit_hits h where h.hit_at < now() - interval '1 hour';
  get diagnostics deleted_rows = row_count;
  kind := 'rate limit hits'; removed := deleted_rows; return next;

  delete from public.recipient_mail_hits r where r.sent_at < now() - interval '7 days';
  get diagnostics deleted_rows = row_count;
  kind := 'recipient mail hits'; removed := deleted_rows; return next;

  delete from public.analytics_event_days d where d.day < (now() at time zone 'UTC')::date - 31;
  get diagnostics deleted_rows = row_count;
  kind := 'analytics day counts'; removed := deleted_rows; return next;
end;
$$;
