// An announcement closed by the visitor stays closed for the rest of the visit (the browser tab's
// session); a different announcement shows again.
import type { Announcement } from '@contract/settings.ts';

const STORAGE_KEY = 'announcement-dismissed';

/** Which announcement this is: a new text or window makes a new one. */
export const announcementId = (announcement: Announcement) =>
  JSON.stringify([announcement.startsAt, announcement.endsAt, announcement.text]);

export function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeDismissed(id: string) {
  try {
    sessionStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Without storage the choice lasts until the next page load, held by the bar itself.
  }
}
