-- Admins are rows, not a list in client code. Reading back-office data needs an admin; writing needs
-- an admin whose session passed TOTP (aal2). Every admin policy goes through these two functions.

create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null check (char_length(email) between 5 and 100),
  created_at timestamptz not null default now()
);

alter table public.admin_users enable row level security;

-- Security definer so policies can consult admin_users without granting callers access to it;
-- the empty search_path prevents a caller's objects from shadowing the ones named here.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users where user_id = (select auth.uid()));
$$;

create function public.is_admin_mfa()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin() and coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2';
$$;

revoke all on function public.is_admin() from public;
revoke all on function public.is_admin_mfa() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;
grant execute on function public.is_admin_mfa() to anon, authenticated, service_role;

-- Admin membership changes only through migrations or the service role: an API write path would
-- let one compromised admin session create others.
revoke all on table public.admin_users from anon, authenticated;
grant select on table public.admin_users to authenticated;
grant all on table public.admin_users to service_role;

create policy "Admins can read the admin list"
  on public.admin_users for select
  to authenticated
  using ((select public.is_admin()));

-- Shared by every table with an updated_at column.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Only triggers call it; the platform's default privileges would otherwise expose it to the API roles.
revoke all on function public.set_updated_at() from public, anon, authenticated;
