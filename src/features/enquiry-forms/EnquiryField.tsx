// One labelled form control with its help text and error, linked for assistive technology.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldControlClass, RequiredMark } from '@/components/form/form-parts';
import type { FieldCopy } from './copy';
import type { FieldSpec } from './form-fields';

// scroll-mt-8: a control that focus scrolls to (from the error summary, say) keeps its label in view.
export interface EnquiryFieldProps {
  id: string;
  spec: FieldSpec;
  copy: FieldCopy;
  registration: UseFormRegisterReturn;
  error?: string;
  /** The choices of a select, value and label, after a "choose" placeholder. */
  options?: readonly (readonly [value: string, label: string])[];
  chooseLabel: string;
  /** The earliest date a date field offers (known only in the browser). */
  minDate?: string;
}

export function EnquiryField({
  id,
  spec,
  copy,
  registration,
  error,
  options,
  chooseLabel,
  minDate,
}: EnquiryFieldProps) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [copy.help && helpId, error && errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    className: fieldControlClass,
    required: spec.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...registration,
  };

  if (spec.kind === 'checkbox')
    return (
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="mt-0.5 h-5 w-5 shrink-0 scroll-mt-8 accent-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:accent-brand-300"
            {...registration}
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-100">
            {copy.label}
          </label>
        </div>
        {copy.help && (
          <p id={helpId} className="mt-1 pl-8 text-sm text-slate-600 dark:text-slate-300">
            {copy.help}
          </p>
        )}
        {error && (
          <p id={errorId} className="mt-1 pl-8 text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
    );

  return (
    <div className={spec.half ? 'sm:col-span-1' : 'sm:col-span-2'}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-100">
        {copy.label}
        {spec.required && <RequiredMark className="text-red-700 dark:text-red-300" />}
      </label>
      {spec.kind === 'select' ? (
        <select {...shared}>
          <option value="">{chooseLabel}</option>
          {options?.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ) : spec.kind === 'textarea' ? (
        <textarea {...shared} rows={4} placeholder={copy.placeholder} />
      ) : (
        <input
          {...shared}
          type={spec.kind === 'number' ? 'text' : spec.kind}
          inputMode={spec.kind === 'number' ? 'numeric' : undefined}
          autoComplete={spec.autoComplete}
          placeholder={copy.placeholder}
          min={spec.kind === 'date' ? minDate : undefined}
        />
      )}
      {copy.help && (
        <p id={helpId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {copy.help}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
