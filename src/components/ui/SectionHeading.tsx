import type { ReactNode } from 'react';

/** A section's eyebrow, H2 and lead, centred; `id` lets the section name itself by its heading. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      {eyebrow && (
        <p className="text-sm font-bold uppercase tracking-wider text-signal-600 dark:text-signal-500">
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white sm:text-4xl"
      >
        {title}
      </h2>
      {children && (
        <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{children}</p>
      )}
    </div>
  );
}
