// Pieces the site's forms share: the field style, the required marker, the send button with its
// sending state, and the confirmation that takes focus once a form is sent.
import { useEffect, useRef } from 'react';
import { LoaderCircle } from '@/components/icons';

/** A text input or select, with its focus ring and its invalid state. */
export const fieldControlClass =
  'mt-1 scroll-mt-8 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-brand-300 dark:focus:ring-brand-300 dark:aria-[invalid=true]:border-red-400';

/** After a label: seen, not heard (the control's `required` is), and explained by the form's note. */
export function RequiredMark({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={`ml-0.5 ${className}`}>
      *
    </span>
  );
}

interface SubmitButtonProps {
  sending: boolean;
  label: string;
  sendingLabel: string;
  className: string;
}

/**
 * While sending, the button is aria-disabled rather than disabled: a focused button that becomes
 * disabled loses focus in some browsers, dropping keyboard and screen-reader users to <body>. The
 * form's submit handler ignores a submission while one is under way.
 */
export function SubmitButton({ sending, label, sendingLabel, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={sending}
      className={`btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${className}`}
    >
      {sending && (
        <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
      )}
      {sending ? sendingLabel : label}
    </button>
  );
}

export interface ConfirmationCopy {
  title: string;
  /** What happens next. */
  detail: string;
}

/**
 * What a sent form says in place, focused as it appears: the form has just been cleared, and focus
 * must not fall to <body>, where a screen reader loses its place. Read out on focus, it is the one
 * announcement of the success; the toast that shows the same words stays silent (showSuccessToast).
 */
export function FormConfirmation({ copy, className }: { copy: ConfirmationCopy; className: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    // The bottom margin keeps it clear of the toast at the foot of the screen when focus scrolls to it.
    <p ref={ref} tabIndex={-1} className={`scroll-mb-32 ${className}`}>
      <strong className="block font-semibold">{copy.title}</strong> {copy.detail}
    </p>
  );
}
