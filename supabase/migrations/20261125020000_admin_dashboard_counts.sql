-- The counts an admin's dashboard opens with, counted in the database rather than by downloading
-- rows. It runs with the caller's rights (RLS applies) and checks for an admin with MFA itself,
-- so a password alone gets a clear refusal instead of zeros.

create function public.admin_dashboard_counts()
returns table (
  enquiries_today bigint,
  enquiries_last_7_days bigint,
  enquiries_waiting bigint,
  enquiry_emails_failed bigint,
  subscribers_confirmed bigint,
  page_views_last_7_days bigint
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
      where a.name = 'page_view' and a.created_at >= now() - interval '7 days');
end;
$$;

-- New functions are granted to the API roles by default; a visitor has no use for this one.
revoke all on function public.admin_dashboard_counts() from public, anon;
grant execute on function public.admin_dashboard_counts() to authenticated, service_role;
