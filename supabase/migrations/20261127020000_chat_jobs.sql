-- The chat's scheduled work. In SQL: deleting conversations past their retention period. Through
-- the chat-housekeeping function (pg_cron + pg_net, as hosted Supabase schedules edge functions):
-- closing conversations whose tab was closed and e-mailing their transcripts, and retrying
-- transcripts that stalled. The claim functions below mark rows in one statement, so two runs (or a
-- run and a visitor's close) never deliver the same transcript twice.

-- Conversations (and their messages, by cascade) whose last message is older than the retention
-- period, and transcript addresses no remaining conversation uses that are as old.
create function public.delete_expired_chat_conversations(p_retention_days integer)
returns bigint
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - make_interval(days => p_retention_days);
  removed bigint;
begin
  if p_retention_days is null or p_retention_days < 1 then
    raise exception 'delete_expired_chat_conversations: invalid retention' using errcode = '22023';
  end if;
  delete from public.chat_conversations c where c.last_message_at < cutoff;
  get diagnostics removed = row_count;
  delete from public.chat_transcript_addresses a
    where greatest(a.created_at, a.confirmation_sent_at, a.confirmed_at) < cutoff
      and not exists (
        select 1 from public.chat_conversations c where lower(c.customer_email) = a.email
      );
  return removed;
end;
$$;

-- Closes open conversations without a message for p_idle_minutes as closed by inactivity, with
-- their transcript claimed for delivery ('pending'); returns their ids and attempt numbers.
create function public.claim_idle_chat_conversations(p_idle_minutes integer, p_limit integer)
returns table (id uuid, attempt integer)
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.chat_conversations c
     set status = 'closed',
         closed_by = 'inactivity',
         closed_at = now(),
         transcript_status = 'pending',
         transcript_error = null,
         transcript_attempts = c.transcript_attempts + 1
   where c.id in (
           select o.id from public.chat_conversations o
            where o.status = 'open'
              and o.last_message_at < now() - make_interval(mins => p_idle_minutes)
            order by o.last_message_at
            limit p_limit
            for update skip locked
         )
     and c.status = 'open'
  returning c.id, c.transcript_attempts;
$$;

-- Transcripts left 'pending' for p_stalled_minutes (the function sending them stopped halfway) are
-- claimed again, up to p_max_attempts attempts in all; after that they are recorded as failed, for an
-- admin to resend. Returns the ids claimed again and their attempt numbers.
create function public.claim_stalled_chat_transcripts(
  p_stalled_minutes integer,
  p_max_attempts integer,
  p_limit integer
)
returns table (id uuid, attempt integer)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  stalled_before timestamptz := now() - make_interval(mins => p_stalled_minutes);
begin
  update public.chat_conversations c
     set transcript_status = 'failed',
         transcript_error = 'Sending the transcript stopped halfway too often. Resend it.'
   where c.transcript_status = 'pending'
     and c.updated_at < stalled_before
     and c.transcript_attempts >= p_max_attempts;
  return query
    update public.chat_conversations c
       set transcript_attempts = c.transcript_attempts + 1
     where c.id in (
             select s.id from public.chat_conversations s
              where s.transcript_status = 'pending'
                and s.updated_at < stalled_before
                and s.transcript_attempts < p_max_attempts
              order by s.updated_at
              limit p_limit
              for update skip locked
           )
       and c.transcript_status = 'pending'
    returning c.id, c.transcript_attempts;
end;
$$;

-- When an address confirms: its closed conversations of the last p_days whose transcript waited for
-- that, claimed for delivery. The address is compared in lower case, as it was typed.
create function public.claim_awaiting_chat_transcripts(p_email text, p_days integer)
returns table (id uuid, attempt integer)
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.chat_conversations c
     set transcript_status = 'pending',
         transcript_error = null,
         transcript_attempts = c.transcript_attempts + 1
   where lower(c.customer_email) = lower(p_email)
     and c.status = 'closed'
     and c.transcript_status = 'awaiting-confirmation'
     and c.closed_at > now() - make_interval(days => p_days)
  returning c.id, c.transcript_attempts;
$$;

revoke all on function public.delete_expired_chat_conversations(integer) from public, anon, authenticated;
revoke all on function public.claim_idle_chat_conversations(integer, integer) from public, anon, authenticated;
revoke all on function public.claim_stalled_chat_transcripts(integer, integer, integer)
  from public, anon, authenticated;
revoke all on function public.claim_awaiting_chat_transcripts(text, integer) from public, anon, authenticated;
grant execute on function public.delete_expired_chat_conversations(integer) to service_role;
grant execute on function public.claim_idle_chat_conversations(integer, integer) to service_role;
grant execute on function public.claim_stalled_chat_transcripts(integer, integer, integer) to service_role;
grant execute on function public.claim_awaiting_chat_transcripts(text, integer) to service_role;

-- Hosted projects have pg_cron, pg_net and Vault (with the secrets `project_url` and
-- `service_role_key` created once per project); the local stack provides all three itself. Where
-- one is missing the job is not scheduled. 180 days is CHAT_LIMITS.retentionDays, the period the
-- privacy policy names.
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension pg_cron with schema pg_catalog;
  end if;
  if not exists (select 1 from pg_namespace where nspname = 'net')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension pg_net;
  end if;
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    -- 03:37 UTC, a quiet hour in Amsterdam; scheduling again under the same name replaces the job.
    perform cron.schedule(
      'delete-expired-chat-conversations',
      '37 3 * * *',
      'select public.delete_expired_chat_conversations(180)'
    );
    if exists (select 1 from pg_namespace where nspname = 'net')
       and exists (select 1 from pg_namespace where nspname = 'vault') then
      -- Every five minutes, two minutes past the round ones other jobs favour.
      perform cron.schedule(
        'chat-housekeeping',
        '2-59/5 * * * *',
        $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
            || '/functions/v1/chat-housekeeping',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (
              select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'
            )
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 30000
        ) as request_id
        $job$
      );
    end if;
  end if;
end;
$$;
