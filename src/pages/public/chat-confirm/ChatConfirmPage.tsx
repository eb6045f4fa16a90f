// The page a chat confirmation e-mail links to: it posts the link's token and tells the outcome in
// the page's language. The prerendered page shows the "checking" state; the request starts after
// hydration.
import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { mailtoUrl, telUrl } from '@contract/business.ts';
import { confirmChatEmail, type ConfirmOutcome } from './confirm';
import { chatConfirmCopy, type Message } from './copy';

// One request per address and attempt, shared by a development StrictMode's second effect run.
const requests = new Map<string, Promise<ConfirmOutcome>>();

function outcomeOf(search: string, key: string): Promise<ConfirmOutcome> {
  let request = requests.get(key);
  if (!request) {
    request = confirmChatEmail(new URLSearchParams(search).get('token') ?? '');
    requests.set(key, request);
    void request.finally(() => requests.delete(key));
  }
  return request;
}

export default function ChatConfirmPage() {
  const { lang } = useLanguage();
  const { search } = useLocation();
  const copy = chatConfirmCopy[lang];
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; outcome: ConfirmOutcome }>();
  const heading = useRef<HTMLHeadingElement>(null);
  const key = `${search}#${attempt}`;

  useEffect(() => {
    let current = true;
    void outcomeOf(search, key).then((outcome) => {
      if (current) setResult({ key, outcome });
    });
    return () => {
      current = false;
    };
  }, [search, key]);

  const outcome = result?.key === key ? result.outcome : undefined;
  const message: Message =
    outcome === undefined
      ? copy.checking
      : outcome.kind === 'confirmed'
        ? copy.confirmed(outcome.transcriptsSent)
        : outcome.kind === 'already-confirmed'
          ? copy.alreadyConfirmed(outcome.transcriptsSent)
          : copy[outcome.kind];
  const good = outcome?.kind === 'confirmed' || outcome?.kind === 'already-confirmed';

  const retry = () => {
    setAttempt((count) => count + 1);
    // The button goes away while checking: keep focus on the page's message.
    heading.current?.focus();
  };

  return (
    <div className="prose-page">
      <div role="status" className="flex items-start gap-4">
        {outcome === undefined ? (
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
        {outcome?.kind === 'failed' && (
          <button type="button" className="btn-primary" onClick={retry}>
            {copy.retry}
          </button>
        )}
        {outcome !== undefined && (
          <Link to={pathFor('home', lang)} className="btn-secondary">
            {copy.home}
          </Link>
        )}
      </div>
      {outcome?.kind === 'failed' && (
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
