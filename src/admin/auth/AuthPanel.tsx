import type { ReactNode } from 'react';
import { useScreenTitle } from '../use-screen-title';

/** The frame of every sign-in step: a narrow card with its heading. */
export function AuthPanel({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  useScreenTitle(title);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 dark:text-white">{title}</h1>
        <div className="mt-3 text-slate-700 dark:text-slate-300">{lead}</div>
        {children}
      </div>
    </div>
  );
}

/** A form's error, read out as it appears. */
export function FormError({ id, message }: { id: string; message: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {message}
    </p>
  );
}
