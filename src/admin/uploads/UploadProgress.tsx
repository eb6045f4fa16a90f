import { useId } from 'react';

export interface UploadProgressProps {
  /** What is being sent, e.g. the file's name or "Uploading photo". */
  label: string;
  sent: number;
  total: number;
  /** Extra words after the percentage, such as the time left. */
  detail?: string;
}

/** A labelled progress bar with its percentage in figures, announced to screen readers as it moves. */
export function UploadProgress({ label, sent, total, detail }: UploadProgressProps) {
  const labelId = useId();
  const percent = total > 0 ? Math.min(100, Math.max(0, Math.round((sent / total) * 100))) : 0;
  return (
    <div className="w-full">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span
          id={labelId}
          className="font-medium text-slate-800 [overflow-wrap:anywhere] dark:text-slate-100"
        >
          {label}
        </span>
        <span className="tabular-nums text-slate-600 dark:text-slate-300">
          {percent}%{detail ? ` · ${detail}` : ''}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={detail ? `${percent}% · ${detail}` : `${percent}%`}
        className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-200 motion-reduce:transition-none dark:bg-brand-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
