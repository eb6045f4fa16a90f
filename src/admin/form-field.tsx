import type { ReactNode } from 'react';
import { fieldControlClass } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import type { z } from '@contract/zod.ts';
import { adminCopy } from './copy';

// What every admin form shares: a labelled field with its hint and error, the mapping of
// validation issues onto the fields that caused them, a character count and focus on the first error.

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per field, by the issue's path (`text.en`) through `fieldOf`. */
export function fieldErrors<F extends string>(
  error: z.ZodError,
  fieldOf: (path: string) => F | undefined,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Under the field, after the hint (a character count). */
  extra?: ReactNode;
  children: (control: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid': boolean;
    className: string;
  }) => ReactNode;
}

/** A label, the control, its hint and its error, tied together for assistive technology. */
export function Field({ id, label, hint, error, extra, children }: FieldProps) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': Boolean(error),
        className: fieldControlClass,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {(hint || extra) && (
        <p className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm text-slate-600 dark:text-slate-300">
          {hint && <span id={`${id}-hint`}>{hint}</span>}
          {extra}
        </p>
      )}
    </div>
  );
}

/** How many characters of `max` are used, counted as the database counts them. */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const { lang } = useLanguage();
  const count = Array.from(value.trim()).length;
  return (
    <span className={count > max ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
      {adminCopy[lang].form.characters(count, max)}
    </span>
  );
}

/** Moves focus to the first field marked invalid, so the keyboard lands where the work is. */
export function focusFirstInvalid(form: HTMLFormElement) {
  // After React has rendered the errors.
  requestAnimationFrame(() =>
    form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus(),
  );
}
