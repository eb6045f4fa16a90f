// The photo forms' check (the tables' and the bucket's rules, in the admin's words) and how a failed
// upload is put to the admin.
import { checkFile } from '@/admin/uploads/check-file';
import { ImageDecodeError } from '@/admin/uploads/resize-image';
import { UploadError } from '@/admin/uploads/upload-object';
import { z } from '@contract/zod.ts';
import type { MediaCopy } from './copy';

/** What an admin may pick: a phone photo before it is made smaller (the stored copies stay under 5 MB). */
export const PHOTO_RULE = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  maxBytes: 30 * 1024 * 1024,
} as const;
const MAX_MB = PHOTO_RULE.maxBytes / 1024 / 1024;
export const ALT_MAX = 200;

export type PhotoField = 'file' | 'alt_en' | 'alt_nl';
export interface PhotoValues {
  file: File | null;
  alt_en: string;
  alt_nl: string;
}
export type PhotoErrors = Partial<Record<PhotoField, string>>;

/** Counted as the database counts (`char_length`): characters, not UTF-16 units. */
const characters = (value: string) => Array.from(value).length;

export function altSchema(copy: MediaCopy['alt']) {
  const alt = (language: string) =>
    z
      .string()
      .trim()
      .min(1, copy.missing(language))
      .refine((value) => characters(value) <= ALT_MAX, copy.tooLong(language, ALT_MAX));
  return z.object({ alt_en: alt(copy.languages.en), alt_nl: alt(copy.languages.nl) });
}

/** Every problem of the form at once, by field; empty when it may be sent. */
export function checkPhotoForm(copy: MediaCopy, values: PhotoValues, fileRequired: boolean): PhotoErrors {
  const errors: PhotoErrors = {};
  const parsed = altSchema(copy.alt).safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'alt_en' || field === 'alt_nl') && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!values.file) {
    if (fileRequired) errors.file = copy.file.missing;
    return errors;
  }
  const problem = checkFile(values.file, PHOTO_RULE);
  if (problem?.code === 'type') errors.file = copy.file.type;
  if (problem?.code === 'size') errors.file = copy.file.size(MAX_MB);
  if (problem?.code === 'empty') errors.file = copy.file.empty;
  return errors;
}

export const fileHint = (copy: MediaCopy) => copy.file.hint(MAX_MB);

/** The words for a failed upload or save, by what failed. */
export function failureMessage(copy: MediaCopy, error: unknown): { field?: 'file'; message: string } {
  if (error instanceof ImageDecodeError) return { field: 'file', message: copy.file.unreadable };
  if (error instanceof UploadError) {
    if (error.status === 401) return { message: copy.errors.session };
    if (error.status === 0) return { message: copy.errors.network };
    if (error.status === 403 && /jwt|token|expired/i.test(error.message))
      return { message: copy.errors.session };
    return { field: 'file', message: copy.errors.refused };
  }
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'PGRST301' || code === 'PGRST303') return { message: copy.errors.session };
  return { message: copy.errors.save };
}
