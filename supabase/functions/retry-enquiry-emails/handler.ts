import { EMAIL_RETRY_BACKOFF_MINUTES, STALLED_AFTER_MS } from '../_shared/contract/enquiry/handling.ts';
import {
  deliverEnquiry,
  fromRow,
  unsentMessages,
  type EnquiryDeliveryDeps,
} from '../_shared/enquiry-delivery.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../_shared/http.ts';
import { isServiceRole } from '../_shared/scheduler.ts';
import { errorText } from '../_shared/submission.ts';

// retry-enquiry-emails: called every minute by the database's scheduler (pg_cron + pg_net) with the
// service role key while enquiries have e-mails outstanding. Sends again, with back-off, what did not
// go out (the mail service was down) or stalled halfway, only the messages not yet sent, on the same
// row. Answers `{ success, retried, sent }`; 401 for any other caller.

export type RetryEnquiryEmailsDeps = EnquiryDeliveryDeps;

export interface RetryEnquiryEmailsResponse {
  success: true;
  /** Enquiries whose e-mails were sent again in this run. */
  retried: number;
  /** Of those, the ones whose e-mails have now all gone out. */
  sent: number;
}

/** Enquiries handled per run; the next run, a minute later, takes the rest. */
export const RETRY_BATCH = 25;

/**
 * Delivers one claimed enquiry's unsent messages; true once all have gone out. A row that cannot be
 * read back is recorded as failed with the reason, so it waits its turn instead of blocking the run.
 */
async function retry(deps: RetryEnquiryEmailsDeps, id: string): Promise<boolean> {
  try {
    const found = await deps.db.from('enquiries').select('*').eq('id', id).maybeSingle();
    if (found.error) throw new Error(`reading it failed: ${found.error.message}`);
    // Deleted by an admin since it was claimed: nothing to send.
    if (!found.data) return false;
    await deliverEnquiry(deps, fromRow(found.data), id, unsentMessages(found.data));
    const after = await deps.db.from('enquiries').select('email_status').eq('id', id).single();
    return after.data?.email_status === 'sent';
  } catch (error) {
    console.error(`retry-enquiry-emails: enquiry ${id} failed`, error);
    await deps.db
      .from('enquiries')
      .update({ email_status: 'failed', email_error: errorText(error) })
      .eq('id', id);
    return false;
  }
}

export function createRetryEnquiryEmails(
  deps: RetryEnquiryEmailsDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return methodNotAllowed('POST');
    if (!(await isServiceRole(request, deps.config.serviceRoleKey)))
      return errorResponse(401, 'unauthorized', 'Only the scheduler may call this function.');
    try {
      const claimed = await deps.db.rpc('claim_enquiry_email_retries', {
        p_backoff_minutes: [...EMAIL_RETRY_BACKOFF_MINUTES],
        p_stalled_minutes: STALLED_AFTER_MS / 60_000,
        p_limit: RETRY_BATCH,
      });
      if (claimed.error) throw new Error(`claiming enquiries failed: ${claimed.error.message}`);
      let sent = 0;
      for (const { id } of claimed.data) {
        if (await retry(deps, id)) sent += 1;
      }
      return jsonResponse(200, {
        success: true,
        retried: claimed.data.length,
        sent,
      } satisfies RetryEnquiryEmailsResponse);
    } catch (error) {
      console.error('retry-enquiry-emails failed', error);
      return errorResponse(500, 'failed', 'Retrying failed; the next run tries again.');
    }
  };
}
