import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  /** The button's name when its text alone does not say what it acts on (one of many rows). */
  triggerLabel?: string;
  triggerClassName: string;
  title: string;
  description: string;
  /** More content between the text and the buttons, such as a checkbox that must be ticked. */
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** Does the work; answers an error to show in the dialog, or null when done (the dialog closes). */
  onConfirm: () => Promise<string | null>;
}

/**
 * A confirmation before something that cannot be undone. Radix traps focus inside it, closes it on
 * Escape and returns focus to the button that opened it; a failure stays in the dialog, in words.
 */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  triggerClassName,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    setBusy(false);
    if (failure) setError(failure);
    else setOpen(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <Dialog.Trigger aria-label={triggerLabel} className={triggerClassName}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(32rem,92vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-white">
          <Dialog.Title className="text-xl font-bold [overflow-wrap:anywhere]">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700 dark:text-slate-300">
            {description}
          </Dialog.Description>
          {children}
          {error && (
            <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="btn-secondary">{cancelLabel}</Dialog.Close>
            <button
              type="button"
              aria-disabled={busy}
              onClick={() => void confirm()}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800 aria-disabled:opacity-60"
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
