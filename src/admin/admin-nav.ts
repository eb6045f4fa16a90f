import type { AdminCopy } from './copy';
import { ENQUIRIES_PATH } from './screens/enquiries/filters';
import { DASHBOARD_PATH } from './session/next-path';

// The admin navigation: one entry per screen that exists, in the order an admin works through them.

export interface AdminNavEntry {
  path: string;
  label: keyof AdminCopy['nav'];
  /** Active only on this exact address (the dashboard), not on the screens below it. */
  end?: boolean;
}

export const adminNav: readonly AdminNavEntry[] = [
  { path: DASHBOARD_PATH, label: 'dashboard', end: true },
  { path: ENQUIRIES_PATH, label: 'enquiries' },
  { path: '/admin/newsletter', label: 'newsletter' },
  { path: '/admin/settings', label: 'settings' },
  { path: '/admin/accounts', label: 'accounts' },
  { path: '/ssl-status', label: 'security' },
];
