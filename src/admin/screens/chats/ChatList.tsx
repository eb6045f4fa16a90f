import { Link } from 'react-router-dom';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { TriangleAlert } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { chatPath } from './chat-paths';
import { chatsCopy } from './copy';
import { chatStatusLabel, closedByLabel, languageLabel, transcriptLabel } from './display';
import type { ChatListRow } from './queries';

const meta = 'text-sm text-slate-600 dark:text-slate-300';

/** One page of conversations: who, in which language, how long, how it ended and where the transcript went. */
export function ChatList({ rows }: { rows: readonly ChatListRow[] }) {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang];
  // A time-zone formatter is costly to build: once per language, not once per row.
  const time = useAmsterdamTime();
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200 dark:divide-slate-700 dark:bg-slate-900 dark:ring-slate-700">
      {rows.map((row) => {
        const name = row.customer_name?.trim();
        return (
          <li
            key={row.id}
            className="grid gap-x-6 gap-y-1 px-4 py-3 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto]"
          >
            <div className="min-w-0">
              <Link
                to={chatPath(row.id)}
                className="break-words font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-200"
              >
                {row.customer_email}
              </Link>
              <p className={`${meta} break-words`}>
                <span className="sr-only">{copy.detail.name}: </span>
                {name || <span className="italic">{copy.list.noName}</span>}
                {' · '}
                <span className="sr-only">{copy.list.language}: </span>
                {languageLabel(copy, row.language)}
                {' · '}
                {copy.list.messages(row.message_count)}
              </p>
              <p className={meta}>
                {copy.list.started}{' '}
                <time dateTime={row.created_at}>{time.format(new Date(row.created_at))}</time>
                {' · '}
                {copy.list.lastMessage}{' '}
                <time dateTime={row.last_message_at}>{time.format(new Date(row.last_message_at))}</time>
              </p>
            </div>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 md:flex-col md:items-end">
              <span className="text-sm font-medium text-brand-800 dark:text-brand-200">
                <span className="sr-only">{copy.list.status}: </span>
                {closedByLabel(copy, row.closed_by) ?? chatStatusLabel(copy, row.status)}
              </span>
              {row.transcript_status === 'failed' ? (
                <span className="inline-flex items-center gap-1 rounded bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800 ring-1 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-700">
                  <TriangleAlert aria-hidden="true" className="h-4 w-4" />
                  {copy.list.transcript}: {transcriptLabel(copy, row.transcript_status)}
                </span>
              ) : (
                <span className={meta}>
                  {copy.list.transcript}: {transcriptLabel(copy, row.transcript_status)}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
