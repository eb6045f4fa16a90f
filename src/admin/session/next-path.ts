// Where to go after signing in: the admin address asked for, never another site.
import { isAdminPath } from '@/routing/paths';

export const SIGN_IN_PATH = '/admin/auth';
export const DASHBOARD_PATH = '/admin';

/** The sign-in address that leads back to `path` (with its query and hash). */
export const signInPathFor = (path: string): string =>
  path === DASHBOARD_PATH ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(path)}`;

/**
 * The `next` parameter when it is a path of the admin area on this site; otherwise the dashboard.
 * Rejects absolute and protocol-relative addresses (`//evil.example`, `/\evil.example`) and the
 * sign-in page itself, so it can never send an admin elsewhere or round in a loop.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DASHBOARD_PATH;
  let url: URL;
  try {
    url = new URL(next, 'https://admin.invalid');
  } catch {
    return DASHBOARD_PATH;
  }
  if (url.origin !== 'https://admin.invalid') return DASHBOARD_PATH;
  if (!isAdminPath(url.pathname) || url.pathname === SIGN_IN_PATH) return DASHBOARD_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
