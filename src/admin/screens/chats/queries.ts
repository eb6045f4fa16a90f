// The chat screens' reads and writes, with the admin's session: the list and the conversion come
// from database functions that refuse anyone but an admin who entered their code; the
// conversation, its messages and its deletion go through RLS, which asks the same.
import { PAGE_SIZE } from '@/admin/list-query';
import type { SiteSupabaseClient } from '@/lib/supabase';
import type { Database } from '@contract/database.types.ts';
import type { ChatFilters } from './filters';

export type Conversation = Database['public']['Tables']['chat_conversations']['Row'];
export type ChatMessage = Pick<
  Database['public']['Tables']['chat_messages']['Row'],
  'id' | 'role' | 'content' | 'answered_by' | 'created_at'
>;

/** A row of the list: the conversation as the database function returns it. */
export interface ChatListRow {
  id: string;
  customer_name: string | null;
  customer_email: string;
  language: string;
  status: string;
  closed_by: string | null;
  transcript_status: string;
  created_at: string;
  last_message_at: string;
  message_count: number;
}

export interface ChatPage {
  rows: ChatListRow[];
  total: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isConversationId = (id: string) => UUID.test(id);

export async function loadPage(supabase: SiteSupabaseClient, filters: ChatFilters): Promise<ChatPage> {
  const { data, error } = await supabase.rpc('admin_chat_conversations', {
    search_text: filters.q ?? '',
    status_filter: filters.status ?? '',
    language_filter: filters.language ?? '',
    transcript_filter: filters.transcript ?? '',
    page_size: PAGE_SIZE,
    page_offset: (filters.page - 1) * PAGE_SIZE,
  });
  if (error) throw error;
  const rows: ChatListRow[] = data;
  // Every row carries the number of matches; a page past the end has none, so it counts none.
  return { rows, total: data[0]?.total ?? 0 };
}

export interface ConversationWithMessages {
  conversation: Conversation;
  messages: ChatMessage[];
}

/** The conversation and its messages in the order they were written, or null when there is none. */
export async function loadConversation(
  supabase: SiteSupabaseClient,
  id: string,
): Promise<ConversationWithMessages | null> {
  if (!isConversationId(id)) return null;
  const [conversation, messages] = await Promise.all([
    supabase.from('chat_conversations').select('*').eq('id', id).maybeSingle(),
    supabase
      .from('chat_messages')
      .select('id, role, content, answered_by, created_at')
      .eq('conversation_id', id)
      .order('created_at')
      .order('id'),
  ]);
  if (conversation.error) throw conversation.error;
  if (messages.error) throw messages.error;
  if (!conversation.data) return null;
  return { conversation: conversation.data, messages: inWrittenOrder(messages.data) };
}

/** A question and its reply stored in the same instant still read question first. */
export const inWrittenOrder = <T extends Pick<ChatMessage, 'created_at' | 'role'>>(
  messages: readonly T[],
): T[] =>
  [...messages].sort(
    (a, b) =>
      Date.parse(a.created_at) - Date.parse(b.created_at) ||
      Number(a.role === 'assistant') - Number(b.role === 'assistant'),
  );

/** The enquiry made of the conversation: a new one, or the one made before. */
export async function convertToEnquiry(supabase: SiteSupabaseClient, id: string): Promise<string> {
  const { data, error } = await supabase.rpc('chat_conversation_to_enquiry', { conversation_id: id });
  if (error) throw error;
  return data;
}

export async function deleteConversation(supabase: SiteSupabaseClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('chat_conversations').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length !== 1) throw new Error('the conversation was not deleted');
}
