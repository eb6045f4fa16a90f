import bcrypt from 'bcryptjs';
import { AuthError } from './http.ts';

// GoTrue hashes with bcrypt's default cost; `$2a$`/`$2b$` hashes from pgcrypto's crypt() verify the same way.
const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
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
