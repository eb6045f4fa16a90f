import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, totp, totpStep } from '../../emulator/auth/totp.ts';

// The emulator's TOTP against RFC 6238 Appendix B (SHA-1 seed, last six digits of the 8-digit values).

const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    for (const [seconds, code] of VECTORS)
      expect(totp(RFC_SECRET, seconds * 1000), String(seconds)).toBe(code);
  });

  it('accepts one step of clock skew either way and nothing further, naming the step a code belongs to', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(RFC_SECRET, totp(RFC_SECRET, now), now)).toBe(step);
    expect(totpStep(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(RFC_SECRET, totp(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(RFC_SECRET, totp(RFC_SECRET, now - 60_000), now)).toBeUndefined();
    expect(totpStep(RFC_SECRET, '12345', now)).toBeUndefined();
  });

  it('generates 160-bit base32 secrets that round-trip', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });
});
