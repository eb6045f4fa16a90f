-- AI chat conversations. The gemini-chat and close-chat-conversation functions (service role) write
-- them; admins review them in the back office.

create table public.chat_conversations (
  id uuid primary key default gen_random_uuid(),
  customer_name text check (char_length(customer_name) <= 100),
  customer_email text not null
    check (char_length(customer_email) between 5 and 100
      and customer_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  language text not null default 'en' check (language in ('en', 'nl')),
  status text not null default 'open' check (status in ('open', 'closed')),
  closed_by text check (closed_by in ('user', 'inactivity')),
  transcript_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint chat_conversations_closed_by check ((status = 'closed') = (closed_by is not null))
);

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (char_length(content) between 1 and 8000),
  created_at timestamptz not null default now()
);

create trigger chat_conversations_set_updated_at
  before update on public.chat_conversations
  for each row execute function public.set_updated_at();

create index chat_conversations_created_at_idx on public.chat_conversations (created_at desc);
create index chat_conversations_status_idx on public.chat_conversations (status, updated_at desc);
create index chat_messages_conversation_idx on public.chat_messages (conversation_id, created_at);

alter table public.chat_conversations enable row level security;
alter table public.chat_messages enable row level security;

revoke all on table public.chat_conversations from anon, authenticated;
revoke all on table public.chat_messages from anon, authenticated;
grant select, update, delete on table public.chat_conversations to authenticated;
grant select, delete on table public.chat_messages to authenticated;
grant all on table public.chat_conversations to service_role;
grant all on table public.chat_messages to service_role;

create policy "Admins can read conversations"
  on public.chat_conversations for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins with MFA can update conversations"
  on public.chat_conversations for update
  to authenticated
  using ((select public.is_admin_mfa()))
  with check ((select public.is_admin_mfa()));

create policy "Admins with MFA can delete conversations"
  on public.chat_conversations for delete
  to authenticated
  using ((select public.is_admin_mfa()));

create policy "Admins can read chat messages"
  on public.chat_messages for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins with MFA can delete chat messages"
  on public.chat_messages for delete
  to authenticated
  using ((select public.is_admin_mfa()));
