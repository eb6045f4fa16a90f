import { describe, expect, it } from 'vitest';
import { authErrorKey } from './auth-errors';

describe('authErrorKey', () => {
  it('turns the auth server errors an admin can meet into plain messages', () => {
    expect(authErrorKey({ code: 'invalid_credentials', status: 400 })).toBe('invalidCredentials');
    expect(authErrorKey({ code: 'over_request_rate_limit', status: 429 })).toBe('tooManyAttempts');
    expect(authErrorKey({ status: 429 })).toBe('tooManyAttempts');
    expect(authErrorKey({ code: 'mfa_verification_failed', status: 422 })).toBe('wrongCode');
    expect(authErrorKey({ code: 'mfa_challenge_expired', status: 422 })).toBe('wrongCode');
    expect(authErrorKey({ name: 'AuthRetryableFetchError', status: 0 })).toBe('network');
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('network');
    expect(authErrorKey({ code: 'unexpected_failure', status: 500 })).toBe('unexpected');
    expect(authErrorKey(undefined)).toBe('unexpected');
  });
});
