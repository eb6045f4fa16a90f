import { useState, type FormEvent } from 'react';
import { fieldControlClass } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { INTERNAL_NOTE_MAX } from '@contract/enquiry/handling.ts';
import type { Language } from '@contract/language.ts';
import { z } from '@contract/zod.ts';
import { enquiriesCopy } from './copy';
import { saveChange, type Enquiry } from './queries';

type SaveState = 'idle' | 'busy' | 'saved' | 'failed';

/** The note as stored: trimmed, at most the limit in characters (as Postgres counts them), empty as null. */
export const noteSchema = (language: Language) =>
  z
    .string()
    .trim()
    .refine((note) => Array.from(note).length <= INTERNAL_NOTE_MAX, {
      error: enquiriesCopy[language].actions.noteTooLong(INTERNAL_NOTE_MAX),
    })
    .transform((note) => note || null);

/** The team's own note on an enquiry, with its own save button; a failed save keeps what was typed. */
export function NoteForm({ enquiry, onSaved }: { enquiry: Enquiry; onSaved: (row: Enquiry) => void }) {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang].actions;
  const [note, setNote] = useState(enquiry.internal_note ?? '');
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'busy') return;
    const parsed = noteSchema(lang).safeParse(note);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      setState('idle');
      return;
    }
    setError(undefined);
    setState('busy');
    try {
      onSaved(await saveChange(await getSupabase(), enquiry.id, { internal_note: parsed.data }));
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  const describedBy = ['enquiry-note-hint', error ? 'enquiry-note-error' : ''].join(' ').trim();
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor="enquiry-note" className="block text-sm font-medium text-slate-800 dark:text-slate-100">
        {copy.note}
      </label>
      <textarea
        id="enquiry-note"
        rows={5}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          setState('idle');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={fieldControlClass}
      />
      <p id="enquiry-note-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {copy.noteHint(INTERNAL_NOTE_MAX)}
      </p>
      {error && (
        <p id="enquiry-note-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          aria-disabled={state === 'busy'}
          className="btn-primary aria-disabled:opacity-60"
        >
          {state === 'busy' ? copy.saving : copy.saveNote}
        </button>
        <p role="status" className="text-sm empty:hidden">
          {state === 'saved' && (
            <span className="text-emerald-800 dark:text-emerald-300">{copy.noteSaved}</span>
          )}
          {state === 'failed' && <span className="text-red-700 dark:text-red-300">{copy.saveFailed}</span>}
        </p>
      </div>
    </form>
  );
}
