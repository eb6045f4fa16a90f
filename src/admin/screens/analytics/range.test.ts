import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkRange,
  customRangeSchema,
  dayCount,
  isIsoDay,
  presetRange,
  rangeOfSearch,
  searchOfRange,
} from './range';

describe('analytics ranges', () => {
  it('counts whole days, both ends included, across month, year and clock changes', () => {
    expect(presetRange(7, '2026-11-25')).toEqual({ first: '2026-11-19', last: '2026-11-25', preset: 7 });
    expect(presetRange(30, '2026-03-01')).toEqual({ first: '2026-01-31', last: '2026-03-01', preset: 30 });
    expect(presetRange(90, '2026-01-15').first).toBe('2025-10-18');
    expect(dayCount('2026-03-28', '2026-03-30')).toBe(3);
    expect(dayCount('2026-10-24', '2026-10-26')).toBe(3);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-2-28')).toBe(false);
  });

  it('says what is wrong with a custom range at the field concerned', () => {
    const today = '2026-11-25';
    expect(checkRange('2026-11-01', '2026-11-25', today)).toEqual({});
    expect(checkRange('', '2026-11-25', today)).toEqual({ first: 'firstMissing' });
    expect(checkRange('2026-11-01', 'soon', today)).toEqual({ last: 'lastMissing' });
    expect(checkRange('2026-11-20', '2026-11-10', today)).toEqual({ first: 'order' });
    expect(checkRange('2026-11-01', '2026-11-26', today)).toEqual({ last: 'future' });
    expect(checkRange('2025-10-20', '2026-11-24', today)).toEqual({});
    expect(checkRange('2025-10-19', '2026-11-24', today)).toEqual({ first: 'tooLong' });
  });

  it('checks the custom-range form with zod, naming the field and the problem', () => {
    const schema = customRangeSchema('2026-11-25');
    expect(schema.safeParse({ first: ' 2026-11-01 ', last: '2026-11-25' })).toMatchObject({
      success: true,
      data: { first: '2026-11-01', last: '2026-11-25' },
    });
    const failed = schema.safeParse({ first: '2026-11-20', last: '2026-11-10' });
    expect(failed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['first', 'order'],
    ]);
  });

  it('reads the range from the address and writes it back', () => {
    const today = '2026-11-25';
    expect(rangeOfSearch('', today)).toEqual({ first: '2026-10-27', last: today, preset: 30 });
    expect(rangeOfSearch('?days=7', today)).toEqual({ first: '2026-11-19', last: today, preset: 7 });
    expect(rangeOfSearch('?days=8', today).preset).toBe(30);
    expect(rangeOfSearch('?from=2026-10-01&to=2026-10-31', today)).toEqual({
      first: '2026-10-01',
      last: '2026-10-31',
      preset: 'custom',
    });
    expect(rangeOfSearch('?from=2026-10-31&to=2026-10-01', today).preset).toBe(30);
    expect(searchOfRange({ first: '2026-10-01', last: '2026-10-31', preset: 'custom' })).toBe(
      '?from=2026-10-01&to=2026-10-31',
    );
    expect(searchOfRange(presetRange(90, today))).toBe('?days=90');
    expect(searchOfRange(presetRange(30, today))).toBe('');
  });
});
