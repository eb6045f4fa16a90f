import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/admin/form-field';
import { SubmitButton } from '@/components/form/form-parts';
import { SHOWCASE_CARD_KEYS, type ShowcaseVideoRow } from '@/components/video/showcase-cards';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import {
  checkAssignment,
  initialAssignment,
  type AssignmentField,
  type AssignmentValues,
} from './assignment';
import { videosCopy } from './copy';
import { saveAssignment } from './video-files';

/**
 * Puts one video on a sample card with its title and duration in both languages. A failed save
 * keeps what was typed; a save replaces the card's previous video.
 */
export function AssignForm({
  objectName,
  assignments,
  durationSeconds,
  onSaved,
  onCancel,
}: {
  objectName: string;
  assignments: readonly ShowcaseVideoRow[];
  durationSeconds: number | null;
  onSaved: (row: ShowcaseVideoRow) => void;
  onCancel: () => void;
}) {
  const { lang } = useLanguage();
  const copy = videosCopy[lang];
  // What the admin typed, over what the form starts with: a duration measured after the form opened
  // still fills the fields the admin has not touched.
  const [typed, setTyped] = useState<Partial<AssignmentValues>>({});
  const values: AssignmentValues = {
    ...initialAssignment(objectName, assignments, durationSeconds),
    ...typed,
  };
  const [errors, setErrors] = useState<Partial<Record<AssignmentField, string>>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = (field: AssignmentField) => `assign-${objectName}-${field}`;

  // Opened by a button in the row: focus moves into the form it opened.
  useEffect(() => heading.current?.focus(), []);

  const set = (field: AssignmentField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setTyped((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'busy') return;
    const checked = checkAssignment(copy.assign, values, objectName);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0] as AssignmentField | undefined;
      if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
      return;
    }
    setErrors({});
    setState('busy');
    try {
      await saveAssignment(await getSupabase(), checked.row);
      setState('idle');
      onSaved(checked.row);
    } catch {
      setState('failed');
    }
  };

  const replaced = assignments.find(
    (row) => row.card_key === values.card_key && row.object_name !== objectName,
  );
  const text = (field: AssignmentField, label: string, hint?: string) => (
    <Field id={id(field)} label={label} hint={hint} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          type="text"
          value={values[field]}
          onChange={set(field)}
          inputMode={field.startsWith('duration') ? 'numeric' : undefined}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id('card_key')}-heading`}
      className="mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-600"
    >
      <h3
        ref={heading}
        id={`${id('card_key')}-heading`}
        tabIndex={-1}
        className="font-bold text-brand-900 [overflow-wrap:anywhere] dark:text-white"
      >
        {copy.assign.heading(objectName)}
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <Field
            id={id('card_key')}
            label={copy.assign.card}
            hint={replaced ? copy.assign.replaces(replaced.object_name) : undefined}
            error={errors.card_key}
          >
            {(props) => (
              <select {...props} value={values.card_key} onChange={set('card_key')}>
                {SHOWCASE_CARD_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {copy.cards.names[key]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {text('title_en', copy.assign.titleEn)}
        {text('title_nl', copy.assign.titleNl)}
        {text('duration_en', copy.assign.durationEn, copy.assign.durationHint)}
        {text('duration_nl', copy.assign.durationNl, copy.assign.durationHint)}
      </div>
      {state === 'failed' && (
        <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
          {copy.assign.failed}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitButton
          sending={state === 'busy'}
          label={copy.assign.save}
          sendingLabel={copy.assign.saving}
          className=""
        />
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {copy.assign.cancel}
        </button>
      </div>
    </form>
  );
}
