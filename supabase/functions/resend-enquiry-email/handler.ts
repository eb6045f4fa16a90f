import { readAdminPost } from '../_shared/admin-post.ts';
import { resendBlocker, type ResendOutcome } from '../_shared/contract/enquiry/handling.ts';
import { z } from '../_shared/contract/zod.ts';
import {
  deliverEnquiry,
  fromRow,
  unsentMessages,
  type EnquiryDeliveryDeps,
} from '../_shared/enquiry-delivery.ts';
import { errorResponse, jsonResponse } from '../_shared/http.ts';

// resend-enquiry-email: for an admin who entered their code, sends an enquiry's e-mails again when
// they failed (or stalled): only the messages not recorded as sent, so nobody gets one twice. The
// row is claimed first, so two admins pressing resend at once send once; nothing is inserted.

export interface ResendEnquiryEmailDeps extends EnquiryDeliveryDeps {
  now?: () => Date;
}

const bodySchema = z.strictObject({ id: z.uuid() });

export function createResendEnquiryEmail(
  deps: ResendEnquiryEmailDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const post = await readAdminPost(request, deps.config, bodySchema, 'Send the id of an enquiry.');
    if (!post.ok) return post.response;
    const { id } = post.body;
    try {
      const found = await deps.db.from('enquiries').select('*').eq('id', id).maybeSingle();
      if (found.error) throw new Error(`reading the enquiry failed: ${found.error.message}`);
      const row = found.data;
      if (!row) return errorResponse(404, 'not_found', 'This enquiry does not exist (any more).');
      const now = deps.now?.() ?? new Date();
      const blocker = resendBlocker(row, now);
      if (blocker === 'already_sent')
        return errorResponse(409, blocker, 'The e-mails of this enquiry were sent.');
      if (blocker) return errorResponse(409, blocker, 'These e-mails are being sent right now.');

      // Raising the attempt count from the value just read fails if someone else raised it first.
      const claimed = await deps.db
        .from('enquiries')
        .update({
          email_status: 'pending',
          email_attempts: row.email_attempts + 1,
          email_attempted_at: now.toISOString(),
        })
        .eq('id', id)
        .eq('email_attempts', row.email_attempts)
        .select('id');
      if (claimed.error) throw new Error(`claiming the enquiry failed: ${claimed.error.message}`);
      if (claimed.data.length === 0)
        return errorResponse(409, 'in_progress', 'These e-mails are being sent right now.');

      await deliverEnquiry(deps, fromRow(row), id, unsentMessages(row));

      const after = await deps.db.from('enquiries').select('email_status, email_error').eq('id', id).single();
      if (after.error) throw new Error(`reading the outcome failed: ${after.error.message}`);
      const sent = after.data.email_status === 'sent';
      const outcome: ResendOutcome = {
        success: sent,
        emailStatus: sent ? 'sent' : 'failed',
        emailError: after.data.email_error,
      };
      return jsonResponse(sent ? 200 : 502, outcome);
    } catch (error) {
      console.error('resend-enquiry-email failed', error);
      return errorResponse(500, 'unexpected', 'The e-mails could not be sent again. Try again.');
    }
  };
}
