// Registers the site's service worker (built into `/sw.js`) 2 s after the page has loaded, and only
// while the page is visible, so it never competes with the first paint or wakes a background tab.
export const SERVICE_WORKER_DELAY_MS = 2_000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    if (document.visibilityState !== 'visible') {
      document.addEventListener('visibilitychange', register, { once: true });
      return;
    }
    void navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a worker the site works as before, only not offline.
    });
  };
  const later = () => setTimeout(register, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
