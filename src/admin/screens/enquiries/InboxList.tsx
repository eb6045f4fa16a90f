import { Link } from 'react-router-dom';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { TriangleAlert } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { enquiriesCopy } from './copy';
import { emailStatusLabel, formTypeLabel, serviceLabel, statusLabel } from './display';
import { enquiryPath } from './filters';
import type { Enquiry } from './queries';

const meta = 'text-sm text-slate-600 dark:text-slate-300';

/** One page of the inbox: who, which form, when, and where each enquiry stands. */
export function InboxList({ rows }: { rows: readonly Enquiry[] }) {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang];
  // A time-zone formatter is costly to build: once per language, not once per row.
  const received = useAmsterdamTime();
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200 dark:divide-slate-700 dark:bg-slate-900 dark:ring-slate-700">
      {rows.map((row) => {
        const service = serviceLabel(lang, row.service);
        return (
          <li key={row.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
            <Link
              to={enquiryPath(row.id)}
              className="font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-200"
            >
              {row.name}
            </Link>
            <span className={meta}>
              <span className="sr-only">{copy.inbox.formType}: </span>
              {formTypeLabel(copy, row)}
            </span>
            {service && (
              <span className={meta}>
                <span className="sr-only">{copy.inbox.service}: </span>
                {service}
              </span>
            )}
            <span className={meta}>
              <span className="sr-only">{copy.inbox.received}: </span>
              <time dateTime={row.created_at}>{received.format(new Date(row.created_at))}</time>
            </span>
            <span className="flex flex-wrap items-baseline gap-x-3 sm:ml-auto">
              <span className="text-sm font-medium text-brand-800 dark:text-brand-200">
                <span className="sr-only">{copy.inbox.status}: </span>
                {statusLabel(copy, row.status)}
              </span>
              {row.email_status === 'failed' ? (
                <span className="inline-flex items-center gap-1 rounded bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800 ring-1 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-700">
                  <TriangleAlert aria-hidden="true" className="h-4 w-4" />
                  {copy.inbox.emailFailed}
                </span>
              ) : (
                <span className={meta}>
                  {copy.inbox.emailStatus}: {emailStatusLabel(copy, row.email_status)}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
