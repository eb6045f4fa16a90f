import type { FunctionConfig } from '../_shared/config.ts';
import type { ServiceClient } from '../_shared/database.ts';
import type { Language } from '../_shared/enquiry/options.ts';
import { htmlResponse, jsonResponse, methodNotAllowed } from '../_shared/http.ts';
import { resultPage, UUID_PATTERN, verifyUnsubscribeToken } from '../_shared/newsletter.ts';

// newsletter-unsubscribe: the signed link in every newsletter e-mail. GET (a person following the
// link) answers with a page; POST is the one-click List-Unsubscribe of mail clients (RFC 8058).

export interface NewsletterUnsubscribeDeps {
  config: FunctionConfig;
  db: ServiceClient;
}

const PAGES = {
  done: {
    en: { title: 'You are unsubscribed', body: 'You will not receive our newsletter any more.' },
    nl: { title: 'Je bent uitgeschreven', body: 'Je ontvangt onze nieuwsbrief niet meer.' },
  },
  invalid: {
    en: {
      title: 'This link does not work',
      body: 'The unsubscribe link is incomplete. Use the link from one of our e-mails, or reply to it and we will unsubscribe you.',
    },
    nl: {
      title: 'Deze link werkt niet',
      body: 'De uitschrijflink is onvolledig. Gebruik de link uit een van onze e-mails, of beantwoord die e-mail en we schrijven je uit.',
    },
  },
  failed: {
    en: { title: 'Something went wrong', body: 'Please try the link again in a moment.' },
    nl: { title: 'Er ging iets mis', body: 'Probeer de link over een moment opnieuw.' },
  },
} as const;

export function createNewsletterUnsubscribe(
  deps: NewsletterUnsubscribeDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'POST') return methodNotAllowed('GET, POST');
    const answer = (status: number, page: keyof typeof PAGES, language: Language = 'en') =>
      request.method === 'GET'
        ? htmlResponse(status, resultPage(language, PAGES[page]))
        : jsonResponse(status, { success: status === 200 });
    const params = new URL(request.url).searchParams;
    const id = params.get('id') ?? '';
    const token = params.get('token') ?? '';
    if (!UUID_PATTERN.test(id) || !(await verifyUnsubscribeToken(deps.config.newsletterSecret, id, token))) {
      return answer(400, 'invalid');
    }
    try {
      const { data: subscriber, error } = await deps.db
        .from('newsletter_subscribers')
        .select('id, language, unsubscribed_at')
        .eq('id', id)
        .maybeSingle();
      if (error) throw new Error(`looking up the subscriber failed: ${error.message}`);
      // Already removed (an erasure request): nothing is sent to the address any more either way.
      if (!subscriber) return answer(200, 'done');
      const language: Language = subscriber.language === 'nl' ? 'nl' : 'en';
      if (!subscriber.unsubscribed_at) {
        const { error: updateError } = await deps.db
          .from('newsletter_subscribers')
          .update({ unsubscribed_at: new Date().toISOString() })
          .eq('id', id);
        if (updateError) throw new Error(`unsubscribing failed: ${updateError.message}`);
      }
      return answer(200, 'done', language);
    } catch (error) {
      console.error('newsletter-unsubscribe failed', error);
      return answer(500, 'failed');
    }
  };
}
