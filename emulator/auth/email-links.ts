import { createHash } from 'node:crypto';

// What GoTrue's mailed links share: the token hash, its lifetime, the sender and the address check.

export const OTP_EXPIRY_SECONDS = 3600;
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// GoTrue's local mailer sender (`GOTRUE_SMTP_ADMIN_EMAIL` in the CLI).
export const SENDER = 'admin@email.com';

/** GoTrue stores sha224(email + otp) and uses it as the link's `token`. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}
