import type { Database } from '../contract/database.types.ts';
import type { ServiceClient } from '../database.ts';

// A conversation belongs to whoever holds its token: the id alone is no credential. Only the
// token's SHA-256 is stored, so a database read does not hand out the right to write.

export type ConversationRow = Database['public']['Tables']['chat_conversations']['Row'];

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** 32 random bytes, base64url without padding (CONVERSATION_TOKEN_PATTERN). */
export function newConversationToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function hashToken(token: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
}

/** Compares two hex digests in time that does not depend on where they differ. */
function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export type OwnedConversation =
  | { ok: true; conversation: ConversationRow }
  | { ok: false; status: 404 | 403; code: 'conversation-not-found' | 'conversation-forbidden' };

/**
 * The conversation with this id when `token` is its token: 404 when there is none, 403 when the
 * token is missing or another one (a row without a stored hash belongs to nobody). Throws when
 * the database cannot answer.
 */
export async function findOwnedConversation(
  db: ServiceClient,
  id: string,
  token: string | null | undefined,
): Promise<OwnedConversation> {
  const { data, error } = await db.from('chat_conversations').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`reading the conversation failed: ${error.code} ${error.message}`);
  if (!data) return { ok: false, status: 404, code: 'conversation-not-found' };
  if (!token || !data.token_hash || !sameDigest(await hashToken(token), data.token_hash)) {
    return { ok: false, status: 403, code: 'conversation-forbidden' };
  }
  return { ok: true, conversation: data };
}
