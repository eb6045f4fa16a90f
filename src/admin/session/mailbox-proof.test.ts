import { describe, expect, it } from 'vitest';
import { hasRecentMailboxProof } from './mailbox-proof';

const now = Date.UTC(2026, 10, 29, 12, 0, 0);
const secondsAgo = (seconds: number) => now / 1000 - seconds;

describe('hasRecentMailboxProof', () => {
  it('accepts a session opened from an e-mailed link within the hour', () => {
    expect(hasRecentMailboxProof([{ method: 'otp', timestamp: secondsAgo(60) }], now)).toBe(true);
    expect(
      hasRecentMailboxProof(
        [
          { method: 'totp', timestamp: secondsAgo(10) },
          { method: 'magiclink', timestamp: secondsAgo(3500) },
        ],
        now,
      ),
    ).toBe(true);
  });

  it('refuses a password session, with or without a code, and a mailbox proof older than an hour', () => {
    expect(hasRecentMailboxProof([{ method: 'password', timestamp: secondsAgo(5) }], now)).toBe(false);
    expect(
      hasRecentMailboxProof(
        [
          { method: 'totp', timestamp: secondsAgo(5) },
          { method: 'password', timestamp: secondsAgo(30) },
        ],
        now,
      ),
    ).toBe(false);
    expect(hasRecentMailboxProof([{ method: 'otp', timestamp: secondsAgo(3601) }], now)).toBe(false);
  });
});
