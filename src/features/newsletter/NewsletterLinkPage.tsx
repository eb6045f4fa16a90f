// The page a newsletter e-mail's link opens: it reads the link's token from the address, posts it to
// the function and tells the outcome in the page's language. The prerendered page shows the
// "checking" state; the request starts after hydration.
import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { mailtoUrl, telUrl } from '@contract/business.ts';
import { guidePaths } from '@contract/site-links.ts';
import { confirmSubscription, unsubscribeByLink } from './link-actions';
import { linkPageCopy, type LinkOutcome, type Message } from './link-page-copy';

export type LinkAction = 'confirm' | 'unsubscribe';

// One request per address and attempt, shared by a development StrictMode's second effect run.
const requests = new Map<string, Promise<LinkOutcome>>();

function outcomeOf(action: LinkAction, search: string, key: string): Promise<LinkOutcome> {
  let request = requests.get(key);
  if (!request) {
    const params = new URLSearchParams(search);
    const token = params.get('token') ?? '';
    request =
      action === 'confirm' ? confirmSubscription(token) : unsubscribeByLink(params.get('id') ?? '', token);
    requests.set(key, request);
    void request.finally(() => requests.delete(key));
  }
  return request;
}

/** Outcomes after which the page offers the guide for download. */
const guideOutcomes: readonly string[] = ['confirmed', 'guide-not-sent', 'already-confirmed'];

export function NewsletterLinkPage({ action }: { action: LinkAction }) {
  const { lang } = useLanguage();
  const { search } = useLocation();
  const copy = linkPageCopy[lang];
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; outcome: LinkOutcome }>();
  const heading = useRef<HTMLHeadingElement>(null);
  const key = `${action}${search}#${attempt}`;

  useEffect(() => {
    let current = true;
    void outcomeOf(action, search, key).then((outcome) => {
      if (current) setResult({ key, outcome });
    });
    return () => {
      current = false;
    };
  }, [action, search, key]);

  const outcome = result?.key === key ? result.outcome : 'checking';
  const messages: Record<string, Message> = copy[action];
  const message = messages[outcome];
  const offersGuide = guideOutcomes.includes(outcome);
  const good = offersGuide || outcome === 'unsubscribed';

  const retry = () => {
    setAttempt((count) => count + 1);
    // The button goes away while checking: keep focus on the page's message.
    heading.current?.focus();
  };

  return (
    <div className="prose-page">
      <div role="status" className="flex items-start gap-4">
        {outcome === 'checking' ? (
          <Loader2
            aria-hidden="true"
            className="mt-1 h-8 w-8 shrink-0 animate-spin text-brand-700 motion-reduce:animate-none dark:text-brand-300"
          />
        ) : good ? (
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
        {offersGuide && (
          <a href={guidePaths[lang]} className="btn-primary">
            {copy.download}
          </a>
        )}
        {outcome === 'failed' && (
          <button type="button" className="btn-primary" onClick={retry}>
            {copy.retry}
          </button>
        )}
        {outcome !== 'checking' && (
          <Link to={pathFor('home', lang)} className="btn-secondary">
            {copy.home}
          </Link>
        )}
      </div>
      {outcome === 'failed' && (
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
