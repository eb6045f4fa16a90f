-- A password alone never reaches admin data. An admin without a factor could be taken over with the
-- password: sign in, enrol a TOTP factor of one's own (the auth server allows that at aal1 while no
-- factor is verified), verify it and hold an aal2 session. So aal2 is no longer enough: the factor
-- must have been bound to the admin in a session opened from a link sent to their mailbox, and every
-- verified factor of the admin must be bound. See docs/admin-factors.md.

create table public.admin_factor_bindings (
  factor_id uuid primary key references auth.mfa_factors (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  bound_at timestamptz not null default now(),
  -- The mailbox method of the binding session (`otp`, `magiclink`, `invite`, `recovery`), or
  -- `service_role` for a binding made from the command line.
  bound_through text not null
    check (bound_through in ('otp', 'magiclink', 'invite', 'recovery', 'service_role'))
);

create index admin_factor_bindings_user_id_idx on public.admin_factor_bindings (user_id);

-- A binding names the factor's own user: a row that pairs a factor with someone else is refused,
-- whoever writes it.
create function public.admin_factor_binding_matches_factor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from auth.mfa_factors f
    where f.id = new.factor_id and f.user_id = new.user_id and f.factor_type = 'totp'
  ) then
    raise exception 'A binding must name a TOTP factor of the same user'
      using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function public.admin_factor_binding_matches_factor() from public, anon, authenticated;

create trigger admin_factor_bindings_match_factor
  before insert or update on public.admin_factor_bindings
  for each row execute function public.admin_factor_binding_matches_factor();

alter table public.admin_factor_bindings enable row level security;

-- Clients never write bindings: only the RPC below (in a mailbox-proven session) or the service role.
-- An admin may read their own, so the sign-in screens can tell a bound factor from one that is not.
revoke all on table public.admin_factor_bindings from anon, authenticated;
grant select on table public.admin_factor_bindings to authenticated;
grant all on table public.admin_factor_bindings to service_role;

create policy "Users can read the bindings of their own factors"
  on public.admin_factor_bindings for select
  to authenticated
  using (user_id = (select auth.uid()));

-- True when the caller has at least one bound verified factor and no verified factor that is not bound.
create function public.has_only_bound_factors()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.admin_factor_bindings b
      join auth.mfa_factors f on f.id = b.factor_id
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
    and not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
        and not exists (select 1 from public.admin_factor_bindings b where b.factor_id = f.id)
    );
$$;

-- Only the security-definer checks below call it.
revoke all on function public.has_only_bound_factors() from public, anon, authenticated;

-- The one rule every policy, RPC and edge function asks: an admin, at aal2, with only bound factors.
create or replace function public.is_admin_mfa()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
    and coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
    and public.has_only_bound_factors()
    -- The session itself was raised to aal2 with a bound factor, and still is: a token issued
    -- before its factor was removed (an attacker's, say) opens nothing once a bound one is added.
    and exists (
      select 1
      from auth.sessions as session
      join public.admin_factor_bindings as binding on binding.factor_id = session.factor_id
      where session.id = (select nullif(auth.jwt() ->> 'session_id', '')::uuid)
        and session.user_id = (select auth.uid())
        and session.aal = 'aal2'
    );
$$;

-- The mailbox method of the caller's session when it was proven within the last hour, else null.
-- `amr` is written by the auth server and signed with the token, so the browser cannot add to it.
create function public.recent_mailbox_proof()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select claim ->> 'method'
  from jsonb_array_elements(
    case when jsonb_typeof(auth.jwt() -> 'amr') = 'array' then auth.jwt() -> 'amr' else '[]'::jsonb end
  ) as claim
  where claim ->> 'method' in ('otp', 'magiclink', 'invite', 'recovery')
    and jsonb_typeof(claim -> 'timestamp') = 'number'
    and to_timestamp((claim ->> 'timestamp')::double precision) > now() - interval '1 hour'
  order by (claim ->> 'timestamp')::double precision desc
  limit 1;
$$;

revoke all on function public.recent_mailbox_proof() from public, anon, authenticated;

-- Binds the caller's own verified TOTP factor, only in a session opened from the mailbox within
-- the hour and after a code was entered (aal2). A password session never binds.
create function public.bind_my_totp_factor(factor_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  proof text := public.recent_mailbox_proof();
begin
  if not public.is_admin() then
    raise exception 'Only an admin binds a factor' using errcode = '42501';
  end if;
  if proof is null then
    raise exception 'A factor is bound only in a session opened from a link sent to your mailbox within the hour'
      using errcode = '42501', hint = 'mailbox_link_required';
  end if;
  if coalesce((select auth.jwt() ->> 'aal'), 'aal1') <> 'aal2' then
    raise exception 'Enter a code from the factor first' using errcode = '42501', hint = 'code_required';
  end if;
  if not exists (
    select 1 from auth.mfa_factors f
    where f.id = bind_my_totp_factor.factor_id and f.user_id = (select auth.uid())
      and f.factor_type = 'totp' and f.status = 'verified'
  ) then
    raise exception 'No verified TOTP factor of yours has this id' using errcode = 'P0002';
  end if;
  insert into public.admin_factor_bindings (factor_id, user_id, bound_through)
  values (bind_my_totp_factor.factor_id, (select auth.uid()), proof)
  on conflict on constraint admin_factor_bindings_pkey do nothing;
end;
$$;

revoke all on function public.bind_my_totp_factor(uuid) from public, anon;
grant execute on function public.bind_my_totp_factor(uuid) to authenticated;

-- The dashboard's "admins without two-step sign-in" now counts admins without a bound factor: a
-- factor that was never bound opens nothing, so it is no set-up.
create or replace function public.count_admins_without_mfa()
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
      select 1 from auth.mfa_factors f
      join public.admin_factor_bindings b on b.factor_id = f.id
      where f.user_id = a.user_id and f.status = 'verified'
    )
  );
end;
$$;
