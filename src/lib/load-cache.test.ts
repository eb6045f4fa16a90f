import { describe, expect, it, vi } from 'vitest';
import { LoadCache } from './load-cache';

describe('LoadCache', () => {
  it('loads a key once and shares the load between callers', async () => {
    const cache = new LoadCache<string, number>();
    const start = vi.fn(() => Promise.resolve(42));
    const [first, second] = [cache.load('a', start), cache.load('a', start)];
    expect(first).toBe(second);
    expect(cache.has('a')).toBe(false);
    await expect(first).resolves.toBe(42);
    expect(start).toHaveBeenCalledTimes(1);
    expect(cache.has('a')).toBe(true);
    expect(cache.get('a')).toBe(42);
  });

  it('keeps keys apart', async () => {
    const cache = new LoadCache<string, string>();
    await Promise.all([cache.load('en', async () => 'hello'), cache.load('nl', async () => 'hallo')]);
    expect([cache.get('en'), cache.get('nl')]).toEqual(['hello', 'hallo']);
  });

  it('holds a value set without loading, null included', () => {
    const cache = new LoadCache<string, null>();
    cache.set('page', null);
    expect(cache.has('page')).toBe(true);
    expect(cache.get('page')).toBeNull();
  });

  it('keeps no value from a failed load', async () => {
    const cache = new LoadCache<string, number>();
    await expect(cache.load('a', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(cache.has('a')).toBe(false);
  });
});
