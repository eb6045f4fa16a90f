import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { CircleAlert, CircleCheck, LoaderCircle } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { mailtoUrl, telUrl } from '@contract/business.ts';
import { linkPageWords, type LinkMessage } from './link-page-copy';

/**
 * What a page an e-mail's link opens shows: the outcome in a live region with its icon, then the way
 * on (a retry and our contact details when it failed, the home page once it is known).
 */
export function LinkOutcomePage({
  state,
  message,
  heading,
  onRetry,
  children,
}: {
  state: 'checking' | 'good' | 'bad' | 'failed';
  message: LinkMessage;
  heading: RefObject<HTMLHeadingElement | null>;
  onRetry: () => void;
  /** More ways on, before the others (a download). */
  children?: ReactNode;
}) {
  const { lang } = useLanguage();
  const copy = linkPageWords[lang];
  const failed = state === 'failed';
  return (
    <div className="prose-page">
      <div role="status" className="flex items-start gap-4">
        {state === 'checking' ? (
          <LoaderCircle
            aria-hidden="true"
            className="mt-1 h-8 w-8 shrink-0 animate-spin text-brand-700 motion-reduce:animate-none dark:text-brand-300"
          />
        ) : state === 'good' ? (
          <CircleCheck
            aria-hidden="true"
            className="mt-1 h-8 w-8 shrink-0 text-green-700 dark:text-green-400"
          />
        ) : (
          <CircleAlert
            aria-hidden="true"
            className="mt-1 h-8 w-8 shrink-0 text-signal-600 dark:text-signal-500"
          />
        )}
        <div>
          <h1 ref={heading} tabIndex={-1} className="focus:outline-none">
            {message.title}
          </h1>
          <p className="text-lg">{message.text}</p>
        </div>
      </div>
      <noscript>
        <p>{copy.noscript}</p>
      </noscript>
      <div className="mt-8 flex flex-wrap gap-3">
        {children}
        {failed && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            {copy.retry}
          </button>
        )}
        {state !== 'checking' && (
          <Link to={pathFor('home', lang)} className="btn-secondary">
            {copy.home}
          </Link>
        )}
      </div>
      {failed && (
        <div>
          <p>{copy.contact}</p>
          <ul className="mt-2 space-y-1">
            <li>
              <a href={telUrl} className="font-semibold text-brand-700 underline dark:text-brand-300">
                {copy.call}
              </a>
            </li>
            <li>
              <a href={mailtoUrl} className="font-semibold text-brand-700 underline dark:text-brand-300">
                {copy.email}
              </a>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
