// The page a chat confirmation e-mail links to: it posts the link's token and tells the outcome in
// the page's language. The prerendered page shows the "checking" state; the request starts after
// hydration.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import type { LinkMessage } from '@/components/link-page/link-page-copy';
import { LinkOutcomePage } from '@/components/link-page/LinkOutcomePage';
import { oncePerKey, useLinkOutcome } from '@/components/link-page/use-link-outcome';
import { useLanguage } from '@/i18n/language-context';
import { confirmChatEmail } from './confirm';
import { chatConfirmCopy } from './copy';

const confirmOnce = oncePerKey((search: string) =>
  confirmChatEmail(new URLSearchParams(search).get('token') ?? ''),
);

export default function ChatConfirmPage() {
  const { lang } = useLanguage();
  const { search } = useLocation();
  const copy = chatConfirmCopy[lang];
  const request = useCallback((key: string) => confirmOnce(key, search), [search]);
  const { outcome, heading, retry } = useLinkOutcome(search, request);

  const message: LinkMessage =
    outcome === undefined
      ? copy.checking
      : outcome.kind === 'confirmed'
        ? copy.confirmed(outcome.transcriptsSent)
        : outcome.kind === 'already-confirmed'
          ? copy.alreadyConfirmed(outcome.transcriptsSent)
          : copy[outcome.kind];
  const state =
    outcome === undefined
      ? 'checking'
      : outcome.kind === 'confirmed' || outcome.kind === 'already-confirmed'
        ? 'good'
        : outcome.kind === 'failed'
          ? 'failed'
          : 'bad';

  return <LinkOutcomePage state={state} message={message} heading={heading} onRetry={retry} />;
}
