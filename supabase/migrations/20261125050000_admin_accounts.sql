-- Admin accounts from the back office: there is always at least one admin, and the dashboard
-- counts the admins who have not set up two-step sign-in.

-- Removing an admin goes through an edge function with the service role; the rule that one admin
-- stays holds here, whoever deletes. The transaction lock makes concurrent removals take turns, and
-- each count then sees the removals committed before it (and earlier rows of its own statement),
-- so two admins removing each other at once leave one.
create function public.keep_one_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('public.admin_users'));
  if (select count(*) from public.admin_users) <= 1 then
    raise exception 'The last admin cannot be removed: invite another admin first'
      using errcode = 'P0001', hint = 'last_admin';
  end if;
  return old;
end;
$$;

revoke all on function public.keep_one_admin() from public, anon, authenticated;

create trigger admin_users_keep_one
  before delete on public.admin_users
  for each row execute function public.keep_one_admin();

-- auth.mfa_factors is not readable by the API roles; this returns only the number, and only to an
-- admin who entered their code.
create function public.count_admins_without_mfa()
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin_mfa() then
    raise exception 'Only an admin who has entered their code may read the dashboard'
      using errcode = '42501';
  end if;
  return (
    select count(*) from public.admin_users a
    where not exists (
      select 1 from auth.mfa_factors f where f.user_id = a.user_id and f.status = 'verified'
    )
  );
end;
$$;

revoke all on function public.count_admins_without_mfa() from public, anon;
grant execute on function public.count_admins_without_mfa() to authenticated, service_role;

-- A new column changes the function's result type, which `create or replace` cannot do.
drop function public.admin_dashboard_counts();

create function public.admin_dashboard_counts()
returns table (
  enquiries_today bigint,
  enquiries_last_7_days bigint,
  enquiries_waiting bigint,
  enquiry_emails_failed bigint,
  subscribers_confirmed bigint,
  page_views_last_7_days bigint,
  admins_without_mfa bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  -- "Today" is the company's day: from midnight in Apeldoorn, whatever the server's time zone.
  midnight timestamptz := date_trunc('day', now() at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam';
begin
  if not public.is_admin_mfa() then
    raise exception 'Only an admin who has entered their code may read the dashboard'
      using errcode = '42501';
  end if;
  return query select
    (select count(*) from public.enquiries e where e.created_at >= midnight),
    (select count(*) from public.enquiries e where e.created_at >= now() - interval '7 days'),
    (select count(*) from public.enquiries e where e.status = 'new'),
    (select count(*) from public.enquiries e where e.email_status = 'failed'),
    (select count(*) from public.newsletter_subscribers s
      where s.confirmed_at is not null and s.unsubscribed_at is null),
    (select count(*) from public.analytics_events a
      where a.name = 'page_view' and a.created_at >= now() - interval '7 days'),
    public.count_admins_without_mfa();
end;
$$;

revoke all on function public.admin_dashboard_counts() from public, anon;
grant execute on function public.admin_dashboard_counts() to authenticated, service_role;
