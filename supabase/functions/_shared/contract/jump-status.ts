import type { Language } from './language.ts';

// Today's jump status at the drop zone, as admins set it and visitors read it. Apart from the
// settings' schemas (settings.ts) so that the site can name a status without loading zod.

export const JUMP_STATUSES = ['go', 'on_hold', 'no_jumping'] as const;
export type JumpStatusCode = (typeof JUMP_STATUSES)[number];

/** What visitors read for each status: the words a drop zone calls out. */
export const JUMP_STATUS_LABELS: Record<Language, Record<JumpStatusCode, string>> = {
  en: { go: 'Go', on_hold: 'On hold', no_jumping: 'No jumping today' },
  nl: { go: 'Er wordt gesprongen', on_hold: 'Even wachten', no_jumping: 'Vandaag geen sprongen' },
};

/** A jump status is news for a day: older than this, the site shows nothing about it. */
export const JUMP_STATUS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Whether a jump status set at `updatedAt` is still today's news at `now`. */
export function jumpStatusIsCurrent(updatedAt: string, now: Date): boolean {
  const set = Date.parse(updatedAt);
  if (Number.isNaN(set)) return false;
  // The time is the database's; a browser clock running behind it still shows a fresh status.
  return now.getTime() - set < JUMP_STATUS_MAX_AGE_MS;
}
