import { useState, type FormEvent } from 'react';
import { fieldControlClass } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@contract/enquiry/handling.ts';
import { enquiriesCopy } from './copy';
import { saveChange, type Enquiry } from './queries';

type SaveState = 'idle' | 'busy' | 'saved' | 'failed';

/** Moves an enquiry through its statuses; saved with its own button, so browsing the list saves nothing. */
export function StatusForm({ enquiry, onSaved }: { enquiry: Enquiry; onSaved: (row: Enquiry) => void }) {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang];
  const [status, setStatus] = useState(enquiry.status);
  const [state, setState] = useState<SaveState>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = ENQUIRY_STATUSES.find((value): value is EnquiryStatus => value === status);
    if (!chosen || state === 'busy') return;
    setState('busy');
    try {
      onSaved(await saveChange(await getSupabase(), enquiry.id, { status: chosen }));
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <label
          htmlFor="enquiry-status"
          className="block text-sm font-medium text-slate-800 dark:text-slate-100"
        >
          {copy.actions.status}
        </label>
        <select
          id="enquiry-status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setState('idle');
          }}
          className={fieldControlClass}
        >
          {ENQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {copy.statuses[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" aria-disabled={state === 'busy'} className="btn-primary aria-disabled:opacity-60">
        {state === 'busy' ? copy.actions.saving : copy.actions.saveStatus}
      </button>
      <p role="status" className="w-full text-sm empty:hidden">
        {state === 'saved' && (
          <span className="text-emerald-800 dark:text-emerald-300">{copy.actions.statusSaved}</span>
        )}
        {state === 'failed' && (
          <span className="text-red-700 dark:text-red-300">{copy.actions.saveFailed}</span>
        )}
      </p>
    </form>
  );
}
