import type { PageProps } from '../../app/routes';
import { NewsletterLinkPage } from '../../features/newsletter/NewsletterLinkPage';

/** The pages the newsletter's e-mails link to: confirming a subscription and unsubscribing. */
export default function NewsletterPage({ id }: PageProps) {
  if (id !== 'newsletter-confirm' && id !== 'newsletter-unsubscribe')
    throw new Error(`NewsletterPage cannot show ${id}`);
  return <NewsletterLinkPage action={id === 'newsletter-confirm' ? 'confirm' : 'unsubscribe'} />;
}
