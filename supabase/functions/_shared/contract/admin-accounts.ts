import { z } from 'zod';

// The admin-accounts function's requests and answers: the back office validates its invite form
// with the same schema the function checks the body with.

/** `admin_users.email` holds at most this many characters. */
export const ADMIN_EMAIL_MAX = 100;

export const adminEmailSchema = z.email().max(ADMIN_EMAIL_MAX);

export const adminAccountsRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('list') }),
  z.strictObject({ action: z.literal('invite'), email: adminEmailSchema }),
  z.strictObject({ action: z.literal('remove'), userId: z.uuid() }),
  z.strictObject({ action: z.literal('reset-factors'), userId: z.uuid() }),
]);

export type AdminAccountsRequest = z.infer<typeof adminAccountsRequestSchema>;

export interface AdminAccount {
  userId: string;
  email: string;
  /** When the account became an admin. */
  addedAt: string;
  lastSignInAt: string | null;
  /** Has a verified TOTP factor. */
  mfa: boolean;
  /** Invited, and has not followed the link yet. */
  invitePending: boolean;
}

export interface AdminAccountsList {
  success: true;
  /** The caller's own user id, so the screen can tell "you" apart. */
  you: string;
  admins: AdminAccount[];
}

/** `invited`: a new account got the invitation; `promoted`: an existing account became an admin. */
export type InviteOutcome = 'invited' | 'promoted';

export type AdminAccountsErrorCode =
  'bad_request' | 'already_admin' | 'not_found' | 'last_admin' | 'own_factors' | 'unexpected';

export interface AdminAccountsError {
  success: false;
  code: AdminAccountsErrorCode | 'not_signed_in' | 'session_invalid' | 'not_admin' | 'code_required';
  error: string;
}
