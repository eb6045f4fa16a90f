import { useState } from 'react';
import { Send } from '@/components/icons';

/**
 * A button that sends a record's e-mail again and says what happened in plain words. `send` answers
 * the outcome, shown at once; `refresh` then reads the record back, so its new status shows too.
 */
export function ResendAction<Outcome extends string>({
  offered = true,
  label,
  busyLabel,
  words,
  good,
  send,
  refresh,
}: {
  /** Whether the button shows; the outcome of an earlier press stays either way. */
  offered?: boolean;
  label: string;
  busyLabel: string;
  words: Record<Outcome, string>;
  good: (outcome: Outcome) => boolean;
  send: () => Promise<Outcome>;
  refresh: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const resend = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(await send());
    await refresh();
    setBusy(false);
  };

  return (
    <div>
      {offered && (
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => void resend()}
          className="btn-primary aria-disabled:opacity-60"
        >
          <Send aria-hidden="true" className="h-5 w-5" />
          {busy ? busyLabel : label}
        </button>
      )}
      <p role="status" className="mt-2 empty:hidden">
        {outcome && (
          <span
            className={
              good(outcome) ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'
            }
          >
            {words[outcome]}
          </span>
        )}
      </p>
    </div>
  );
}
