import { useState, type FormEvent, type ReactNode } from 'react';
import { CharacterCount, Field } from '@/admin/form-field';
import { Check, LoaderCircle } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { settingsCopy } from './copy';

// What the four sections of the settings screen share: a section with its own save button and
// outcome, and a text in both languages.

export type SaveOutcome = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed';

/** A section's save: `run` validates, then stores; the outcome is shown beside the button. */
export function useSectionSave() {
  const [outcome, setOutcome] = useState<SaveOutcome>('idle');
  const [doneMessage, setDoneMessage] = useState<string | undefined>();
  const run = async (store: () => Promise<void>, message?: string) => {
    setOutcome('saving');
    try {
      await store();
      setDoneMessage(message);
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  };
  return {
    outcome,
    doneMessage,
    run,
    invalid: () => setOutcome('invalid'),
    /** An edit after a save: "saved" no longer describes what is on screen. */
    edited: () => setOutcome((current) => (current === 'saved' ? 'idle' : current)),
  };
}

interface SectionProps {
  id: string;
  title: string;
  lead: string;
  saveLabel: string;
  outcome: SaveOutcome;
  doneMessage?: string;
  onSubmit: (form: HTMLFormElement) => void;
  /** Buttons beside the save button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the screen: a heading, a form that saves on its own, and what became of it. */
export function SettingsSection({
  id,
  title,
  lead,
  saveLabel,
  outcome,
  doneMessage,
  onSubmit,
  actions,
  children,
}: SectionProps) {
  const { lang } = useLanguage();
  const copy = settingsCopy[lang];
  const saving = outcome === 'saving';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // While a save is under way the button stays focusable (aria-disabled) but does nothing.
    if (!saving) onSubmit(event.currentTarget);
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{lead}</p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-5" data-settings-section={id}>
        {children}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5 dark:border-slate-700">
          <button
            type="submit"
            aria-disabled={saving}
            className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {saving && (
              <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
            )}
            {saving ? copy.saving : saveLabel}
          </button>
          {actions}
          <p role="status" className="text-sm font-medium">
            {outcome === 'saved' && (
              <span className="inline-flex items-center gap-1.5 text-emerald-800 dark:text-emerald-300">
                <Check aria-hidden="true" className="h-4 w-4" />
                {doneMessage ?? copy.saved}
              </span>
            )}
            {outcome === 'invalid' && <span className="text-red-700 dark:text-red-300">{copy.invalid}</span>}
          </p>
        </div>
        {outcome === 'failed' && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {copy.failed}
          </p>
        )}
      </form>
    </section>
  );
}

export interface BilingualTextProps {
  /** Field ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  fields: readonly [
    { field: string; label: string; value: string; onChange: (value: string) => void; error?: string },
    { field: string; label: string; value: string; onChange: (value: string) => void; error?: string },
  ];
  hint: string;
  max: number;
}

/** The same text in English and Dutch, side by side from a tablet up, each marked with its language. */
export function BilingualText({ idPrefix, fields, hint, max }: BilingualTextProps) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {fields.map(({ field, label, value, onChange, error }, index) => (
        <Field
          key={field}
          id={`${idPrefix}-${field}`}
          label={label}
          hint={hint}
          error={error}
          extra={<CharacterCount value={value} max={max} />}
        >
          {(control) => (
            <textarea
              {...control}
              lang={index === 0 ? 'en' : 'nl'}
              rows={3}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
