-- Mails to one recipient address, counted per kind: anyone can type any address into a form, so the
-- mails the site sends to an address nobody has confirmed (the enquiry confirmation, the newsletter's
-- confirmation link) are limited per address, whoever sends the forms and from wherever. The
-- functions take a slot before sending and give it back when the send fails. Only the service role
-- reads or writes these; hits are addresses, so they are kept a week at most.

create table public.recipient_mail_hits (
  id bigint generated always as identity primary key,
  -- In lower case, as the address compares however it was typed.
  recipient text not null check (char_length(recipient) between 3 and 254 and recipient = lower(recipient)),
  -- e.g. 'enquiry-confirmation', 'newsletter-confirmation'
  kind text not null check (kind ~ '^[a-z]+(-[a-z]+)*$' and char_length(kind) <= 50),
  sent_at timestamptz not null default now()
);

create index recipient_mail_hits_recipient_idx on public.recipient_mail_hits (kind, recipient, sent_at desc);
create index recipient_mail_hits_sent_at_idx on public.recipient_mail_hits (sent_at);

alter table public.recipient_mail_hits enable row level security;

revoke all on table public.recipient_mail_hits from anon, authenticated;
grant all on table public.recipient_mail_hits to service_role;

-- Records a mail of p_kind to p_recipient and returns the hit's id when the address had fewer than
-- p_limit of them in the last p_window_seconds; otherwise records nothing and returns null.
create function public.take_recipient_mail_slot(
  p_recipient text,
  p_kind text,
  p_limit integer,
  p_window_seconds integer
)
returns bigint
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  address text := lower(btrim(p_recipient));
  taken bigint;
begin
  if p_limit < 1 or p_window_seconds not between 1 and 7 * 86400 or address = '' or p_kind is null then
    raise exception 'take_recipient_mail_slot: invalid arguments' using errcode = '22023';
  end if;

  -- No window is longer than a week, so older hits never count again.
  delete from public.recipient_mail_hits where sent_at < now() - interval '7 days';

  -- Two sends to the same address wait for each other here, so both cannot take the last slot.
  perform pg_advisory_xact_lock(hashtextextended(p_kind || ':' || address, 0));
  if (
    select count(*) from public.recipient_mail_hits
     where kind = p_kind and recipient = address
       and sent_at > now() - make_interval(secs => p_window_seconds)
  ) >= p_limit then
    return null;
  end if;
  insert into public.recipient_mail_hits (recipient, kind) values (address, p_kind) returning id into taken;
  return taken;
end;
$$;

revoke execute on function public.take_recipient_mail_slot(text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.take_recipient_mail_slot(text, text, integer, integer) to service_role;

-- An enquiry's confirmation to the visitor that went unsent because the address had its share of
-- them that day: not a failure, nothing to retry.
alter table public.enquiries drop constraint enquiries_visitor_email_status_check;
alter table public.enquiries add constraint enquiries_visitor_email_status_check
  check (visitor_email_status in ('pending', 'sent', 'failed', 'skipped'));
