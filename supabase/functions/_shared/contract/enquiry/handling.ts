// How the back office handles a stored enquiry: the statuses it moves through, the note's limit and
// when its e-mails may be sent again. The admin screens and the resend-enquiry-email function both
// decide with these, and the database's checks list the same values.

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const INTERNAL_NOTE_MAX = 2000;

/** A delivery still pending this long after it started has stalled: its function did not finish. */
export const STALLED_AFTER_MS = 10 * 60_000;

/**
 * Minutes from the start of a failed delivery until the scheduled retry sends it again: after the
 * first attempt 1, then 5, 15, and every 60 after that, until it goes out or the enquiry is answered,
 * marked spam or deleted.
 */
export const EMAIL_RETRY_BACKOFF_MINUTES = [1, 5, 15, 60] as const;

export interface EmailState {
  email_status: string;
  /** When the latest delivery started. */
  email_attempted_at: string;
}

/** Why the e-mails may not be sent again now, or undefined when they may. */
export function resendBlocker(row: EmailState, now: Date): 'already_sent' | 'in_progress' | undefined {
  if (row.email_status === 'sent') return 'already_sent';
  if (row.email_status === 'failed') return undefined;
  return now.getTime() - new Date(row.email_attempted_at).getTime() > STALLED_AFTER_MS
    ? undefined
    : 'in_progress';
}

/** The resend-enquiry-email answer for a delivery that was attempted (200 sent, 502 failed). */
export interface ResendOutcome {
  success: boolean;
  emailStatus: EmailStatus;
  /** What the mail service said, per message ("company: …; visitor: …"); null once sent. */
  emailError: string | null;
}
