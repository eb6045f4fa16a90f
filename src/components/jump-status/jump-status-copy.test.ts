import { describe, expect, it } from 'vitest';
import { setAtText } from './jump-status-copy';

describe('when a jump status was set', () => {
  const now = new Date('2026-11-28T10:00:00Z');

  it('says today or yesterday by the Amsterdam calendar, not the UTC one', () => {
    // 23:30 UTC on the 27th is half past midnight on the 28th in Amsterdam.
    expect(setAtText('2026-11-27T23:30:00Z', 'en', now)).toBe('Set at 00:30');
    expect(setAtText('2026-11-27T22:30:00Z', 'en', now)).toBe('Set yesterday at 23:30');
    expect(setAtText('2026-11-27T07:05:00Z', 'nl', now)).toBe('Gisteren doorgegeven om 8.05 uur');
  });

  it('gives the date further back, in each language', () => {
    expect(setAtText('2026-11-26T07:05:00Z', 'en', now)).toBe('Set on 26 November at 08:05');
    expect(setAtText('2026-11-26T07:05:00Z', 'nl', now)).toBe('Doorgegeven op 26 november om 8.05 uur');
  });

  it('follows summer time', () => {
    expect(setAtText('2026-07-15T06:45:00Z', 'nl', new Date('2026-07-15T12:00:00Z'))).toBe(
      'Doorgegeven om 8.45 uur',
    );
  });
});
