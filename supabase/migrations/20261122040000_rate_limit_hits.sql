-- Submission rate limits for the enquiry and newsletter functions, kept in the database so a limit
-- holds across function instances. Only the service role (the functions) reads or writes them.

create table public.rate_limit_hits (
  id bigint generated always as identity primary key,
  -- e.g. 'contact:ip:203.0.113.7' or 'newsletter:email:jan@example.nl'
  key text not null check (char_length(key) between 1 and 300),
  hit_at timestamptz not null default now()
);

create index rate_limit_hits_key_idx on public.rate_limit_hits (key, hit_at desc);
create index rate_limit_hits_hit_at_idx on public.rate_limit_hits (hit_at);

alter table public.rate_limit_hits enable row level security;

revoke all on table public.rate_limit_hits from anon, authenticated;
grant all on table public.rate_limit_hits to service_role;

-- Records one hit on every key when each has had fewer than p_limit hits in the last
-- p_window_seconds and returns 0; otherwise records nothing and returns the seconds until the
-- busiest key frees a slot. Old hits are pruned on the way.
create function public.rate_limit_hit(p_keys text[], p_limit integer, p_window_seconds integer)
returns integer
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  window_start timestamptz := now() - make_interval(secs => p_window_seconds);
  wait_seconds integer := 0;
  bucket text;
  limiting_hit timestamptz;
begin
  if p_limit < 1 or p_window_seconds not between 1 and 3600 or coalesce(cardinality(p_keys), 0) = 0 then
    raise exception 'rate_limit_hit: invalid arguments' using errcode = '22023';
  end if;

  -- No window is longer than an hour, so older hits never count again.
  delete from public.rate_limit_hits where hit_at < now() - interval '1 hour';

  foreach bucket in array p_keys loop
    -- Concurrent calls for the same key wait here until this transaction ends, so two instances
    -- cannot both take the last slot.
    perform pg_advisory_xact_lock(hashtextextended(bucket, 0));
    select hit_at into limiting_hit
      from public.rate_limit_hits
      where key = bucket and hit_at > window_start
      order by hit_at desc
      offset p_limit - 1
      limit 1;
    if found then
      wait_seconds := greatest(
        wait_seconds,
        1,
        ceil(extract(epoch from limiting_hit + make_interval(secs => p_window_seconds) - now()))::integer
      );
    end if;
  end loop;

  if wait_seconds > 0 then
    return wait_seconds;
  end if;
  insert into public.rate_limit_hits (key) select unnest(p_keys);
  return 0;
end;
$$;

revoke execute on function public.rate_limit_hit(text[], integer, integer) from public, anon, authenticated;
grant execute on function public.rate_limit_hit(text[], integer, integer) to service_role;
