import type { Ref } from 'react';
import { TextField } from './TextField';

/** The digits an admin typed or pasted ("123 456" counts), or null when they are not six digits. */
export const codeFrom = (value: string): string | null => {
  const digits = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

interface CodeFieldProps {
  id: string;
  label: string;
  errorId?: string;
  ref: Ref<HTMLInputElement>;
}

/** A one-time code: the numeric keyboard on a phone, and the code the phone offers from a message. */
export function CodeField({ id, label, errorId, ref }: CodeFieldProps) {
  return (
    <TextField
      ref={ref}
      id={id}
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="max-w-[12rem] text-center font-mono text-2xl tracking-[0.3em]"
    />
  );
}
