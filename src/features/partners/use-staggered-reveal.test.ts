import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/components/ui/test-utils';
import { PARTNER_REVEAL_MS } from './partners';
import { useStaggeredReveal } from './use-staggered-reveal';

describe('useStaggeredReveal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reveals one more item every 200 ms up to the total', () => {
    stubMatchMedia(false);
    const { result } = renderHook(() => useStaggeredReveal(3, PARTNER_REVEAL_MS));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(PARTNER_REVEAL_MS));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(PARTNER_REVEAL_MS));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(PARTNER_REVEAL_MS * 5));
    expect(result.current).toBe(3);
  });

  it('shows everything at once under reduced motion', () => {
    stubMatchMedia(true);
    const { result } = renderHook(() => useStaggeredReveal(8, PARTNER_REVEAL_MS));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(PARTNER_REVEAL_MS * 3));
    expect(result.current).toBeNull();
  });
});
