import type { FunctionConfig } from '../_shared/config.ts';
import type { Language } from '../_shared/contract/language.ts';
import type { ServiceClient } from '../_shared/database.ts';
import type { EmailTransport } from '../_shared/email/message.ts';
import { factorNotice, type FactorEvent } from '../_shared/email/templates/factor-notice.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../_shared/http.ts';
import { isServiceRole } from '../_shared/scheduler.ts';
import { errorText } from '../_shared/submission.ts';

// notify-factor-change: called by the database (pg_net) with the service role key when an admin's
// authenticator app was added or removed (the trigger on auth.mfa_factors writes a notice), and every
// minute while a notice is unsent. E-mails each notice to the admin it is about and to every other
// admin, each in their language; a recipient who already has it is not mailed again, and a notice
// whose mail failed is retried with back-off. Answers `{ success, notices, sent }`; 401 for any other
// caller.

export interface NotifyFactorChangeDeps {
  config: FunctionConfig;
  db: ServiceClient;
  transport: EmailTransport;
}

export interface NotifyFactorChangeResponse {
  success: true;
  /** Notices handled in this run. */
  notices: number;
  /** Of those, the ones every recipient now has. */
  sent: number;
}

/** A failed notice is due again this many minutes after attempt n (the last value repeats). */
export const NOTICE_BACKOFF_MINUTES = [1, 5, 15, 60] as const;
/** A notice still being sent after this long stopped halfway and is due at once. */
export const NOTICE_STALLED_MINUTES = 10;
/** After this many attempts a notice stays failed (the scheduled job stops at the same number). */
export const NOTICE_MAX_ATTEMPTS = 10;
/** Notices handled per run; the next run takes the rest. */
export const NOTICE_BATCH = 25;

interface Recipient {
  address: string;
  language: Language | null;
  own: boolean;
}

interface ClaimedNotice {
  id: string;
  user_id: string;
  email: string;
  factor_name: string | null;
  event: string;
  created_at: string;
  sent_to: string[];
}

interface Admin {
  user_id: string;
  email: string;
  language: string | null;
}

const languageOf = (value: string | null | undefined): Language | null =>
  value === 'en' || value === 'nl' ? value : null;

/** The admin the notice is about (an admin then, perhaps not now), then every current admin, once each. */
function recipientsOf(notice: ClaimedNotice, admins: Admin[]): Recipient[] {
  const subject = admins.find((admin) => admin.user_id === notice.user_id);
  const all: Recipient[] = [
    { address: notice.email.toLowerCase(), language: languageOf(subject?.language), own: true },
    ...admins.map((admin) => ({
      address: admin.email.toLowerCase(),
      language: languageOf(admin.language),
      own: admin.user_id === notice.user_id,
    })),
  ];
  return all.filter(
    (recipient, index) => all.findIndex((other) => other.address === recipient.address) === index,
  );
}

async function readAdmins(db: ServiceClient): Promise<Admin[]> {
  const { data, error } = await db.from('admin_users').select('user_id, email, language');
  if (error) throw new Error(`reading admin_users failed: ${error.message}`);
  return data;
}

/** Mails the recipients who do not have the notice yet and records the outcome; true once all have it. */
async function deliver(
  deps: NotifyFactorChangeDeps,
  notice: ClaimedNotice,
  admins: Admin[],
): Promise<boolean> {
  const sentTo = [...notice.sent_to];
  const failures: string[] = [];
  const content = {
    event: notice.event as FactorEvent,
    adminEmail: notice.email,
    factorName: notice.factor_name,
    at: notice.created_at,
  };
  for (const recipient of recipientsOf(notice, admins)) {
    if (sentTo.includes(recipient.address)) continue;
    try {
      const mail = factorNotice(content, recipient, deps.config.siteUrl);
      await deps.transport.send({
        from: deps.config.emailFrom,
        to: [recipient.address],
        ...mail,
        idempotencyKey: `factor-notice/${notice.id}/${recipient.address}`,
      });
      sentTo.push(recipient.address);
    } catch (error) {
      failures.push(`${recipient.address}: ${errorText(error)}`);
    }
  }
  const done = failures.length === 0;
  const { error } = await deps.db
    .from('admin_factor_notices')
    .update({
      status: done ? 'sent' : 'failed',
      sent_to: sentTo,
      error: done ? null : failures.join('; ').slice(0, 500),
    })
    .eq('id', notice.id);
  if (error) throw new Error(`recording notice ${notice.id} failed: ${error.message}`);
  return done;
}

export function createNotifyFactorChange(
  deps: NotifyFactorChangeDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return methodNotAllowed('POST');
    if (!(await isServiceRole(request, deps.config.serviceRoleKey)))
      return errorResponse(401, 'unauthorized', 'Only the database may call this function.');
    try {
      const claimed = await deps.db.rpc('claim_admin_factor_notices', {
        p_backoff_minutes: [...NOTICE_BACKOFF_MINUTES],
        p_stalled_minutes: NOTICE_STALLED_MINUTES,
        p_max_attempts: NOTICE_MAX_ATTEMPTS,
        p_limit: NOTICE_BATCH,
      });
      if (claimed.error) throw new Error(`claiming notices failed: ${claimed.error.message}`);
      if (claimed.data.length === 0)
        return jsonResponse(200, { success: true, notices: 0, sent: 0 } satisfies NotifyFactorChangeResponse);
      const admins = await readAdmins(deps.db);
      let sent = 0;
      for (const notice of claimed.data) {
        if (await deliver(deps, notice, admins)) sent += 1;
      }
      return jsonResponse(200, {
        success: true,
        notices: claimed.data.length,
        sent,
      } satisfies NotifyFactorChangeResponse);
    } catch (error) {
      console.error('notify-factor-change failed', error);
      return errorResponse(500, 'failed', 'Sending the notices failed; the next run tries again.');
    }
  };
}
