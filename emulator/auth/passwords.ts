import bcrypt from 'bcryptjs';
import { AuthError } from './http.ts';

// GoTrue hashes with bcrypt's default cost; `$2a$`/`$2b$` hashes from pgcrypto's crypt() verify the same way.
export const GOTRUE_BCRYPT_COST = 10;

/** A bcrypt hash of the password at `cost` (the hash records its cost, so any cost verifies). */
export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !hash.startsWith('$2')) return false;
  return bcrypt.compare(password, hash);
}

export function checkPasswordStrength(password: string, minimumLength: number): void {
  if (password.length < minimumLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minimumLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}
