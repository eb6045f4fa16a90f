import { business } from '@contract/business.ts';

/** The wordmark: a canopy over the name. Decorative; the link around it carries the name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <circle cx="20" cy="20" r="20" className="fill-brand-900 dark:fill-brand-500" />
        <path d="M8 18a12 9 0 0 1 24 0Z" className="fill-signal-500" />
        <path
          d="M8 18l12 12M32 18 20 30M14 18l6 12M26 18l-6 12"
          className="stroke-white"
          strokeWidth="1.2"
          fill="none"
        />
        <circle cx="20" cy="31" r="2" className="fill-white" />
      </svg>
      <span className="text-base font-extrabold leading-tight tracking-tight text-brand-900 dark:text-white sm:whitespace-nowrap sm:text-lg">
        {business.name}
      </span>
    </span>
  );
}
