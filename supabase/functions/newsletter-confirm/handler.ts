import type { Language } from '../_shared/enquiry/options.ts';
import type { EmailTransport } from '../_shared/email/message.ts';
import { newsletterGuide } from '../_shared/email/templates/newsletter.ts';
import { htmlResponse, methodNotAllowed } from '../_shared/http.ts';
import { listUnsubscribeHeaders, resultPage, unsubscribeUrl, UUID_PATTERN } from '../_shared/newsletter.ts';
import { errorText } from '../_shared/submission.ts';
import type { FunctionConfig } from '../_shared/config.ts';
import type { ServiceClient } from '../_shared/database.ts';

// newsletter-confirm: the link in the confirmation e-mail. Marks the subscriber confirmed, sends
// the free guide, and answers with a small page in both languages.

export interface NewsletterConfirmDeps {
  config: FunctionConfig;
  db: ServiceClient;
  transport: EmailTransport;
}

const PAGES = {
  confirmed: {
    en: {
      title: 'Subscription confirmed',
      body: 'Thank you! We have sent the free guide to your e-mail address.',
    },
    nl: {
      title: 'Inschrijving bevestigd',
      body: 'Bedankt! We hebben de gratis gids naar je e-mailadres gestuurd.',
    },
  },
  alreadyConfirmed: {
    en: {
      title: 'Already confirmed',
      body: 'This link has been used: your subscription is already confirmed.',
    },
    nl: { title: 'Al bevestigd', body: 'Deze link is al gebruikt: je inschrijving is al bevestigd.' },
  },
  invalid: {
    en: {
      title: 'This link does not work',
      body: 'The confirmation link is incomplete, expired or replaced by a newer one. Sign up again on our website to get a new link.',
    },
    nl: {
      title: 'Deze link werkt niet',
      body: 'De bevestigingslink is onvolledig, verlopen of vervangen door een nieuwere. Schrijf je opnieuw in op onze website voor een nieuwe link.',
    },
  },
} as const;

export function createNewsletterConfirm(
  deps: NewsletterConfirmDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET') return methodNotAllowed('GET');
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (!UUID_PATTERN.test(token)) return htmlResponse(400, resultPage('en', PAGES.invalid));
    try {
      const { data: subscriber, error } = await deps.db
        .from('newsletter_subscribers')
        .select('id, name, email, language, confirmed_at, unsubscribed_at')
        .eq('confirmation_token', token)
        .maybeSingle();
      if (error) throw new Error(`looking up the token failed: ${error.message}`);
      if (!subscriber || subscriber.unsubscribed_at)
        return htmlResponse(404, resultPage('en', PAGES.invalid));
      const language: Language = subscriber.language === 'nl' ? 'nl' : 'en';
      if (subscriber.confirmed_at) return htmlResponse(200, resultPage(language, PAGES.alreadyConfirmed));

      const { data: confirmed, error: updateError } = await deps.db
        .from('newsletter_subscribers')
        .update({ confirmed_at: new Date().toISOString() })
        .eq('id', subscriber.id)
        .is('confirmed_at', null)
        .select('id');
      if (updateError) throw new Error(`confirming failed: ${updateError.message}`);
      // Two clicks at once: the other one confirmed and sends the guide.
      if (!confirmed || confirmed.length === 0)
        return htmlResponse(200, resultPage(language, PAGES.alreadyConfirmed));

      const unsubscribe = await unsubscribeUrl(deps.config, subscriber.id);
      const mail = newsletterGuide(language, subscriber.name ?? '', deps.config.guideUrl, unsubscribe);
      const outcome = await deps.transport
        .send({
          from: deps.config.emailFrom,
          to: [subscriber.email],
          headers: listUnsubscribeHeaders(unsubscribe),
          ...mail,
        })
        .then(
          () => ({ email_status: 'sent', email_error: null }),
          (sendError: unknown) => {
            console.error(`subscriber ${subscriber.id}: guide e-mail failed`, errorText(sendError));
            return { email_status: 'failed', email_error: errorText(sendError) };
          },
        );
      const { error: statusError } = await deps.db
        .from('newsletter_subscribers')
        .update(outcome)
        .eq('id', subscriber.id);
      if (statusError)
        console.error(`subscriber ${subscriber.id}: recording the e-mail status failed`, statusError.message);
      return htmlResponse(200, resultPage(language, PAGES.confirmed));
    } catch (error) {
      console.error('newsletter-confirm failed', error);
      return htmlResponse(
        500,
        resultPage('en', {
          en: { title: 'Something went wrong', body: 'Please try the link again in a moment.' },
          nl: { title: 'Er ging iets mis', body: 'Probeer de link over een moment opnieuw.' },
        }),
      );
    }
  };
}
