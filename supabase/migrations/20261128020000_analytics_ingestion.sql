-- First-party analytics arrive through the track-events function, which checks every event against
-- the allow-list of the contract (names, properties and their sizes), takes at most a batch at a time
-- and limits each client address. Visitors no longer write the table themselves: a direct insert
-- with the public key once stored 1,000 events of 3 KB in one request.

drop policy "Anyone can record an analytics event" on public.analytics_events;
-- Revoking the table's privilege takes the column privileges with it.
revoke insert on table public.analytics_events from anon, authenticated;

-- The stored volume has a ceiling whoever writes: events per UTC day, counted here and refused past
-- ANALYTICS_LIMITS.dailyMaxEvents (the contract's analytics/events.ts), so a flood from many
-- addresses costs at most a day's worth of rows. Only the service role reads or writes the counts.
create table public.analytics_event_days (
  day date primary key,
  events integer not null check (events >= 0)
);

alter table public.analytics_event_days enable row level security;
revoke all on table public.analytics_event_days from anon, authenticated;
grant all on table public.analytics_event_days to service_role;

-- Once per statement, so a batch takes one row lock. The whole statement is refused (54000,
-- program_limit_exceeded) when it would pass the day's ceiling; nothing of it is stored.
create function public.count_analytics_events()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  stored integer;
begin
  insert into public.analytics_event_days as d (day, events)
    select (now() at time zone 'UTC')::date, count(*) from inserted
    on conflict (day) do update set events = d.events + excluded.events
    returning d.events into stored;
  if stored > 20000 then
    raise exception 'The analytics events of today have reached their limit of 20000'
      using errcode = '54000';
  end if;
  return null;
end;
$$;

revoke all on function public.count_analytics_events() from public, anon, authenticated;

create trigger analytics_events_daily_limit
  after insert on public.analytics_events
  referencing new table as inserted
  for each statement execute function public.count_analytics_events();
