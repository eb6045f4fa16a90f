import { LANGUAGES, type Language } from './language.ts';
import { z } from './zod.ts';

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
  z.strictObject({ action: z.literal('factors'), userId: z.uuid() }),
  z.strictObject({ action: z.literal('remove-factor'), userId: z.uuid(), factorId: z.uuid() }),
  z.strictObject({ action: z.literal('notice-language'), language: z.enum(LANGUAGES).nullable() }),
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
  /** The language of the security e-mails this admin gets; null: Dutch with the English below. */
  noticeLanguage: Language | null;
}

export interface AdminAccountsList {
  success: true;
  /** The caller's own user id, so the screen can tell "you" apart. */
  you: string;
  admins: AdminAccount[];
}

/** One authenticator app (TOTP factor) of an admin, as the auth server lists it. */
export interface AdminFactor {
  id: string;
  /** The name it was enrolled under; may be empty. */
  friendlyName: string | null;
  /** `unverified`: enrolment started and never finished with a code. */
  status: 'verified' | 'unverified';
  /** Bound to the admin through their mailbox or by the service role: counts for admin work. */
  bound: boolean;
  createdAt: string;
}

export interface AdminFactorsList {
  success: true;
  factors: AdminFactor[];
}

/** `invited`: a new account got the invitation; `promoted`: an existing account became an admin. */
export type InviteOutcome = 'invited' | 'promoted';

export type AdminAccountsErrorCode =
  | 'bad_request'
  | 'already_admin'
  | 'not_found'
  | 'last_admin'
  | 'own_factors'
  | 'own_last_factor'
  | 'unexpected';

export interface AdminAccountsError {
  success: false;
  code:
    | AdminAccountsErrorCode
    | 'not_signed_in'
    | 'session_invalid'
    | 'not_admin'
    | 'code_required'
    | 'factor_not_bound';
  error: string;
}
