// The hosting file's redirects, repeated in the browser for hosts that ignore that file.
import { business } from '@contract/business.ts';

export const ALTERNATE_DOMAIN_DELAY_MS = 500;

interface Place {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

const isLocal = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.local');

/** Where this page should be instead, and after how long; null when it is where it belongs. */
export function hostRedirectTarget(place: Place): { url: string; delayMs: number } | null {
  if (isLocal(place.hostname)) return null;
  const rest = `${place.pathname}${place.search}${place.hash}`;
  const bare = place.hostname.replace(/^www\./, '');
  if (
    (business.alternateHosts as readonly string[]).includes(place.hostname) ||
    (business.alternateHosts as readonly string[]).includes(bare)
  ) {
    return { url: `https://${business.primaryHost}${rest}`, delayMs: ALTERNATE_DOMAIN_DELAY_MS };
  }
  if (place.protocol === 'http:' || bare !== place.hostname) {
    const port = place.port ? `:${place.port}` : '';
    return { url: `https://${bare}${port}${rest}`, delayMs: 0 };
  }
  return null;
}

export function redirectToPrimaryHost(): void {
  const target = hostRedirectTarget(window.location);
  if (!target) return;
  const go = () => window.location.replace(target.url);
  if (target.delayMs) setTimeout(go, target.delayMs);
  else go();
}
