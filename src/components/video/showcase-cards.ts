import type { Tables } from '@contract/database.types.ts';

// The sample video cards of the media showcase as the database knows them (table
// `showcase_videos`): the public site shows a card's assigned video, and the back office assigns it.
// The limits mirror the table's checks (migration 20261126030000_showcase_videos.sql).

/** The cards, in the order the showcase shows them. */
export const SHOWCASE_CARD_KEYS = ['stadium', 'tandem', 'balloon'] as const;
export type ShowcaseCardKey = (typeof SHOWCASE_CARD_KEYS)[number];

export const SHOWCASE_TITLE_MAX = 80;
/** Minutes and seconds as a card shows them: `3:45`, `12:05`. */
export const SHOWCASE_DURATION_PATTERN = /^[0-9]{1,3}:[0-5][0-9]$/;

/** A row of `showcase_videos`: which file in `videos/uploads` (by its name there) a card plays, and its words. */
export type ShowcaseVideoRow = Omit<Tables<'showcase_videos'>, 'updated_at'>;

export const isShowcaseCardKey = (key: string): key is ShowcaseCardKey =>
  (SHOWCASE_CARD_KEYS as readonly string[]).includes(key);

/** `3:45` for 225.4 seconds: whole seconds, minutes not wrapped into hours. */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
