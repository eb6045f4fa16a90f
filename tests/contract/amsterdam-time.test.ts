import { describe, expect, it } from 'vitest';
import { amsterdamToday, amsterdamWallTime } from '@contract/amsterdam-time.ts';

describe("Amsterdam's wall time", () => {
  it('reads an instant in winter and in summer time, across the change and the new year', () => {
    expect(amsterdamWallTime(new Date('2026-01-15T13:05:00Z'))).toBe('2026-01-15T14:05');
    expect(amsterdamWallTime(new Date('2026-07-15T13:05:00Z'))).toBe('2026-07-15T15:05');
    expect(amsterdamWallTime(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T01:59');
    expect(amsterdamWallTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00');
    expect(amsterdamWallTime(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30');
  });

  it('takes an ISO string or epoch milliseconds as well as a date', () => {
    expect(amsterdamWallTime('2026-10-25T00:30:00Z')).toBe('2026-10-25T02:30');
    expect(amsterdamWallTime(Date.parse('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30');
  });

  it('takes today from Amsterdam, not from the computer', () => {
    // 23:30 UTC on 25 November is already the 26th in Amsterdam; 22:30 UTC in summer is the next day too.
    expect(amsterdamToday(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(amsterdamToday(new Date('2026-11-25T22:59:00Z'))).toBe('2026-11-25');
    expect(amsterdamToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});
