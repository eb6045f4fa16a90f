// The page a newsletter e-mail's link opens: it reads the link's token from the address, posts it to
// the function and tells the outcome in the page's language. The prerendered page shows the
// "checking" state; the request starts after hydration.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import type { LinkMessage } from '@/components/link-page/link-page-copy';
import { LinkOutcomePage } from '@/components/link-page/LinkOutcomePage';
import { oncePerKey, useLinkOutcome } from '@/components/link-page/use-link-outcome';
import { useLanguage } from '@/i18n/language-context';
import { guidePaths } from '@contract/site-links.ts';
import { confirmSubscription, unsubscribeByLink } from './link-actions';
import { linkPageCopy, type LinkOutcome } from './link-page-copy';

export type LinkAction = 'confirm' | 'unsubscribe';

const postLinkOnce = oncePerKey((action: LinkAction, search: string): Promise<LinkOutcome> => {
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? '';
  return action === 'confirm' ? confirmSubscription(token) : unsubscribeByLink(params.get('id') ?? '', token);
});

/** Outcomes after which the page offers the guide for download. */
const guideOutcomes: readonly string[] = ['confirmed', 'guide-not-sent', 'already-confirmed'];

export function NewsletterLinkPage({ action }: { action: LinkAction }) {
  const { lang } = useLanguage();
  const { search } = useLocation();
  const copy = linkPageCopy[lang];
  const request = useCallback((key: string) => postLinkOnce(key, action, search), [action, search]);
  const answer = useLinkOutcome(`${action}${search}`, request);

  const outcome = answer.outcome ?? 'checking';
  const messages: Record<string, LinkMessage> = copy[action];
  const offersGuide = guideOutcomes.includes(outcome);
  const good = offersGuide || outcome === 'unsubscribed';
  const state = outcome === 'checking' ? 'checking' : good ? 'good' : outcome === 'failed' ? 'failed' : 'bad';

  return (
    <LinkOutcomePage
      state={state}
      message={messages[outcome]}
      heading={answer.heading}
      onRetry={answer.retry}
    >
      {offersGuide && (
        <a href={guidePaths[lang]} className="btn-primary">
          {copy.download}
        </a>
      )}
    </LinkOutcomePage>
  );
}
