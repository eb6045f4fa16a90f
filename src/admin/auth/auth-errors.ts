import type { AdminCopy } from '../copy';

/** What an auth server error means to an admin, as a key of the copy's `errors`; never a raw code. */
export function authErrorKey(error: unknown): keyof AdminCopy['errors'] {
  const { code, status, name } = (error ?? {}) as { code?: unknown; status?: unknown; name?: unknown };
  // supabase-js reports an unreachable server as a retryable fetch error with status 0.
  if (name === 'AuthRetryableFetchError' || status === 0 || error instanceof TypeError) return 'network';
  if (code === 'invalid_credentials') return 'invalidCredentials';
  if (status === 429 || (typeof code === 'string' && code.startsWith('over_'))) return 'tooManyAttempts';
  if (code === 'mfa_verification_failed' || code === 'mfa_challenge_expired') return 'wrongCode';
  return 'unexpected';
}
