import type { InputHTMLAttributes, Ref } from 'react';
import { fieldControlClass } from '@/components/form/form-parts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** A line under the field, read with it. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input of the sign-in screens. */
export function TextField({ id, label, hint, ref, className = '', ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-100">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        {...input}
        aria-describedby={hintId ?? input['aria-describedby']}
        className={`${fieldControlClass} ${className}`}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}
