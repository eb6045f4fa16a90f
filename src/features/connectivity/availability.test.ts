import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, ONLINE_RECHECK_MS, siteReachable, watchAvailability } from './availability';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('siteReachable', () => {
  it('asks for /robots.txt with HEAD, and counts only a failed request as offline', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(new Response(null, { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await siteReachable()).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/robots.txt', { method: 'HEAD', cache: 'no-store' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await siteReachable()).toBe(false);
  });
});

describe('watchAvailability', () => {
  it('checks at once and every ten minutes while the page is visible', async () => {
    const check = vi.fn(async () => true);
    const onChange = vi.fn();
    const stop = watchAvailability(onChange, check);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(true);

    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);

    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    expect(check).toHaveBeenCalledTimes(2);

    // Back after a long absence: checks straight away.
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(3);

    stop();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('follows the browser going offline and checks again when it is back online', async () => {
    let reachable = true;
    const check = vi.fn(async () => reachable);
    const onChange = vi.fn();
    const stop = watchAvailability(onChange, check);
    await vi.advanceTimersByTimeAsync(0);

    reachable = false;
    window.dispatchEvent(new Event('offline'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(check).toHaveBeenCalledTimes(1);

    reachable = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(true);
    stop();
  });

  it('looks again shortly after coming back online, when the first request still failed', async () => {
    let reachable = true;
    const check = vi.fn(async () => reachable);
    const onChange = vi.fn();
    const stop = watchAvailability(onChange, check);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('offline'));

    // The connection is back, but its first request fails.
    reachable = false;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenLastCalledWith(false);

    reachable = true;
    await vi.advanceTimersByTimeAsync(ONLINE_RECHECK_MS);
    expect(onChange).toHaveBeenLastCalledWith(true);
    stop();
  });

  it('lets a newer answer win over an older, slower one', async () => {
    const answers: ((online: boolean) => void)[] = [];
    const check = vi.fn(() => new Promise<boolean>((resolve) => answers.push(resolve)));
    const onChange = vi.fn();
    const stop = watchAvailability(onChange, check);
    window.dispatchEvent(new Event('online'));
    answers[1](true);
    answers[0](false);
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange.mock.calls).toEqual([[true]]);
    stop();
  });
});
