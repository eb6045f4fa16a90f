import type { ChangeEventHandler, FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Field } from './form-field';
import { SEARCH_MAX } from './list-query';

// The search-and-filter form above a back-office list (enquiries, chats): its panel, its search
// field, its choices with "any" first, and its buttons. The screen keeps the draft and turns it into its filters.

/** The list's search text. */
export function FilterSearch({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <input {...control} type="search" value={value} maxLength={SEARCH_MAX} onChange={onChange} />
      )}
    </Field>
  );
}

/** A filter's choice among `options` (value, text), or any. */
export function FilterSelect({
  id,
  label,
  anyLabel,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select {...control} value={value} onChange={onChange}>
          <option value="">{anyLabel}</option>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The form: the fields, then apply, and a reset to `resetTo` while the list is filtered. */
export function FilterForm({
  words,
  onSubmit,
  resetTo,
  children,
}: {
  words: { filters: string; apply: string; reset: string };
  onSubmit: (event: FormEvent) => void;
  /** The unfiltered list's path; no reset without one. */
  resetTo?: string;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={words.filters}
      onSubmit={onSubmit}
      className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5 dark:bg-slate-900 dark:ring-slate-700"
    >
      {children}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {words.apply}
        </button>
        {resetTo && (
          <Link to={resetTo} className="btn-secondary">
            {words.reset}
          </Link>
        )}
      </div>
    </form>
  );
}
