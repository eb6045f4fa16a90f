-- Newsletter sign-ups (free guide). Double opt-in: a subscriber counts once confirmed_at is set.
-- Subscribing and confirming go through an edge function with the service role.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  name text check (char_length(btrim(name)) between 1 and 50),
  email text not null
    check (char_length(email) between 5 and 100 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  language text not null default 'en' check (language in ('en', 'nl')),
  confirmation_token uuid not null unique default gen_random_uuid(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now()
);

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_created_at_idx on public.newsletter_subscribers (created_at desc);

alter table public.newsletter_subscribers enable row level security;

revoke all on table public.newsletter_subscribers from anon, authenticated;
grant select, update, delete on table public.newsletter_subscribers to authenticated;
grant all on table public.newsletter_subscribers to service_role;

create policy "Admins can read subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins with MFA can update subscribers"
  on public.newsletter_subscribers for update
  to authenticated
  using ((select public.is_admin_mfa()))
  with check ((select public.is_admin_mfa()));

-- Erasure requests are handled by removing the row.
create policy "Admins with MFA can delete subscribers"
  on public.newsletter_subscribers for delete
  to authenticated
  using ((select public.is_admin_mfa()));
