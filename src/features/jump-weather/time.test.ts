import { describe, expect, it } from 'vitest';
import { currentHourKey, instantText, longDayText, nextDate } from './time';

describe('weather times', () => {
  it('name the hour an instant falls in as the forecast does', () => {
    expect(currentHourKey(new Date('2026-11-27T13:59:59Z'))).toBe('2026-11-27T14:00');
  });

  it('write an issue time as each language writes the clock, with the date when it is not today', () => {
    const now = new Date('2026-11-27T15:00:00Z');
    expect(instantText('2026-11-27T13:05:00Z', 'en', now)).toBe('14:05');
    expect(instantText('2026-11-27T13:05:00Z', 'nl', now)).toBe('14.05');
    expect(instantText('2026-11-26T13:05:00Z', 'en', now)).toBe('26 Nov 14:05');
    expect(instantText('2026-11-26T13:05:00Z', 'nl', now)).toBe('26 nov 14.05');
  });

  it('write days in the language and count them over month ends', () => {
    expect(longDayText('2026-11-27', 'en')).toBe('Friday 27 November');
    expect(longDayText('2026-11-27', 'nl')).toBe('vrijdag 27 november');
    expect(nextDate('2026-11-30')).toBe('2026-12-01');
    expect(nextDate('2026-03-28')).toBe('2026-03-29');
  });
});
