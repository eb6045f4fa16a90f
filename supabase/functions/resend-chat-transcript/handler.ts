import { readAdminPost } from '../_shared/admin-post.ts';
import type { ChatMailDeps } from '../_shared/chat/confirmation.ts';
import { deliverTranscript, STALLED_MINUTES } from '../_shared/chat/transcript.ts';
import type { TranscriptOutcome } from '../_shared/contract/chat.ts';
import { z } from '../_shared/contract/zod.ts';
import { errorResponse, jsonResponse } from '../_shared/http.ts';

// resend-chat-transcript: for an admin who entered their code, delivers a closed conversation's
// transcript again: to the visitor when their address confirmed (else the confirmation e-mail goes
// again, within its rate limit) and to the company. The row is claimed first, so two admins
// pressing resend at once send once. Answers 200 `{ success: true, transcript }`, 404 for an
// unknown conversation, 409 `conversation-open`, or `in-progress` while it is being sent.

export type ResendChatTranscriptDeps = ChatMailDeps;

export interface ResendChatTranscriptResponse {
  success: true;
  transcript: TranscriptOutcome;
}

const inProgress = () => errorResponse(409, 'in-progress', 'This transcript is being sent right now.');

const bodySchema = z.strictObject({ conversationId: z.uuid() });

export function createResendChatTranscript(
  deps: ResendChatTranscriptDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const post = await readAdminPost(request, deps.config, bodySchema, 'Send the id of a conversation.');
    if (!post.ok) return post.response;
    const { conversationId } = post.body;
    try {
      const found = await deps.db
        .from('chat_conversations')
        .select('status, transcript_status, transcript_attempts, updated_at')
        .eq('id', conversationId)
        .maybeSingle();
      if (found.error) throw new Error(`reading the conversation failed: ${found.error.message}`);
      const row = found.data;
      if (!row) return errorResponse(404, 'not_found', 'This conversation does not exist (any more).');
      if (row.status !== 'closed')
        return errorResponse(
          409,
          'conversation-open',
          'This conversation is still open. Resend it once it has ended.',
        );

      const sending =
        row.transcript_status === 'pending' &&
        Date.parse(row.updated_at) > Date.now() - STALLED_MINUTES * 60_000;
      if (sending) return inProgress();

      // Raising the attempt count from the value just read fails if someone else raised it first.
      const claimed = await deps.db
        .from('chat_conversations')
        .update({
          transcript_status: 'pending',
          transcript_error: null,
          transcript_attempts: row.transcript_attempts + 1,
        })
        .eq('id', conversationId)
        .eq('transcript_attempts', row.transcript_attempts)
        .select('id');
      if (claimed.error) throw new Error(`claiming the transcript failed: ${claimed.error.message}`);
      if (claimed.data.length === 0) return inProgress();

      const transcript = await deliverTranscript(deps, conversationId, { companyCopy: true });
      return jsonResponse(200, { success: true, transcript } satisfies ResendChatTranscriptResponse);
    } catch (error) {
      console.error('resend-chat-transcript failed', error);
      return errorResponse(500, 'unexpected', 'The transcript could not be sent again. Try again.');
    }
  };
}
