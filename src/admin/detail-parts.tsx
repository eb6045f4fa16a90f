import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from '@/components/icons';
import { LoadState } from './LoadState';
import type { AdminData } from './use-admin-data';

// What the back office's detail screens (an enquiry, a chat) share, so they look and read alike:
// the link back to the list, the loading and not-found states, the panels and their rows.

export const detailPanel =
  'rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700';
export const detailHeading = 'text-xl font-bold text-brand-900 dark:text-white';
export const detailTitle =
  'mt-4 break-words text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white';

/** One fact in a panel's description list. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="whitespace-pre-wrap break-words text-slate-900 sm:col-span-2 dark:text-white">
        {children}
      </dd>
    </div>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md font-medium text-brand-800 underline-offset-4 hover:underline dark:text-brand-200"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}

/** The screen without its record: loading (or failed, with a retry), or loaded and not found. */
export function DetailFallback({
  state,
  retry,
  listTitle,
  listPath,
  words,
}: {
  state: AdminData<unknown>['state'];
  retry: () => void;
  listTitle: string;
  listPath: string;
  words: { notFound: string; notFoundText: string; back: string };
}) {
  return state !== 'ready' ? (
    <>
      <h1 className={detailTitle}>{listTitle}</h1>
      <LoadState failed={state === 'failed'} onRetry={retry} className="mt-6" />
    </>
  ) : (
    <>
      <h1 className={detailTitle}>{words.notFound}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{words.notFoundText}</p>
      <Link to={listPath} className="btn-primary mt-6">
        {words.back}
      </Link>
    </>
  );
}

/** How a record's e-mail went: its status (in red when it failed) and how many attempts it took. */
export function DeliveryStatus({
  failed,
  status,
  attempts,
}: {
  failed: boolean;
  status: string;
  attempts: string;
}) {
  return (
    <>
      <span className={failed ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>{status}</span>{' '}
      <span className="text-sm text-slate-600 dark:text-slate-300">({attempts})</span>
    </>
  );
}
