-- The part of Supabase Vault that migrations and scheduled jobs read, for a database without the
-- extension: `vault.secrets`, the `vault.decrypted_secrets` view and `vault.create_secret`. The
-- local stack keeps the secrets in plain text (nothing here is secret outside this machine); the
-- emulator sets `project_url` and `service_role_key` on every start (vault.ts). Applied on every
-- start, before migrations. The schema is the owner's alone.

create schema if not exists vault;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
  from vault.secrets;

create or replace function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
)
returns uuid
language sql
volatile
as $$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id;
$$;

revoke all on schema vault from public;
