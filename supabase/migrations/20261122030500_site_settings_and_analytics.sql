-- Settings edited in the back office. `is_public` marks the few keys the public site reads directly
-- (e.g. whether the chat is shown), so they need no function round trip; the rest stay admin-only.

create table public.site_settings (
  key text primary key check (char_length(key) <= 64 and key ~ '^[a-z0-9]+([_.-][a-z0-9]+)*$'),
  value jsonb not null,
  is_public boolean not null default false,
  updated_at timestamptz not null default now(),
  constraint site_settings_value_size check (octet_length(value::text) <= 16384)
);

create trigger site_settings_set_updated_at
  before update on public.site_settings
  for each row execute function public.set_updated_at();

alter table public.site_settings enable row level security;

revoke all on table public.site_settings from anon, authenticated;
grant select on table public.site_settings to anon, authenticated;
grant insert, update, delete on table public.site_settings to authenticated;
grant all on table public.site_settings to service_role;

create policy "Anyone can read public settings"
  on public.site_settings for select
  to anon, authenticated
  using (is_public);

create policy "Admins can read every setting"
  on public.site_settings for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins with MFA can create settings"
  on public.site_settings for insert
  to authenticated
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can change settings"
  on public.site_settings for update
  to authenticated
  using ((select public.is_admin_mfa()))
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can delete settings"
  on public.site_settings for delete
  to authenticated
  using ((select public.is_admin_mfa()));

-- First-party analytics events (sent only with the visitor's analytics consent). Visitors may only
-- append; the size checks keep an anonymous writer from storing arbitrary payloads.

create table public.analytics_events (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 64 and name ~ '^[a-z0-9_.:-]+$'),
  path text check (char_length(path) <= 512),
  language text check (language in ('en', 'nl')),
  properties jsonb not null default '{}'
    check (jsonb_typeof(properties) = 'object' and octet_length(properties::text) <= 4096),
  session_id text check (char_length(session_id) <= 64),
  created_at timestamptz not null default now()
);

create index analytics_events_created_at_idx on public.analytics_events (created_at desc);
create index analytics_events_name_idx on public.analytics_events (name, created_at desc);

alter table public.analytics_events enable row level security;

-- Column grants: callers cannot choose id or created_at.
revoke all on table public.analytics_events from anon, authenticated;
grant insert (name, path, language, properties, session_id) on table public.analytics_events to anon, authenticated;
grant select, delete on table public.analytics_events to authenticated;
grant all on table public.analytics_events to service_role;

-- Any visitor may record an event; the table's check constraints bound what a row can hold.
create policy "Anyone can record an analytics event"
  on public.analytics_events for insert
  to anon, authenticated
  with check (true);

create policy "Admins can read analytics"
  on public.analytics_events for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins with MFA can purge analytics"
  on public.analytics_events for delete
  to authenticated
  using ((select public.is_admin_mfa()));
