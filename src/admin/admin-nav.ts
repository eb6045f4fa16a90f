import type { AdminCopy } from './copy';
import { ANALYTICS_PATH } from './screens/analytics/range';
import { CHATS_PATH } from './screens/chats/chat-paths';
import { ENQUIRIES_PATH } from './screens/enquiries/filters';
import { MEDIA_PATH } from './screens/media/media-paths';
import { STORIES_PATH } from './screens/stories/list-filters';
import { VIDEOS_PATH } from './screens/videos/video-files';
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
  { path: ANALYTICS_PATH, label: 'analytics' },
  { path: ENQUIRIES_PATH, label: 'enquiries' },
  { path: CHATS_PATH, label: 'chats' },
  { path: STORIES_PATH, label: 'stories' },
  { path: '/admin/newsletter', label: 'newsletter' },
  { path: VIDEOS_PATH, label: 'videos' },
  { path: MEDIA_PATH, label: 'media' },
  { path: '/admin/settings', label: 'settings' },
  { path: '/admin/accounts', label: 'accounts' },
  { path: '/ssl-status', label: 'security' },
];
