-- The part of pg_cron that migrations use, for a database without the extension: `cron.schedule`
-- and `cron.unschedule` by job name, the `cron.job` table, and `cron.job_run_details`, filled by
-- the emulator's scheduler (cron.ts). Applied on every start, before migrations, so a database
-- created before this existed gets it too. Like pg_cron's, the schema is the owner's alone.

create schema if not exists cron;

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null check (schedule ~ '^\S+(\s+\S+){4}$'),
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text unique
);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- As pg_cron 1.3 and later: scheduling a name that exists replaces that job's schedule and command.
create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid;
$$;

create or replace function cron.unschedule(job_name text)
returns boolean
language sql
as $$
  with removed as (delete from cron.job where jobname = job_name returning 1)
  select count(*) > 0 from removed;
$$;

revoke all on schema cron from public;
