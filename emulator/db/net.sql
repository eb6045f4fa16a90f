-- The part of pg_net that migrations use, for a database without the extension: `net.http_post`
-- queues a request in `net.http_request_queue` and returns its id; the emulator's worker (net.ts)
-- sends it and records the answer under the same id in `net._http_response`, as pg_net's
-- background worker does. Applied on every start, before migrations. The schema is the owner's alone.

create schema if not exists net;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb not null default '{}'::jsonb,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

create index if not exists _http_response_created_idx on net._http_response (created);

-- Percent-encodes a query string value (RFC 3986 unreserved characters stay).
create or replace function net._urlencode(value text)
returns text
language sql
immutable
as $$
  select coalesce(string_agg(
    case when ch ~ '^[A-Za-z0-9._~-]$' then ch
         else regexp_replace(upper(encode(convert_to(ch, 'UTF8'), 'hex')), '(..)', '%\1', 'g')
    end, '' order by ord), '')
  from regexp_split_to_table(value, '') with ordinality as t(ch, ord);
$$;

-- As pg_net's: the JSON body is sent as UTF-8 text, `params` become the query string, and a null
-- URL is refused when queuing rather than failing later.
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language plpgsql
volatile
as $$
declare
  query text;
  request_id bigint;
begin
  if url is null then
    raise exception 'net.http_post: url must not be null' using errcode = '22004';
  end if;
  select string_agg(net._urlencode(p.key) || '=' || net._urlencode(p.value), '&' order by p.key)
    into query
    from jsonb_each_text(coalesce(params, '{}'::jsonb)) as p;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'POST',
    case when query is null then url
         when position('?' in url) > 0 then url || '&' || query
         else url || '?' || query end,
    coalesce(headers, '{}'::jsonb),
    convert_to(coalesce(body, 'null'::jsonb)::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id into request_id;
  return request_id;
end;
$$;

revoke all on schema net from public;
