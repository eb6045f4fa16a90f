-- The back office's settings each have one shape (supabase/functions/_shared/contract/settings.ts):
-- the database accepts nothing else for a known key, whoever writes it, and keeps the visibility
-- of those keys fixed, so the enquiry recipients can never be made readable by anyone.

-- An instant with its offset ('2026-12-01T08:00:00Z'), the form the back office stores.
create function public.is_setting_instant(candidate jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(candidate) is distinct from 'string'
    or (candidate #>> '{}') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$' then
    return false;
  end if;
  -- The pattern lets through impossible dates (2026-02-31): the cast decides.
  perform (candidate #>> '{}')::timestamptz;
  return true;
exception
  when others then
    return false;
end;
$$;

-- Text in one language: a string of at most max_length characters, with something in it if required.
create function public.is_setting_text(candidate jsonb, max_length integer, required boolean)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_typeof(candidate) = 'string'
      and char_length(candidate #>> '{}') <= max_length
      and (not required or btrim(candidate #>> '{}', E' \t\r\n') <> ''),
    false
  );
$$;

-- Plain IFs, in order: SQL does not promise to evaluate AND from left to right, and a jsonb
-- operator applied to the wrong type raises an error instead of answering false.
create function public.site_setting_value_valid(setting_key text, setting_value jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  address jsonb;
begin
  case setting_key
    when 'jump.status' then
      if jsonb_typeof(setting_value) is distinct from 'object'
        or jsonb_typeof(setting_value -> 'message') is distinct from 'object' then
        return false;
      end if;
      return setting_value - 'status' - 'message' = '{}'::jsonb
        and coalesce(setting_value ->> 'status' in ('go', 'on_hold', 'no_jumping'), false)
        and (setting_value -> 'message') - 'en' - 'nl' = '{}'::jsonb
        and public.is_setting_text(setting_value #> '{message,en}', 160, false)
        and public.is_setting_text(setting_value #> '{message,nl}', 160, false);
    when 'site.announcement' then
      if jsonb_typeof(setting_value) is distinct from 'object'
        or jsonb_typeof(setting_value -> 'text') is distinct from 'object'
        or not (setting_value ? 'link')
        or not public.is_setting_instant(setting_value -> 'startsAt')
        or not public.is_setting_instant(setting_value -> 'endsAt') then
        return false;
      end if;
      if jsonb_typeof(setting_value -> 'link') <> 'null' and not (
        public.is_setting_text(setting_value -> 'link', 500, true)
        and (
          (setting_value ->> 'link') ~ '^/([^/\\[:space:]][^[:space:]]*)?$'
          or (setting_value ->> 'link') ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
        )
      ) then
        return false;
      end if;
      return setting_value - 'text' - 'link' - 'startsAt' - 'endsAt' = '{}'::jsonb
        and (setting_value -> 'text') - 'en' - 'nl' = '{}'::jsonb
        and public.is_setting_text(setting_value #> '{text,en}', 200, true)
        and public.is_setting_text(setting_value #> '{text,nl}', 200, true)
        and (setting_value ->> 'endsAt')::timestamptz > (setting_value ->> 'startsAt')::timestamptz;
    when 'booking.enabled', 'chat.enabled' then
      return jsonb_typeof(setting_value) = 'boolean';
    when 'contact.reply_hours' then
      if jsonb_typeof(setting_value) is distinct from 'number' then
        return false;
      end if;
      return (setting_value #>> '{}')::numeric = trunc((setting_value #>> '{}')::numeric)
        and (setting_value #>> '{}')::numeric between 1 and 168;
    when 'notifications.enquiry_recipients' then
      if jsonb_typeof(setting_value) is distinct from 'array'
        or jsonb_array_length(setting_value) not between 1 and 10 then
        return false;
      end if;
      for address in select * from jsonb_array_elements(setting_value) loop
        if jsonb_typeof(address) is distinct from 'string'
          or char_length(address #>> '{}') > 254
          or (address #>> '{}') !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
          return false;
        end if;
      end loop;
      return (select count(distinct lower(item)) from jsonb_array_elements_text(setting_value) as item)
        = jsonb_array_length(setting_value);
    else
      -- Keys this migration does not know keep the table's own limits only.
      return true;
  end case;
end;
$$;

-- Who may read each known key; null for keys this migration does not know.
create function public.site_setting_is_public(setting_key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case setting_key
    when 'jump.status' then true
    when 'site.announcement' then true
    when 'booking.enabled' then true
    when 'chat.enabled' then true
    when 'contact.reply_hours' then true
    when 'notifications.enquiry_recipients' then false
  end;
$$;

-- A trigger rather than a check constraint: a check calls its functions with the writer's rights,
-- and the API roles get no function beyond the ones they need (tests/backend/schema.test.ts).
create function public.site_settings_check_value()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.site_setting_value_valid(new.key, new.value), false) then
    raise exception 'The value of setting % does not have its shape', new.key
      using errcode = '23514';
  end if;
  if new.is_public is distinct from coalesce(public.site_setting_is_public(new.key), new.is_public) then
    raise exception 'Setting % must stay %', new.key,
      case when new.is_public then 'private' else 'public' end
      using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function public.is_setting_instant(jsonb) from public, anon, authenticated;
revoke all on function public.is_setting_text(jsonb, integer, boolean) from public, anon, authenticated;
revoke all on function public.site_setting_value_valid(text, jsonb) from public, anon, authenticated;
revoke all on function public.site_setting_is_public(text) from public, anon, authenticated;
revoke all on function public.site_settings_check_value() from public, anon, authenticated;

create trigger site_settings_check_value
  before insert or update on public.site_settings
  for each row execute function public.site_settings_check_value();
