// Unsaved edits kept in this browser's storage, one per story (or "new"), so a crash, a closed tab or
// an expired session loses nothing typed. Storage can be full or switched off: then there is no draft,
// and the editor goes on working.
import { useCallback, useEffect, useRef } from 'react';
import { z } from '@contract/zod.ts';
import { storyFormValuesSchema, type StoryFormValues } from './story-form';

const PREFIX = 'admin-story-draft:';
export const NEW_STORY_KEY = 'new';
export const DRAFT_DELAY_MS = 500;

export interface StoredDraft {
  /** ISO time of the last change. */
  savedAt: string;
  values: StoryFormValues;
}

const draftSchema = z.object({ savedAt: z.iso.datetime(), values: storyFormValuesSchema });

export function saveDraft(key: string, values: StoryFormValues, now = new Date()): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: now.toISOString(), values }));
  } catch {
    // Full or unavailable storage: the form itself still holds everything.
  }
}

/** The draft kept for `key`, or null; one that is not a draft (an older shape, tampering) is dropped. */
export function readDraft(key: string): StoredDraft | null {
  let text: string | null;
  try {
    text = localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: dropped below.
  }
  clearDraft(key);
  return null;
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * Keeps `values` as the draft of `key` a moment after each change, while `dirty`; a change still
 * waiting is written at once when the editor closes or the page goes away. `cancel` drops the
 * waiting change (after a save, when there is nothing left to keep).
 */
export function useDraftAutosave(key: string, values: StoryFormValues, dirty: boolean) {
  const latest = useRef({ key, values, pending: false });

  useEffect(() => {
    latest.current = { key, values, pending: dirty };
    if (!dirty) return;
    const timer = window.setTimeout(() => {
      saveDraft(key, values);
      latest.current.pending = false;
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, values, dirty]);

  useEffect(() => {
    const flush = () => {
      const { key: draftKey, values: draftValues, pending } = latest.current;
      if (pending) saveDraft(draftKey, draftValues);
      latest.current.pending = false;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return {
    cancel: useCallback(() => {
      latest.current.pending = false;
    }, []),
  };
}
