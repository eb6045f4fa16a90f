import { NewsletterLinkPage } from '@/features/newsletter/NewsletterLinkPage';
import type { PageProps } from '@/routing/page-ids';

/** The pages the newsletter's e-mails link to: confirming a subscription and unsubscribing. */
export default function NewsletterPage({ id }: PageProps) {
  if (id !== 'newsletter-confirm' && id !== 'newsletter-unsubscribe')
    throw new Error(`NewsletterPage cannot show ${id}`);
  return <NewsletterLinkPage action={id === 'newsletter-confirm' ? 'confirm' : 'unsubscribe'} />;
}
