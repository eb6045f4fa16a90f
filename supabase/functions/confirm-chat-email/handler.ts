import { hashToken } from '../_shared/chat/access.ts';
import type { ChatMailDeps } from '../_shared/chat/confirmation.ts';
import { AWAITING_TRANSCRIPT_DAYS, deliverTranscript } from '../_shared/chat/transcript.ts';
import { CONVERSATION_TOKEN_PATTERN, type ConfirmChatEmailResponse } from '../_shared/contract/chat.ts';
import { errorResponse, jsonResponse, methodNotAllowed, preflight, readJsonBody } from '../_shared/http.ts';

// confirm-chat-email: the site's confirmation page POSTs `{ token }` from the link in the e-mail.
// Marks the address confirmed and sends the transcripts that waited for it (closed in the last
// AWAITING_TRANSCRIPT_DAYS days). Answers ConfirmChatEmailResponse, 400 for a malformed token,
// 404 for an unknown or replaced one, 500 when the database fails.

export type ConfirmChatEmailDeps = ChatMailDeps;

const tokenOf = (body: unknown) => {
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  return typeof token === 'string' ? token : '';
};

const answer = (status: ConfirmChatEmailResponse['status'], transcriptsSent: number) =>
  jsonResponse(200, { success: true, status, transcriptsSent } satisfies ConfirmChatEmailResponse);

export function createConfirmChatEmail(deps: ConfirmChatEmailDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return methodNotAllowed('POST, OPTIONS');
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    const token = tokenOf(read.body);
    if (!CONVERSATION_TOKEN_PATTERN.test(token))
      return errorResponse(400, 'invalid-token', 'The confirmation link is incomplete.');
    try {
      const { data: address, error } = await deps.db
        .from('chat_transcript_addresses')
        .select('email, confirmed_at')
        .eq('confirmation_token_hash', await hashToken(token))
        .maybeSingle();
      if (error) throw new Error(`looking up the token failed: ${error.message}`);
      if (!address)
        return errorResponse(
          404,
          'unknown-token',
          'This confirmation link is unknown or replaced by a newer one.',
        );
      if (address.confirmed_at) return answer('already-confirmed', 0);

      const confirmed = await deps.db
        .from('chat_transcript_addresses')
        .update({ confirmed_at: new Date().toISOString() })
        .eq('email', address.email)
        .is('confirmed_at', null)
        .select('email');
      if (confirmed.error) throw new Error(`confirming failed: ${confirmed.error.message}`);
      // Two clicks at once: the other one confirmed and sends the transcripts.
      if (confirmed.data.length === 0) return answer('already-confirmed', 0);

      const claimed = await deps.db.rpc('claim_awaiting_chat_transcripts', {
        p_email: address.email,
        p_days: AWAITING_TRANSCRIPT_DAYS,
      });
      if (claimed.error) throw new Error(`claiming the transcripts failed: ${claimed.error.message}`);
      let sent = 0;
      // One after the other: the per-address rate limit counts each.
      for (const { id } of claimed.data) {
        if ((await deliverTranscript(deps, id, { companyCopy: false })) === 'sent') sent += 1;
      }
      return answer('confirmed', sent);
    } catch (error) {
      console.error('confirm-chat-email failed', error);
      return errorResponse(500, 'failed', 'Confirming failed. Please try again in a moment.');
    }
  };
}
