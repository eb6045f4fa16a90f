import { findOwnedConversation } from '../_shared/chat/access.ts';
import type { ChatMailDeps } from '../_shared/chat/confirmation.ts';
import { chatError, chatRequestLanguage } from '../_shared/chat/errors.ts';
import { deliverTranscript, transcriptOutcome } from '../_shared/chat/transcript.ts';
import {
  closeChatRequestSchema,
  CONVERSATION_TOKEN_PATTERN,
  type CloseChatResponse,
} from '../_shared/contract/chat.ts';
import { z } from '../_shared/contract/zod.ts';
import type { ServiceClient } from '../_shared/database.ts';
import { jsonResponse, methodNotAllowed, preflight, readJsonBody } from '../_shared/http.ts';

// close-chat-conversation (spec call 3): the widget closes its conversation (by the visitor, or
// by its inactivity timer). Only the holder of the conversation's token may; closing twice answers
// what the first close recorded. The close claims the transcript in the same conditional update,
// so two closes at once send one transcript.

export type CloseChatDeps = ChatMailDeps;

// A missing or malformed token is a wrong token: the conversation answers 403 (or 404), not 400.
const requestSchema = closeChatRequestSchema.extend({ conversationToken: z.unknown().optional() });
const tokenOf = (value: unknown) =>
  typeof value === 'string' && CONVERSATION_TOKEN_PATTERN.test(value) ? value : undefined;

const closedBy = (value: string | null): CloseChatResponse['closedBy'] =>
  value === 'inactivity' ? 'inactivity' : 'user';

/** How long an answer to a second close waits for a transcript the first close is still sending. */
const PENDING_WAIT = { tries: 20, intervalMs: 250 } as const;

async function alreadyClosed(db: ServiceClient, id: string): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const { data, error } = await db
      .from('chat_conversations')
      .select('closed_by, transcript_status')
      .eq('id', id)
      .single();
    if (error) throw new Error(`reading the conversation failed: ${error.message}`);
    if (data.transcript_status !== 'pending' || attempt >= PENDING_WAIT.tries) {
      const body: CloseChatResponse = {
        success: true,
        status: 'already-closed',
        closedBy: closedBy(data.closed_by),
        transcript: transcriptOutcome(data.transcript_status),
      };
      return jsonResponse(200, body);
    }
    await new Promise((resolve) => setTimeout(resolve, PENDING_WAIT.intervalMs));
  }
}

export function createCloseChatConversation(deps: CloseChatDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return methodNotAllowed('POST, OPTIONS');
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    const language = chatRequestLanguage(read.body);
    const parsed = requestSchema.safeParse(read.body);
    if (!parsed.success) return chatError(language, 400, 'invalid-body');
    const { conversationId, conversationToken, isAutoClose } = parsed.data;
    try {
      const owned = await findOwnedConversation(deps.db, conversationId, tokenOf(conversationToken));
      if (!owned.ok) return chatError(language, owned.status, owned.code);
      if (owned.conversation.status === 'closed') return await alreadyClosed(deps.db, conversationId);

      const by = isAutoClose ? 'inactivity' : 'user';
      const claimed = await deps.db
        .from('chat_conversations')
        .update({
          status: 'closed',
          closed_by: by,
          closed_at: new Date().toISOString(),
          transcript_status: 'pending',
          transcript_error: null,
          transcript_attempts: owned.conversation.transcript_attempts + 1,
        })
        .eq('id', conversationId)
        .eq('status', 'open')
        .select('id');
      if (claimed.error) throw new Error(`closing the conversation failed: ${claimed.error.message}`);
      // Another close (or the server's idle job) got there first and delivers the transcript.
      if (claimed.data.length === 0) return await alreadyClosed(deps.db, conversationId);

      const transcript = await deliverTranscript(deps, conversationId, { companyCopy: true });
      const body: CloseChatResponse = { success: true, status: 'closed', closedBy: by, transcript };
      return jsonResponse(200, body);
    } catch (error) {
      console.error('close-chat-conversation failed', error);
      return chatError(language, 500, 'failed');
    }
  };
}
