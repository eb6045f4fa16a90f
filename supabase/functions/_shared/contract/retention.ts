import { business } from './business.ts';

// How long stored data is kept. One job of the database applies these periods every hour (migration
// 20261128060000_retention.sql, which holds the same numbers: its backend test checks them against
// this list), and the privacy policy states them. Chat conversations keep CHAT_LIMITS.retentionDays.

export const RETENTION = {
  /** Enquiries, counted from the day they arrived: the period Dutch tax law requires. */
  enquiryYears: business.limits.retentionYears,
  /**
   * Medical details on an enquiry (and the consent given for them) are health data, needed only for
   * the jump: erased this many days after the requested jump date…
   */
  medicalAfterJumpDays: 30,
  /** …or, when the enquiry names no date, this many days after it arrived. */
  medicalWithoutDateDays: 90,
  /** A newsletter subscriber who unsubscribed is erased after this grace period. */
  unsubscribedDays: 30,
  /** A newsletter sign-up nobody confirmed is erased this long after its confirmation e-mail. */
  unconfirmedDays: 30,
  /** Raw first-party analytics events. */
  analyticsMonths: 13,
  /** The client addresses and e-mail addresses the rate limits count (no limit looks back further). */
  rateLimitHours: 1,
  /** The addresses the per-recipient mail limit counts (its longest window is a week). */
  recipientMailDays: 7,
  /** The per-day counts of the analytics cap hold no personal data; a month shows recent volume. */
  analyticsDayCountDays: 31,
} as const;
