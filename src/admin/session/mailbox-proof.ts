// Whether this session was opened from a link sent to the admin's mailbox, recently: only then may
// a factor be bound to the admin (the database's `recent_mailbox_proof()` holds the same rule and
// is what counts; the browser only uses it to show the right step).

/** The `amr` methods the auth server writes for a session opened from an e-mailed link or code. */
const MAILBOX_METHODS = new Set(['otp', 'magiclink', 'invite', 'recovery']);
export const MAILBOX_PROOF_SECONDS = 60 * 60;

export interface AuthenticationMethodEntry {
  method: string;
  /** Seconds since the epoch, as in the token. */
  timestamp: number;
}

/** Methods given as bare names (an older token format) carry no time, so they prove nothing here. */
export function hasRecentMailboxProof(
  methods: readonly (string | AuthenticationMethodEntry)[],
  nowMs: number,
): boolean {
  return methods.some(
    (entry) =>
      typeof entry !== 'string' &&
      MAILBOX_METHODS.has(entry.method) &&
      nowMs / 1000 - entry.timestamp < MAILBOX_PROOF_SECONDS,
  );
}
