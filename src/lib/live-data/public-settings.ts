// The settings the public site shows live (the jump status, the announcement, whether the booking
// widget and the chat show), read with plain fetch like the other live content and re-read every minute while
// the page is visible. Loaded by `src/lib/public-settings.ts` after hydration, never in a first load.
import { QueryObserver } from '@tanstack/react-query';
import { jumpStatusIsCurrent } from '@contract/jump-status.ts';
import {
  LIVE_PUBLIC_KEYS,
  type Announcement,
  type JumpStatus,
  SETTING_KEYS,
  announcementIsShowing,
  announcementSchema,
  jumpStatusSchema,
  switchSchema,
} from '@contract/settings.ts';
import { selectRows, siteBackend, type PublicBackend } from '../public-data';
import { queryClient } from './query-client';

export const PUBLIC_SETTINGS_REFRESH_MS = 60_000;

export interface LivePublicSettings {
  /** Only a status set within the last 24 hours; `setAt` is the database's time of the change. */
  jumpStatus: (JumpStatus & { setAt: string }) | null;
  /** Only while inside its window. */
  announcement: Announcement | null;
  bookingEnabled: boolean;
  chatEnabled: boolean;
  /** When this was worked out (epoch ms): "today" and "yesterday" are counted from it. */
  checkedAt: number;
}

interface SettingRow {
  key: string;
  value: unknown;
  updated_at: string;
}

/** The stored public settings; throws when the backend cannot be reached. */
export function fetchPublicSettings(backend: PublicBackend = siteBackend): Promise<SettingRow[]> {
  const keys = LIVE_PUBLIC_KEYS.map((key) => `"${key}"`).join(',');
  return selectRows<SettingRow>(
    backend,
    'site_settings',
    new URLSearchParams({ select: 'key,value,updated_at', key: `in.(${keys})` }),
  );
}

/**
 * What a visitor sees at `now`: a jump status only while it is a day old or less, an announcement
 * only inside its window, the booking widget and the chat unless they are switched off. A value of the wrong shape
 * counts as absent.
 */
export function visibleSettings(rows: SettingRow[], now: Date): LivePublicSettings {
  const row = (key: string) => rows.find((candidate) => candidate.key === key);
  const status = row(SETTING_KEYS.jumpStatus);
  const parsedStatus = jumpStatusSchema('en').safeParse(status?.value);
  const announcement = announcementSchema('en').safeParse(row(SETTING_KEYS.announcement)?.value);
  const booking = switchSchema('en').safeParse(row(SETTING_KEYS.bookingEnabled)?.value);
  const chat = switchSchema('en').safeParse(row(SETTING_KEYS.chatEnabled)?.value);
  return {
    jumpStatus:
      status && parsedStatus.success && jumpStatusIsCurrent(status.updated_at, now)
        ? { ...parsedStatus.data, setAt: status.updated_at }
        : null,
    announcement:
      announcement.success && announcementIsShowing(announcement.data, now) ? announcement.data : null,
    bookingEnabled: booking.success ? booking.data : true,
    chatEnabled: chat.success ? chat.data : true,
    checkedAt: now.getTime(),
  };
}

/**
 * Calls `publish` with what to show after every read (and a failed first read as null), until the
 * returned function is called. react-query re-reads every minute while the page is visible and when
 * it becomes visible again; a failed re-read keeps what was last read.
 */
export function watchPublicSettings(publish: (settings: LivePublicSettings | null) => void): () => void {
  const observer = new QueryObserver(queryClient, {
    queryKey: ['public-settings'],
    queryFn: () => fetchPublicSettings(),
    staleTime: 0,
    retry: 1,
    refetchInterval: PUBLIC_SETTINGS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return observer.subscribe((result) => {
    if (result.data) publish(visibleSettings(result.data, new Date()));
    else if (result.isError) publish(null);
  });
}
