-- The analytics screen's reports, aggregated here so no raw event ever reaches a browser, and the
-- retention rule for raw events. Each report takes a range of Amsterdam days (first and last day
-- included), runs with the caller's rights (RLS applies) and checks for an admin with MFA itself,
-- so a password alone gets a clear refusal instead of empty reports.
--
-- Event names and their properties are listed in src/lib/analytics/events.ts.

-- The reports filter on an event name and a time range, then read the page, language or session:
-- an index holding those columns answers them without visiting the table.
drop index public.analytics_events_name_idx;
create index analytics_events_name_created_at_idx
  on public.analytics_events (name, created_at)
  include (path, language, session_id);

-- The range every report reads. At most 401 days: a little more than the 13 months events are kept.
create function public.analytics_bounds(
  first_day date,
  last_day date,
  out starts_at timestamptz,
  out ends_at timestamptz
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin_mfa() then
    raise exception 'Only an admin who has entered their code may read analytics'
      using errcode = '42501';
  end if;
  if first_day is null or last_day is null or last_day < first_day then
    raise exception 'A range starts on or before the day it ends' using errcode = '22023';
  end if;
  if last_day - first_day > 400 then
    raise exception 'A range covers at most 401 days' using errcode = '22023';
  end if;
  starts_at := first_day::timestamp at time zone 'Europe/Amsterdam';
  ends_at := (last_day + 1)::timestamp at time zone 'Europe/Amsterdam';
end;
$$;

-- Page views and distinct visits (one visit is one page load's random id) per Amsterdam day,
-- every day of the range included, so a quiet day shows as zero.
create function public.analytics_page_views(first_day date, last_day date)
returns table (day date, views bigint, visits bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds record;
begin
  select * into bounds from public.analytics_bounds(first_day, last_day);
  return query
    with counted as (
      select (e.created_at at time zone 'Europe/Amsterdam')::date as day,
             count(*) as views,
             count(distinct e.session_id) as visits
      from public.analytics_events e
      where e.name = 'page_view' and e.created_at >= bounds.starts_at and e.created_at < bounds.ends_at
      group by 1
    )
    select d.day::date, coalesce(c.views, 0)::bigint, coalesce(c.visits, 0)::bigint
    from generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') as d(day)
    left join counted c on c.day = d.day::date
    order by 1;
end;
$$;

create function public.analytics_top_pages(first_day date, last_day date, max_pages integer default 25)
returns table (path text, views bigint, visits bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds record;
begin
  select * into bounds from public.analytics_bounds(first_day, last_day);
  return query
    select coalesce(e.path, ''), count(*), count(distinct e.session_id)
    from public.analytics_events e
    where e.name = 'page_view' and e.created_at >= bounds.starts_at and e.created_at < bounds.ends_at
    group by 1
    order by 2 desc, 1
    limit least(greatest(max_pages, 1), 100);
end;
$$;

create function public.analytics_languages(first_day date, last_day date)
returns table (language text, views bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds record;
begin
  select * into bounds from public.analytics_bounds(first_day, last_day);
  return query
    select coalesce(e.language, 'unknown'), count(*)
    from public.analytics_events e
    where e.name = 'page_view' and e.created_at >= bounds.starts_at and e.created_at < bounds.ends_at
    group by 1
    order by 2 desc, 1;
end;
$$;

-- Phone, WhatsApp and e-mail links, by where on the page they were clicked.
create function public.analytics_contact_clicks(first_day date, last_day date)
returns table (channel text, placement text, clicks bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds record;
begin
  select * into bounds from public.analytics_bounds(first_day, last_day);
  return query
    select case e.name when 'call_click' then 'call' when 'whatsapp_click' then 'whatsapp' else 'email' end,
           coalesce(left(e.properties ->> 'placement', 64), 'unknown'),
           count(*)
    from public.analytics_events e
    where e.name in ('call_click', 'whatsapp_click', 'email_click')
      and e.created_at >= bounds.starts_at and e.created_at < bounds.ends_at
    group by 1, 2
    order by 1, 3 desc, 2;
end;
$$;

create function public.analytics_cta_clicks(first_day date, last_day date)
returns table (placement text, clicks bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds record;
begin
  select * into bounds from public.analytics_bounds(first_day, last_day);
  return query
    select coalesce(left(e.properties ->> 'placement', 64), 'unknown'), count(*)
    from public.analytics_events e
    where e.name = 'cta_click' and e.created_at >= bounds.starts_at and e.created_at < bounds.ends_at
    group by 1
    order by 2 desc, 1;
end;
$$;

-- Per form: started (first change), sent (passed the browser's checks and left), succeeded,
-- failed (the server or the connection), and rate-limited (in the browser or by the server).
create function public.analytics_form_funnel(first_day date, last_day date)
returns table (form text, started bigint, sent bigint, succeeded bigint, failed bigint, rate_limited bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds record;
begin
  select * into bounds from public.analytics_bounds(first_day, last_day);
  return query
    select coalesce(left(e.properties ->> 'form', 64), 'unknown'),
           count(*) filter (where e.name = 'form_start'),
           count(*) filter (where e.name = 'form_submit'),
           count(*) filter (where e.name = 'form_success'),
           count(*) filter (where e.name = 'form_failure'),
           count(*) filter (where e.name = 'form_rate_limited')
    from public.analytics_events e
    where e.name in ('form_start', 'form_submit', 'form_success', 'form_failure', 'form_rate_limited')
      and e.created_at >= bounds.starts_at and e.created_at < bounds.ends_at
    group by 1
    order by 2 desc, 1;
end;
$$;

-- Enquiries as stored, whether or not the visitor allowed analytics.
create function public.analytics_enquiries(first_day date, last_day date)
returns table (form_type text, service text, enquiries bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds record;
begin
  select * into bounds from public.analytics_bounds(first_day, last_day);
  return query
    select q.form_type, coalesce(q.service, ''), count(*)
    from public.enquiries q
    where q.created_at >= bounds.starts_at and q.created_at < bounds.ends_at
    group by 1, 2
    order by 3 desc, 1, 2;
end;
$$;

-- Sign-ups per Amsterdam day, and how many of them have confirmed by now.
create function public.analytics_newsletter_signups(first_day date, last_day date)
returns table (day date, signups bigint, confirmed bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds record;
begin
  select * into bounds from public.analytics_bounds(first_day, last_day);
  return query
    with counted as (
      select (s.created_at at time zone 'Europe/Amsterdam')::date as day,
             count(*) as signups,
             count(*) filter (where s.confirmed_at is not null) as confirmed
      from public.newsletter_subscribers s
      where s.created_at >= bounds.starts_at and s.created_at < bounds.ends_at
      group by 1
    )
    select d.day::date, coalesce(c.signups, 0)::bigint, coalesce(c.confirmed, 0)::bigint
    from generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') as d(day)
    left join counted c on c.day = d.day::date
    order by 1;
end;
$$;

-- The 75th percentile of LCP, INP and CLS per page, and over all pages (path null), against the
-- thresholds Google calls good: LCP 2500 ms, INP 200 ms, CLS 0.1. Anyone may write events, so a
-- value that is not a number is left out rather than failing the report.
create function public.analytics_web_vitals(first_day date, last_day date)
returns table (
  path text,
  metric text,
  p75 double precision,
  samples bigint,
  threshold double precision,
  over_threshold boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  bounds record;
begin
  select * into bounds from public.analytics_bounds(first_day, last_day);
  return query
    with thresholds (metric, threshold) as (
      values ('LCP', 2500::double precision), ('INP', 200), ('CLS', 0.1)
    ),
    measured as (
      select e.path, e.properties ->> 'metric' as metric, (e.properties -> 'value')::double precision as value
      from public.analytics_events e
      where e.name = 'web_vitals'
        and e.created_at >= bounds.starts_at and e.created_at < bounds.ends_at
        and e.properties ->> 'metric' in ('LCP', 'INP', 'CLS')
        and jsonb_typeof(e.properties -> 'value') = 'number'
    ),
    percentiles as (
      select m.path, m.metric, percentile_cont(0.75) within group (order by m.value) as p75, count(*) as samples
      from measured m
      group by grouping sets ((m.metric), (m.path, m.metric))
    )
    select p.path, p.metric, p.p75, p.samples, t.threshold, p.p75 > t.threshold
    from percentiles p
    join thresholds t on t.metric = p.metric
    order by p.path nulls first, array_position(array['LCP', 'INP', 'CLS'], p.metric);
end;
$$;

-- New functions are granted to the API roles by default; a visitor has no use for these.
revoke all on function public.analytics_bounds(date, date) from public, anon;
revoke all on function public.analytics_page_views(date, date) from public, anon;
revoke all on function public.analytics_top_pages(date, date, integer) from public, anon;
revoke all on function public.analytics_languages(date, date) from public, anon;
revoke all on function public.analytics_contact_clicks(date, date) from public, anon;
revoke all on function public.analytics_cta_clicks(date, date) from public, anon;
revoke all on function public.analytics_form_funnel(date, date) from public, anon;
revoke all on function public.analytics_enquiries(date, date) from public, anon;
revoke all on function public.analytics_newsletter_signups(date, date) from public, anon;
revoke all on function public.analytics_web_vitals(date, date) from public, anon;
grant execute on function public.analytics_bounds(date, date) to authenticated, service_role;
grant execute on function public.analytics_page_views(date, date) to authenticated, service_role;
grant execute on function public.analytics_top_pages(date, date, integer) to authenticated, service_role;
grant execute on function public.analytics_languages(date, date) to authenticated, service_role;
grant execute on function public.analytics_contact_clicks(date, date) to authenticated, service_role;
grant execute on function public.analytics_cta_clicks(date, date) to authenticated, service_role;
grant execute on function public.analytics_form_funnel(date, date) to authenticated, service_role;
grant execute on function public.analytics_enquiries(date, date) to authenticated, service_role;
grant execute on function public.analytics_newsletter_signups(date, date) to authenticated, service_role;
grant execute on function public.analytics_web_vitals(date, date) to authenticated, service_role;

-- Retention: raw events are kept 13 months, then deleted by a nightly job. Aggregates shown on
-- the screen are computed on demand, so nothing older survives anywhere.
create function public.purge_old_analytics_events()
returns bigint
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  removed bigint;
begin
  delete from public.analytics_events e where e.created_at < now() - interval '13 months';
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function public.purge_old_analytics_events() from public, anon, authenticated;
grant execute on function public.purge_old_analytics_events() to service_role;

-- Hosted projects have pg_cron; the local stack provides the same `cron.schedule` itself. Where
-- neither exists the purge is not scheduled, and can still be run by hand.
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension pg_cron with schema pg_catalog;
  end if;
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    -- 03:17 UTC, a quiet hour in Amsterdam; scheduling again under the same name replaces the job.
    perform cron.schedule(
      'purge-old-analytics-events',
      '17 3 * * *',
      'select public.purge_old_analytics_events()'
    );
  end if;
end;
$$;
