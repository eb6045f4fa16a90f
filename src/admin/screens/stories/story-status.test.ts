import { describe, expect, it } from 'vitest';
import { isLive, statusOf } from './story-status';

const now = new Date('2026-11-26T12:00:00Z');

describe('a story’s status', () => {
  it('tells draft, scheduled and published apart', () => {
    expect(statusOf({ published: false, published_at: null }, now)).toBe('draft');
    expect(statusOf({ published: true, published_at: '2026-11-27T00:00:00Z' }, now)).toBe('scheduled');
    expect(statusOf({ published: true, published_at: '2026-11-25T00:00:00Z' }, now)).toBe('published');
  });

  it('counts a story as live only when it is published and its time has come', () => {
    expect(isLive({ published: true, published_at: '2026-11-26T12:00:00Z' }, now)).toBe(true);
    expect(isLive({ published: true, published_at: null }, now)).toBe(false);
    expect(isLive({ published: false, published_at: '2026-11-25T00:00:00Z' }, now)).toBe(false);
  });
});
