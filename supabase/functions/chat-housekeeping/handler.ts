import type { ChatMailDeps } from '../_shared/chat/confirmation.ts';
import { deliverTranscript, STALLED_MINUTES } from '../_shared/chat/transcript.ts';
import { CHAT_TIMING } from '../_shared/contract/chat.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../_shared/http.ts';
import { isServiceRole } from '../_shared/scheduler.ts';

// chat-housekeeping: called every five minutes by the database's scheduler (pg_cron + pg_net) with
// the service role key. Closes conversations left open (a closed tab) as closed by inactivity and
// delivers their transcripts, and delivers again transcripts that stalled while being sent.
// Answers `{ success, closed, retried }`; 401 for any other caller.

export type ChatHousekeepingDeps = ChatMailDeps;

export interface ChatHousekeepingResponse {
  success: true;
  closed: number;
  retried: number;
}

/** Conversations handled per run; the next run takes the rest. */
export const HOUSEKEEPING_BATCH = 25;
/** Attempts before a stalled transcript is recorded as failed, for an admin to resend. */
export const MAX_ATTEMPTS = 5;

export function createChatHousekeeping(deps: ChatHousekeepingDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return methodNotAllowed('POST');
    if (!(await isServiceRole(request, deps.config.serviceRoleKey)))
      return errorResponse(401, 'unauthorized', 'Only the scheduler may call this function.');
    try {
      const idle = await deps.db.rpc('claim_idle_chat_conversations', {
        p_idle_minutes: CHAT_TIMING.serverIdleCloseMinutes,
        p_limit: HOUSEKEEPING_BATCH,
      });
      if (idle.error) throw new Error(`closing idle conversations failed: ${idle.error.message}`);
      const stalled = await deps.db.rpc('claim_stalled_chat_transcripts', {
        p_stalled_minutes: STALLED_MINUTES,
        p_max_attempts: MAX_ATTEMPTS,
        p_limit: HOUSEKEEPING_BATCH,
      });
      if (stalled.error) throw new Error(`claiming stalled transcripts failed: ${stalled.error.message}`);
      for (const { id } of [...idle.data, ...stalled.data]) {
        await deliverTranscript(deps, id, { companyCopy: true });
      }
      return jsonResponse(200, {
        success: true,
        closed: idle.data.length,
        retried: stalled.data.length,
      } satisfies ChatHousekeepingResponse);
    } catch (error) {
      console.error('chat-housekeeping failed', error);
      return errorResponse(500, 'failed', 'Housekeeping failed; the next run tries again.');
    }
  };
}
