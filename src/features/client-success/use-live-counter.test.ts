import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_COUNTER, useLiveCounter } from './use-live-counter';

let visibility: DocumentVisibilityState = 'visible';

const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

describe('useLiveCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts at 23', () => {
    const { result } = renderHook(() => useLiveCounter());
    expect(result.current).toBe(23);
  });

  it('grows by 0 to 2 every 30 seconds', () => {
    const draws = [0.99, 0.0, 0.5];
    const random = vi.fn(() => draws.shift() ?? 0);
    const { result } = renderHook(() => useLiveCounter(random));
    act(() => vi.advanceTimersByTime(LIVE_COUNTER.intervalMs - 1));
    expect(result.current).toBe(23);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(25);
    act(() => vi.advanceTimersByTime(LIVE_COUNTER.intervalMs));
    expect(result.current).toBe(25);
    act(() => vi.advanceTimersByTime(LIVE_COUNTER.intervalMs));
    expect(result.current).toBe(26);
  });

  it('never grows by more than 2 in one step', () => {
    const { result } = renderHook(() => useLiveCounter(() => 0.999999));
    act(() => vi.advanceTimersByTime(LIVE_COUNTER.intervalMs * 3));
    expect(result.current).toBe(23 + 3 * 2);
  });

  it('only grows while the page is visible', () => {
    const { result } = renderHook(() => useLiveCounter(() => 0.99));
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(LIVE_COUNTER.intervalMs * 4));
    expect(result.current).toBe(23);
    setVisibility('visible');
    act(() => vi.advanceTimersByTime(LIVE_COUNTER.intervalMs));
    expect(result.current).toBe(25);
  });

  it('does not start while the page loads hidden', () => {
    visibility = 'hidden';
    const { result } = renderHook(() => useLiveCounter(() => 0.99));
    act(() => vi.advanceTimersByTime(LIVE_COUNTER.intervalMs * 2));
    expect(result.current).toBe(23);
  });
});
