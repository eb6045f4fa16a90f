-- The chat assistant end to end: a secret per conversation (only its hash is kept), when the last
-- message came and when it closed, how its transcript was delivered, which answerer wrote each
-- reply, the enquiry an admin made of it, and the e-mail addresses confirmed for transcripts.

alter table public.chat_conversations
  -- SHA-256 (hex) of the token the widget holds; null only for rows from before this migration.
  add column token_hash text check (token_hash ~ '^[0-9a-f]{64}$'),
  add column last_message_at timestamptz not null default now(),
  add column closed_at timestamptz,
  -- not-sent: still open, or closed before a transcript was due; awaiting-confirmation: the address
  -- has not confirmed yet; pending: being sent; sent / failed: the outcome of the last attempt.
  add column transcript_status text not null default 'not-sent'
    check (transcript_status in ('not-sent', 'awaiting-confirmation', 'pending', 'sent', 'failed')),
  add column transcript_error text check (char_length(transcript_error) <= 2000),
  add column transcript_attempts integer not null default 0 check (transcript_attempts >= 0),
  add column enquiry_id uuid references public.enquiries (id) on delete set null;

update public.chat_conversations set closed_at = updated_at where status = 'closed';

alter table public.chat_conversations
  add constraint chat_conversations_closed_at check ((status = 'closed') = (closed_at is not null));

create index chat_conversations_open_idle_idx
  on public.chat_conversations (last_message_at) where status = 'open';
create index chat_conversations_last_message_idx on public.chat_conversations (last_message_at);
create index chat_conversations_email_idx on public.chat_conversations (lower(customer_email));

alter table public.chat_messages
  -- Which answerer wrote an assistant reply; null for the visitor's messages.
  add column answered_by text check (answered_by in ('gemini', 'local')),
  add constraint chat_messages_answered_by check (answered_by is null or role = 'assistant');

-- A transcript holds text the visitor wrote, so it goes only to an address that confirmed it
-- through a link e-mailed to it (with no visitor-written text), as the newsletter's double opt-in.
create table public.chat_transcript_addresses (
  email text primary key check (email = lower(email) and char_length(email) between 5 and 100),
  language text not null default 'en' check (language in ('en', 'nl')),
  confirmation_token_hash text unique check (confirmation_token_hash ~ '^[0-9a-f]{64}$'),
  confirmation_sent_at timestamptz,
  confirmed_at timestamptz,
  created_at timestamptz not null default now()
);

alter table public.chat_transcript_addresses enable row level security;

revoke all on table public.chat_transcript_addresses from anon, authenticated;
grant select on table public.chat_transcript_addresses to authenticated;
grant all on table public.chat_transcript_addresses to service_role;

create policy "Admins can read transcript addresses"
  on public.chat_transcript_addresses for select
  to authenticated
  using ((select public.is_admin_mfa()));
