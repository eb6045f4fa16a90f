-- Retention: how long each table keeps its rows, applied by one job every hour. The periods are
-- RETENTION in the contract (retention.ts) and CHAT_LIMITS.retentionDays, and the privacy policy
-- states them; the backend test of this job checks the numbers below against that list.
--
--   enquiries                 7 years after they arrived (business.limits.retentionYears)
--   newsletter_subscribers    30 days after unsubscribing; a sign-up never confirmed, 30 days after
--                             its confirmation e-mail
--   analytics_events          13 months (purge_old_analytics_events)
--   chat_conversations        180 days after the last message (delete_expired_chat_conversations)
--   rate_limit_hits           1 hour
--   recipient_mail_hits       7 days (the longest window take_recipient_mail_slot looks back)
--   analytics_event_days      31 days (counts only)

-- When a sign-up's confirmation e-mail went out: a new sign-up for a known address gets a new token,
-- and its 30 days start again.
alter table public.newsletter_subscribers add column signed_up_at timestamptz;
update public.newsletter_subscribers set signed_up_at = created_at;
alter table public.newsletter_subscribers
  alter column signed_up_at set not null,
  alter column signed_up_at set default now();

create function public.newsletter_subscribers_signed_up()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.signed_up_at := now();
  return new;
end;
$$;

revoke all on function public.newsletter_subscribers_signed_up() from public, anon, authenticated;

create trigger newsletter_subscribers_signed_up
  before update of confirmation_token on public.newsletter_subscribers
  for each row
  when (old.confirmation_token is distinct from new.confirmation_token)
  execute function public.newsletter_subscribers_signed_up();

create index newsletter_subscribers_unsubscribed_at_idx
  on public.newsletter_subscribers (unsubscribed_at) where unsubscribed_at is not null;
create index newsletter_subscribers_unconfirmed_idx
  on public.newsletter_subscribers (signed_up_at) where confirmed_at is null and unsubscribed_at is null;

-- Deletes what is past its period, table by table, and says how many rows went.
create function public.apply_retention()
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

revoke all on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;

-- One job in place of the nightly purges of analytics events and chat conversations. Hourly, so
-- the rate limits' addresses are gone within two hours; at 17 minutes past, away from the round
-- minutes other jobs favour. Where pg_cron is missing, the job can still be run by hand.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    if exists (select 1 from cron.job where jobname = 'purge-old-analytics-events') then
      perform cron.unschedule('purge-old-analytics-events');
    end if;
    if exists (select 1 from cron.job where jobname = 'delete-expired-chat-conversations') then
      perform cron.unschedule('delete-expired-chat-conversations');
    end if;
    perform cron.schedule('apply-retention', '17 * * * *', 'select * from public.apply_retention()');
  end if;
end;
$$;
