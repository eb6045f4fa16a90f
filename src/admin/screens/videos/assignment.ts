// The form that puts a video on a sample card: its fields, its check (the table's checks, in the
// admin's words) and what it starts with.
import {
  SHOWCASE_CARD_KEYS,
  SHOWCASE_DURATION_PATTERN,
  SHOWCASE_TITLE_MAX,
  durationText,
  isShowcaseCardKey,
  type ShowcaseCardKey,
  type ShowcaseVideoRow,
} from '@/components/video/showcase-cards';
import { z } from '@contract/zod.ts';
import type { VideosCopy } from './copy';

export type AssignmentField = 'card_key' | 'title_en' | 'title_nl' | 'duration_en' | 'duration_nl';
export type AssignmentValues = Record<AssignmentField, string>;

/** Counted as the database counts (`char_length`): characters, not UTF-16 units. */
const characters = (value: string) => Array.from(value).length;

export function assignmentSchema(copy: VideosCopy['assign']) {
  const title = (language: string) =>
    z
      .string()
      .trim()
      .min(1, copy.titleMissing(language))
      .refine(
        (value) => characters(value) <= SHOWCASE_TITLE_MAX,
        copy.titleTooLong(language, SHOWCASE_TITLE_MAX),
      );
  const duration = z.string().trim().regex(SHOWCASE_DURATION_PATTERN, copy.durationInvalid);
  return z.object({
    card_key: z.enum(SHOWCASE_CARD_KEYS, { message: copy.cardMissing }),
    title_en: title(copy.languages.en),
    title_nl: title(copy.languages.nl),
    duration_en: duration,
    duration_nl: duration,
  });
}

/** The row to save, or the first message per field. */
export function checkAssignment(
  copy: VideosCopy['assign'],
  values: AssignmentValues,
  objectName: string,
): { row: ShowcaseVideoRow } | { errors: Partial<Record<AssignmentField, string>> } {
  const parsed = assignmentSchema(copy).safeParse(values);
  if (parsed.success) return { row: { ...parsed.data, object_name: objectName } };
  const errors: Partial<Record<AssignmentField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AssignmentField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * What the form starts with: the card this video is on, with its words; else the first card without
 * a video (or the first card), with the measured duration and empty titles.
 */
export function initialAssignment(
  objectName: string,
  assignments: readonly ShowcaseVideoRow[],
  durationSeconds: number | null,
): AssignmentValues {
  const current = assignments.find((row) => row.object_name === objectName);
  if (current) {
    return {
      card_key: current.card_key,
      title_en: current.title_en,
      title_nl: current.title_nl,
      duration_en: current.duration_en,
      duration_nl: current.duration_nl,
    };
  }
  const taken = new Set(assignments.map((row) => row.card_key));
  const card: ShowcaseCardKey = SHOWCASE_CARD_KEYS.find((key) => !taken.has(key)) ?? SHOWCASE_CARD_KEYS[0];
  const duration = durationSeconds === null ? '' : durationText(durationSeconds);
  return { card_key: card, title_en: '', title_nl: '', duration_en: duration, duration_nl: duration };
}

/** A card's name in the admin's language; a key the site no longer has, as it is. */
export const cardName = (names: VideosCopy['cards']['names'], key: string): string =>
  isShowcaseCardKey(key) ? names[key] : key;
