-- The jump-weather function's cache: one row per forecast location holding Open-Meteo's last good
-- answer. Every request reads the row; only a request that claims it calls Open-Meteo, so however
-- many visitors come, a location costs at most one upstream call per cache period, and none for a
-- while after a failure. Only the service role (the function) reads or writes it.

create table public.weather_forecasts (
  -- A location id of the contract's WEATHER_LOCATIONS, e.g. 'teuge'.
  location text primary key check (location ~ '^[a-z][a-z-]{1,39}$'),
  -- Open-Meteo's answer as it came; the outlook is worked out when it is served, so a change of
  -- the rules applies at once.
  response jsonb,
  fetched_at timestamptz,
  -- The request now calling Open-Meteo for this location, and when its claim lapses (a function
  -- that died halfway blocks no one for longer).
  claim_id uuid,
  claimed_until timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  last_error_at timestamptz,
  updated_at timestamptz not null default now(),
  check ((response is null) = (fetched_at is null)),
  check ((claim_id is null) = (claimed_until is null)),
  check ((last_error is null) = (last_error_at is null))
);

alter table public.weather_forecasts enable row level security;

revoke all on table public.weather_forecasts from anon, authenticated;
grant all on table public.weather_forecasts to service_role;

-- Claims the refresh of a location for p_claim_seconds when it is due: no forecast fetched in the
-- last p_fresh_seconds, no failure in the last p_retry_seconds and no live claim of another
-- request. Returns the claim, or null when this request must not call Open-Meteo. The upsert takes
-- the row lock and re-checks the conditions on the latest row, so of concurrent callers exactly one
-- gets the claim.
create function public.claim_weather_refresh(
  p_location text,
  p_fresh_seconds integer,
  p_retry_seconds integer,
  p_claim_seconds integer
)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  insert into public.weather_forecasts as w (location, claim_id, claimed_until)
  values (p_location, gen_random_uuid(), now() + make_interval(secs => p_claim_seconds))
  on conflict (location) do update
     set claim_id = excluded.claim_id,
         claimed_until = excluded.claimed_until,
         updated_at = now()
   where (w.claimed_until is null or w.claimed_until < now())
     and (w.fetched_at is null or w.fetched_at <= now() - make_interval(secs => p_fresh_seconds))
     and (w.last_error_at is null or w.last_error_at <= now() - make_interval(secs => p_retry_seconds))
  returning w.claim_id;
$$;

-- Stores a fetched answer under the claim that fetched it and releases the claim; returns the new
-- fetched_at, or null when the claim had lapsed and another request took over.
create function public.store_weather_forecast(p_location text, p_claim uuid, p_response jsonb)
returns timestamptz
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.weather_forecasts
     set response = p_response,
         fetched_at = now(),
         claim_id = null,
         claimed_until = null,
         last_error = null,
         last_error_at = null,
         updated_at = now()
   where location = p_location and claim_id = p_claim
  returning fetched_at;
$$;

-- Records a failed call under its claim and releases the claim; the last good answer stays.
create function public.record_weather_failure(p_location text, p_claim uuid, p_error text)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.weather_forecasts
     set last_error = left(coalesce(nullif(p_error, ''), 'unknown error'), 1000),
         last_error_at = now(),
         claim_id = null,
         claimed_until = null,
         updated_at = now()
   where location = p_location and claim_id = p_claim;
$$;

revoke all on function public.claim_weather_refresh(text, integer, integer, integer) from public, anon, authenticated;
revoke all on function public.store_weather_forecast(text, uuid, jsonb) from public, anon, authenticated;
revoke all on function public.record_weather_failure(text, uuid, text) from public, anon, authenticated;
grant execute on function public.claim_weather_refresh(text, integer, integer, integer) to service_role;
grant execute on function public.store_weather_forecast(text, uuid, jsonb) to service_role;
grant execute on function public.record_weather_failure(text, uuid, text) to service_role;
