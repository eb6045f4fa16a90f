-- Every admin hears of every change to an admin's two-step sign-in: when a TOTP factor of an admin
-- becomes verified or a verified one is removed, a trigger on auth.mfa_factors writes a notice here,
-- and the notify-factor-change function e-mails the admin and every other admin, each in their own
-- language. A takeover with a stolen password (enrolling the attacker's own factor) or a colleague's
-- factor being removed is then seen in every admin's mailbox, not only in the back office.

-- The language an admin's notices are written in; null: both, Dutch first.
alter table public.admin_users
  add column language text check (language in ('en', 'nl'));

create table public.admin_factor_notices (
  id uuid primary key default gen_random_uuid(),
  -- No foreign key: a removal notice outlives the account whose deletion removed the factor.
  user_id uuid not null,
  email text not null,
  factor_id uuid not null,
  factor_name text,
  event text not null check (event in ('enrolled', 'removed')),
  created_at timestamptz not null default now(),
  -- new: not tried yet; sending: claimed by a run; sent: every recipient has it; failed: to retry.
  status text not null default 'new' check (status in ('new', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  attempted_at timestamptz,
  -- Lower-case addresses that already have this notice, so a retry mails only the others.
  sent_to text[] not null default '{}',
  error text check (char_length(error) <= 500)
);

create index admin_factor_notices_unsent on public.admin_factor_notices (created_at)
  where status <> 'sent';

alter table public.admin_factor_notices enable row level security;

-- Only the service role (the function) reads and marks notices; no API role sees them.
revoke all on table public.admin_factor_notices from public, anon, authenticated;
grant select, update on table public.admin_factor_notices to service_role;

-- Security definer: the auth server writes auth.mfa_factors as its own role, which has no rights on
-- public tables. Any failure is a warning, never an error: a notice must not block the auth write.
create function public.note_admin_factor_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  factor record;
  change text;
  admin_email text;
begin
  if tg_op = 'DELETE' then
    factor := old;
    change := case when old.status = 'verified' then 'removed' end;
  elsif tg_op = 'INSERT' then
    factor := new;
    change := case when new.status = 'verified' then 'enrolled' end;
  else
    factor := new;
    change := case when new.status = 'verified' and old.status is distinct from 'verified' then 'enrolled' end;
  end if;
  if change is null or factor.factor_type::text <> 'totp' then
    return null;
  end if;
  begin
    select a.email into admin_email from public.admin_users a where a.user_id = factor.user_id;
    if admin_email is null then
      return null;
    end if;
    insert into public.admin_factor_notices (user_id, email, factor_id, factor_name, event)
    values (factor.user_id, admin_email, factor.id, left(factor.friendly_name, 200), change);
  exception when others then
    raise warning 'note_admin_factor_change: % (%)', sqlerrm, sqlstate;
    return null;
  end;
  -- Sent at once when the database can call the function; the scheduled job below retries. Apart
  -- from the insert, so a call that cannot be queued (no Vault secrets yet) keeps the notice.
  begin
    if exists (select 1 from pg_namespace where nspname = 'net')
       and exists (select 1 from pg_namespace where nspname = 'vault') then
      perform public.call_notify_factor_change();
    end if;
  exception when others then
    raise warning 'note_admin_factor_change: calling notify-factor-change: % (%)', sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

revoke all on function public.note_admin_factor_change() from public, anon, authenticated;

-- Queues a call of notify-factor-change with the service role key from Vault (pg_net sends it after
-- the transaction commits, or never when it rolls back).
create function public.call_notify_factor_change()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  execute $call$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/notify-factor-change',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'
        )
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 30000
    )
  $call$;
end;
$$;

revoke all on function public.call_notify_factor_change() from public, anon, authenticated;

create trigger mfa_factors_admin_notice
  after insert or update of status or delete on auth.mfa_factors
  for each row execute function public.note_admin_factor_change();

-- Claims the notices due now, as the enquiry e-mail retry does: new ones, failed ones whose back-off
-- (p_backoff_minutes[n] after attempt n; the last value repeats) has passed, and ones still
-- 'sending' p_stalled_minutes after their run started. After p_max_attempts a notice stays failed.
create function public.claim_admin_factor_notices(
  p_backoff_minutes integer[],
  p_stalled_minutes integer,
  p_max_attempts integer,
  p_limit integer
)
returns table (
  id uuid,
  user_id uuid,
  email text,
  factor_name text,
  event text,
  created_at timestamptz,
  sent_to text[],
  attempt integer
)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  steps integer := coalesce(cardinality(p_backoff_minutes), 0);
begin
  if steps = 0 or p_stalled_minutes < 1 or p_max_attempts < 1 or p_limit < 1 then
    raise exception 'claim_admin_factor_notices: invalid arguments' using errcode = '22023';
  end if;
  return query
    update public.admin_factor_notices n
       set status = 'sending',
           attempts = n.attempts + 1,
           attempted_at = now()
     where n.id in (
             select d.id from public.admin_factor_notices d
              where d.attempts < p_max_attempts
                and (
                  d.status = 'new'
                  or (d.status = 'failed'
                     and d.attempted_at
                       + make_interval(mins => p_backoff_minutes[least(greatest(d.attempts, 1), steps)])
                       <= now())
                  or (d.status = 'sending'
                     and d.attempted_at < now() - make_interval(mins => p_stalled_minutes))
                )
              order by d.created_at
              limit p_limit
              for update skip locked
           )
       and n.status <> 'sent'
    returning n.id, n.user_id, n.email, n.factor_name, n.event, n.created_at, n.sent_to, n.attempts;
end;
$$;

revoke all on function public.claim_admin_factor_notices(integer[], integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.claim_admin_factor_notices(integer[], integer, integer, integer)
  to service_role;

-- Every minute while a notice is unsent and has attempts left (10, NOTICE_MAX_ATTEMPTS in the
-- function); the function decides which are due.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron')
     and exists (select 1 from pg_namespace where nspname = 'net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    perform cron.schedule(
      'notify-factor-change',
      '* * * * *',
      $job$
      select public.call_notify_factor_change()
      where exists (
        select 1 from public.admin_factor_notices where status <> 'sent' and attempts < 10
      )
      $job$
    );
  end if;
end;
$$;
