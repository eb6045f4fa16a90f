// Whether the site can be reached: a HEAD request for /robots.txt when watching starts and every ten
// minutes while the page is visible, plus the browser's own online and offline events (and a second
// look shortly after it says it is back online).

export const CHECK_INTERVAL_MS = 10 * 60_000;
/** After the browser says it is back online, a second look this much later. */
export const ONLINE_RECHECK_MS = 2_000;

/** Any answer means the network works; only a failed request counts as offline. */
export async function siteReachable(): Promise<boolean> {
  try {
    await fetch('/robots.txt', { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** Calls `onChange` with each result; returns a function that stops watching. */
export function watchAvailability(
  onChange: (online: boolean) => void,
  check: () => Promise<boolean> = siteReachable,
): () => void {
  let lastCheck = 0;
  let latest = 0;
  const run = () => {
    const id = ++latest;
    lastCheck = Date.now();
    void check().then((online) => {
      // An older, slower answer must not undo a newer one.
      if (id === latest) onChange(online);
    });
  };
  const whileVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= CHECK_INTERVAL_MS) run();
  };
  // The first request after the connection returns can still fail: look again a little later.
  let recheck: ReturnType<typeof setTimeout> | undefined;
  const onOnline = () => {
    run();
    clearTimeout(recheck);
    recheck = setTimeout(run, ONLINE_RECHECK_MS);
  };
  const onOffline = () => {
    latest++;
    clearTimeout(recheck);
    onChange(false);
  };

  run();
  const interval = setInterval(whileVisible, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    latest++;
    clearInterval(interval);
    clearTimeout(recheck);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
