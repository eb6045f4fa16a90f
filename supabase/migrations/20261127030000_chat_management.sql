-- Chat management in the back office (/chat-management):
-- * admin_chat_conversations(): one page of conversations, newest first, with each one's message
--   count and the total matching, searched and filtered in the database rather than by
--   downloading every message; an empty or null search or filter leaves it out. It runs with the
--   caller's rights (RLS applies) and refuses anyone but an admin who entered their code, as the
--   dashboard's counts do.
-- * chat_conversation_to_enquiry(): makes one enquiry in the inbox of a conversation and returns
--   its id; asked again, it returns the same enquiry (a new one only when that one was deleted).
-- * admin_dashboard_counts() gains the conversations started today and the transcripts that failed.

create function public.admin_chat_conversations(
  search_text text default null,
  status_filter text default null,
  language_filter text default null,
  transcript_filter text default null,
  page_size integer default 50,
  page_offset integer default 0
)
returns table (
  id uuid,
  customer_name text,
  customer_email text,
  language text,
  status text,
  closed_by text,
  transcript_status text,
  enquiry_id uuid,
  created_at timestamptz,
  last_message_at timestamptz,
  message_count bigint,
  total bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- Found exactly as typed: no character of the search has a special meaning.
  needle text := nullif(lower(btrim(search_text)), '');
begin
  if not public.is_admin_mfa() then
    raise exception 'Only an admin who has entered their code may read conversations'
      using errcode = '42501';
  end if;
  return query
    select
      c.id, c.customer_name, c.customer_email, c.language, c.status, c.closed_by,
      c.transcript_status, c.enquiry_id, c.created_at, c.last_message_at,
      (select count(*) from public.chat_messages m where m.conversation_id = c.id),
      -- Counted before the page is cut, so every row carries the number of matches.
      count(*) over ()
    from public.chat_conversations c
    where (coalesce(status_filter, '') = '' or c.status = status_filter)
      and (coalesce(language_filter, '') = '' or c.language = language_filter)
      and (coalesce(transcript_filter, '') = '' or c.transcript_status = transcript_filter)
      and (
        needle is null
        or strpos(lower(c.customer_email), needle) > 0
        or strpos(lower(coalesce(c.customer_name, '')), needle) > 0
        or exists (
          select 1 from public.chat_messages m
          where m.conversation_id = c.id and strpos(lower(m.content), needle) > 0
        )
      )
    -- Newest first; the id breaks ties so no row shows on two pages.
    order by c.created_at desc, c.id desc
    limit least(greatest(page_size, 1), 200)
    offset greatest(page_offset, 0);
end;
$$;

revoke all on function public.admin_chat_conversations(text, text, text, text, integer, integer)
  from public, anon;
grant execute on function public.admin_chat_conversations(text, text, text, text, integer, integer)
  to authenticated, service_role;

-- Admins may not insert enquiries themselves (only the contact function may), so this runs with
-- its owner's rights and checks for an admin with MFA first. The enquiry is of the contact form's
-- type and must pass that form's checks: the name keeps only the letters, spaces, apostrophes and
-- hyphens the form allows (or reads "Chat visitor" when too little is left), the service is
-- "other", and the message is the transcript, cut to the form's 1000 characters with a note that
-- the rest stays in chat management. No e-mail belongs to such an enquiry, so its e-mail status
-- is "sent": the inbox never offers to send the visitor a receipt for a form they did not fill in.
create function public.chat_conversation_to_enquiry(conversation_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  conversation public.chat_conversations%rowtype;
  dutch boolean;
  visitor_name text;
  transcript text;
  message text;
  rest_note text;
  created uuid;
begin
  if not public.is_admin_mfa() then
    raise exception 'Only an admin who has entered their code may make an enquiry of a conversation'
      using errcode = '42501';
  end if;

  -- Locked, so two admins converting at once make one enquiry.
  select * into conversation from public.chat_conversations c
    where c.id = chat_conversation_to_enquiry.conversation_id
    for update;
  if not found then
    raise exception 'No conversation with this id' using errcode = 'P0002';
  end if;
  if conversation.enquiry_id is not null then
    return conversation.enquiry_id;
  end if;

  dutch := conversation.language = 'nl';
  visitor_name := btrim(regexp_replace(
    regexp_replace(coalesce(conversation.customer_name, ''), '[^A-Za-zÀ-ÖØ-öø-ÿĀ-ž'' ’-]', ' ', 'g'),
    ' {2,}', ' ', 'g'));
  visitor_name := btrim(left(visitor_name, 50));
  if char_length(visitor_name) < 2 then
    visitor_name := case when dutch then 'Chatbezoeker' else 'Chat visitor' end;
  end if;

  select string_agg(
      case when m.role = 'user'
        then case when dutch then 'Bezoeker' else 'Visitor' end
        else case when dutch then 'Assistent' else 'Assistant' end
      end || ': ' || m.content,
      E'\n'
      order by m.created_at, m.role = 'assistant', m.id)
    into transcript
    from public.chat_messages m
    where m.conversation_id = conversation.id;

  message := case when dutch then 'Uit de chat van ' else 'From the chat of ' end
    || to_char(conversation.created_at at time zone 'Europe/Amsterdam',
         case when dutch then 'DD-MM-YYYY HH24:MI' else 'YYYY-MM-DD HH24:MI' end)
    || '.' || coalesce(E'\n\n' || transcript, '');
  if char_length(message) > 1000 then
    rest_note := case when dutch
      then E'…\n[De rest van het gesprek staat in chatbeheer.]'
      else E'…\n[The rest of the conversation is in chat management.]' end;
    message := left(message, 1000 - char_length(rest_note)) || rest_note;
  end if;

  insert into public.enquiries (
    form_type, name, email, service, message, language, status,
    email_status, company_email_status, visitor_email_status, email_attempts
  ) values (
    'contact', visitor_name, conversation.customer_email, 'other', message, conversation.language, 'new',
    'sent', 'sent', 'sent', 0
  )
  returning id into created;

  update public.chat_conversations c set enquiry_id = created where c.id = conversation.id;
  return created;
end;
$$;

revoke all on function public.chat_conversation_to_enquiry(uuid) from public, anon;
grant execute on function public.chat_conversation_to_enquiry(uuid) to authenticated, service_role;

-- A new column changes the function's result type, which `create or replace` cannot do.
drop function public.admin_dashboard_counts();

create function public.admin_dashboard_counts()
returns table (
  enquiries_today bigint,
  enquiries_last_7_days bigint,
  enquiries_waiting bigint,
  enquiry_emails_failed bigint,
  subscribers_confirmed bigint,
  page_views_last_7_days bigint,
  admins_without_mfa bigint,
  chats_today bigint,
  chat_transcripts_failed bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  -- "Today" is the company's day: from midnight in Apeldoorn, whatever the server's time zone.
  midnight timestamptz := date_trunc('day', now() at time zone 'Europe/Amsterdam') at time zone 'Europe/Amsterdam';
begin
  if not public.is_admin_mfa() then
    raise exception 'Only an admin who has entered their code may read the dashboard'
      using errcode = '42501';
  end if;
  return query select
    (select count(*) from public.enquiries e where e.created_at >= midnight),
    (select count(*) from public.enquiries e where e.created_at >= now() - interval '7 days'),
    (select count(*) from public.enquiries e where e.status = 'new'),
    (select count(*) from public.enquiries e where e.email_status = 'failed'),
    (select count(*) from public.newsletter_subscribers s
      where s.confirmed_at is not null and s.unsubscribed_at is null),
    (select count(*) from public.analytics_events a
      where a.name = 'page_view' and a.created_at >= now() - interval '7 days'),
    public.count_admins_without_mfa(),
    (select count(*) from public.chat_conversations c where c.created_at >= midnight),
    (select count(*) from public.chat_conversations c where c.transcript_status = 'failed');
end;
$$;

revoke all on function public.admin_dashboard_counts() from public, anon;
grant execute on function public.admin_dashboard_counts() to authenticated, service_role;
