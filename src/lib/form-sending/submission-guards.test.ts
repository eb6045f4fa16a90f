import { beforeEach, describe, expect, it } from 'vitest';
import { createDoubleTapGuard, RATE_LIMIT, takeSubmissionSlot } from './submission-guards';

describe('takeSubmissionSlot', () => {
  beforeEach(() => localStorage.clear());

  it('allows five submissions a minute per form type and refuses the sixth', () => {
    const start = 1_000_000;
    const results = Array.from({ length: 6 }, (_, i) => takeSubmissionSlot('contact', start + i * 1000));
    expect(results).toEqual([true, true, true, true, true, false]);
  });

  it('counts each form type on its own', () => {
    for (let i = 0; i < RATE_LIMIT.max; i++) takeSubmissionSlot('demo', 5000 + i);
    expect(takeSubmissionSlot('demo', 6000)).toBe(false);
    expect(takeSubmissionSlot('tandem', 6000)).toBe(true);
  });

  it('frees the window a minute after the oldest submission', () => {
    for (let i = 0; i < RATE_LIMIT.max; i++) takeSubmissionSlot('contact', 10_000 + i * 1000);
    expect(takeSubmissionSlot('contact', 10_000 + RATE_LIMIT.windowMs - 1)).toBe(false);
    expect(takeSubmissionSlot('contact', 10_000 + RATE_LIMIT.windowMs)).toBe(true);
  });

  it('survives unreadable storage', () => {
    localStorage.setItem('enquiry-submissions', '{not json');
    expect(takeSubmissionSlot('contact', 1)).toBe(true);
  });
});

describe('createDoubleTapGuard', () => {
  it('ignores a second submission within 300 ms and lets a later one through', () => {
    const guard = createDoubleTapGuard();
    expect(guard(1000)).toBe(true);
    expect(guard(1299)).toBe(false);
    expect(guard(1300)).toBe(true);
  });
});
