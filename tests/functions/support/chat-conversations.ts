import { hashToken, newConversationToken } from '../../../supabase/functions/_shared/chat/access.ts';
import type { Language } from '../../../supabase/functions/_shared/contract/language.ts';
import type { ServiceClient } from '../../../supabase/functions/_shared/database.ts';
import { mailTo, type CaughtMessage } from './harness.ts';

// Conversations as the chat function leaves them (a token, an e-mail address, messages), and the
// addresses' confirmation state, written straight into the emulator's database for the tests of
// the close, confirm, resend and housekeeping functions.

export interface SeededConversation {
  id: string;
  token: string;
  email: string;
}

export interface ConversationSeed {
  email: string;
  language?: Language;
  name?: string | null;
  messages?: { role: 'user' | 'assistant'; content: string; at?: string }[];
  /** Defaults to now. */
  lastMessageAt?: string;
  /** Other columns, e.g. a conversation that is already closed. */
  extra?: Record<string, unknown>;
}

export const DEFAULT_MESSAGES = [
  { role: 'user', content: 'Can I jump if I weigh 98 kg?', at: '2026-07-14T20:02:00Z' },
  {
    role: 'assistant',
    content: 'Yes: the limit is 100 kg. See [tandem jumps](/services/tandem).',
    at: '2026-07-14T20:02:05Z',
  },
] as const;

export async function seedConversation(
  db: ServiceClient,
  seed: ConversationSeed,
): Promise<SeededConversation> {
  const token = newConversationToken();
  const { data, error } = await db
    .from('chat_conversations')
    .insert({
      customer_email: seed.email,
      customer_name: seed.name === undefined ? 'Zoë' : seed.name,
      language: seed.language ?? 'en',
      token_hash: await hashToken(token),
      last_message_at: seed.lastMessageAt ?? new Date().toISOString(),
      ...seed.extra,
    })
    .select('id')
    .single();
  if (error) throw new Error(`seeding a conversation failed: ${error.message}`);
  const messages = seed.messages ?? DEFAULT_MESSAGES;
  const inserted = await db.from('chat_messages').insert(
    messages.map((message) => ({
      conversation_id: data.id,
      role: message.role,
      content: message.content,
      created_at: message.at ?? new Date().toISOString(),
      answered_by: message.role === 'assistant' ? 'local' : null,
    })),
  );
  if (inserted.error) throw new Error(`seeding messages failed: ${inserted.error.message}`);
  return { id: data.id, token, email: seed.email };
}

export async function confirmAddress(db: ServiceClient, email: string, language: Language = 'en') {
  const { error } = await db
    .from('chat_transcript_addresses')
    .upsert({ email: email.toLowerCase(), language, confirmed_at: new Date().toISOString() });
  if (error) throw new Error(`confirming ${email} failed: ${error.message}`);
}

export async function conversationRow(db: ServiceClient, id: string) {
  const { data, error } = await db.from('chat_conversations').select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

/** Fills the rate limit of `key` (the rate_limit_hit design) with `hits` hits just now. */
export async function exhaustRateLimit(db: ServiceClient, key: string, hits: number) {
  const { error } = await db.from('rate_limit_hits').insert(Array.from({ length: hits }, () => ({ key })));
  if (error) throw new Error(`filling the rate limit failed: ${error.message}`);
}

export const transcriptsTo = async (email: string) =>
  (await mailTo(email.toLowerCase())).filter((message) => /chat(gesprek)? (with|met)/i.test(message.Subject));

export const confirmationsTo = async (email: string) =>
  (await mailTo(email.toLowerCase())).filter((message) => /^Bevestig|^Confirm/.test(message.Subject));

/** The token in a confirmation e-mail's link. */
export function linkToken(message: CaughtMessage): string {
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(message.Text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${message.Text}`);
  return token;
}

export function chatRequest(name: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://functions.test/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function answer(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
