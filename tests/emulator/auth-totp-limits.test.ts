import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { FactorGuard } from '../../emulator/auth/factor-guard.ts';
import { createUser, signedIn, sharedUrl } from '../support/helpers.ts';
import { totpCode } from '../support/totp.ts';

// Guessing and replaying TOTP codes: wrong codes are throttled per factor after `[auth.rate_limit]
// token_verifications` (the CLI's 30 in five minutes), and a code's time step is accepted once.

const url = sharedUrl();

async function enrolled(supabase: SupabaseClient): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
  if (error) throw error;
  return { factorId: data.id, secret: data.totp.secret };
}

async function verify(supabase: SupabaseClient, factorId: string, code: string) {
  const challenge = await supabase.auth.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;
  return supabase.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
}

describe('TOTP verification limits', () => {
  it('throttles a factor after 30 wrong codes, refusing even the right one, and leaves other factors alone', async () => {
    const supabase = await signedIn(url, await createUser(url));
    const { factorId, secret } = await enrolled(supabase);
    const challenge = await supabase.auth.mfa.challenge({ factorId });
    const right = totpCode(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const { error } = await supabase.auth.mfa.verify({
        factorId,
        challengeId: challenge.data?.id ?? '',
        code: wrong,
      });
      outcomes.push(`${error?.status} ${error?.code}`);
    }
    expect(outcomes.slice(0, 30)).toEqual(Array(30).fill('422 mfa_verification_failed'));
    expect(outcomes.slice(30)).toEqual(Array(10).fill('429 over_request_rate_limit'));
    const blocked = await verify(supabase, factorId, right);
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    const other = await signedIn(url, await createUser(url));
    const fresh = await enrolled(other);
    expect((await verify(other, fresh.factorId, totpCode(fresh.secret))).error).toBeNull();
  });

  it('accepts a code once: the same code on a second challenge is refused like a wrong one', async () => {
    const user = await createUser(url);
    const first = await signedIn(url, user);
    const { factorId, secret } = await enrolled(first);
    const code = totpCode(secret);
    expect((await verify(first, factorId, code)).error).toBeNull();

    // Someone who saw the code signs in with the password and offers it within its 30 seconds.
    const second = await signedIn(url, user);
    const replayed = await verify(second, factorId, code);
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await second.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');

    // The authenticator's next code works.
    const next = await verify(second, factorId, totpCode(secret, Date.now() + 30_000));
    expect(next.error).toBeNull();
    expect((await second.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });

  it('lets a throttled factor try again once the five-minute window has moved on', () => {
    let now = 0;
    const guard = new FactorGuard(3, () => now);
    for (let attempt = 0; attempt < 3; attempt += 1) guard.recordFailure('factor');
    expect(guard.isThrottled('factor')).toBe(true);
    expect(guard.isThrottled('another factor')).toBe(false);
    now = 5 * 60_000 - 1;
    expect(guard.isThrottled('factor')).toBe(true);
    now = 5 * 60_000;
    expect(guard.isThrottled('factor')).toBe(false);
  });
});
