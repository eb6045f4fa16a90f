import type { FunctionConfig } from '../_shared/config.ts';
import type { Language } from '../_shared/contract/language.ts';
import type { ServiceClient } from '../_shared/database.ts';
import type { EmailTransport } from '../_shared/email/message.ts';
import { newsletterGuide } from '../_shared/email/templates/newsletter.ts';
import { jsonResponse, methodNotAllowed, preflight, readJsonBody } from '../_shared/http.ts';
import {
  guideUrl,
  listUnsubscribeHeaders,
  newsletterSigningSecret,
  unsubscribeLinks,
  UUID_PATTERN,
} from '../_shared/newsletter.ts';
import { errorText } from '../_shared/submission.ts';

// newsletter-confirm: the site's confirmation page POSTs `{ token }` from the link in the
// confirmation e-mail. Marks the subscriber confirmed and sends the free guide. Answers
// 200 `{ success, status: 'confirmed' | 'already-confirmed', guideSent }`, 400 for a malformed
// token, 404 for an unknown, replaced or unsubscribed one, 500 when the database fails.

export interface NewsletterConfirmDeps {
  config: FunctionConfig;
  db: ServiceClient;
  transport: EmailTransport;
}

const MALFORMED = 'The confirmation link is incomplete.';
const UNKNOWN = 'This confirmation link is unknown, expired or replaced by a newer one.';
const FAILED = 'Confirming failed. Please try again in a moment.';

const tokenOf = (body: unknown) => {
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  return typeof token === 'string' ? token : '';
};

const alreadyConfirmed = () => jsonResponse(200, { success: true, status: 'already-confirmed' });

export function createNewsletterConfirm(
  deps: NewsletterConfirmDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return methodNotAllowed('POST, OPTIONS');
    // Before the confirmation: a subscriber confirmed now would get a guide without a working link.
    const signing = newsletterSigningSecret(deps.config);
    if (!signing.ok) return signing.response;
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    const token = tokenOf(read.body);
    if (!UUID_PATTERN.test(token)) return jsonResponse(400, { success: false, error: MALFORMED });
    try {
      const { data: subscriber, error } = await deps.db
        .from('newsletter_subscribers')
        .select('id, name, email, language, confirmed_at, unsubscribed_at')
        .eq('confirmation_token', token)
        .maybeSingle();
      if (error) throw new Error(`looking up the token failed: ${error.message}`);
      if (!subscriber || subscriber.unsubscribed_at)
        return jsonResponse(404, { success: false, error: UNKNOWN });
      if (subscriber.confirmed_at) return alreadyConfirmed();

      const { data: confirmed, error: updateError } = await deps.db
        .from('newsletter_subscribers')
        .update({ confirmed_at: new Date().toISOString() })
        .eq('id', subscriber.id)
        .is('confirmed_at', null)
        .select('id');
      if (updateError) throw new Error(`confirming failed: ${updateError.message}`);
      // Two clicks at once: the other one confirmed and sends the guide.
      if (!confirmed || confirmed.length === 0) return alreadyConfirmed();

      const language: Language = subscriber.language === 'nl' ? 'nl' : 'en';
      const unsubscribe = await unsubscribeLinks(deps.config, signing.secret, subscriber.id, language);
      const mail = newsletterGuide(
        language,
        subscriber.name ?? '',
        guideUrl(deps.config, language),
        unsubscribe.page,
      );
      const outcome = await deps.transport
        .send({
          from: deps.config.emailFrom,
          to: [subscriber.email],
          headers: listUnsubscribeHeaders(unsubscribe.oneClick),
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
      return jsonResponse(200, {
        success: true,
        status: 'confirmed',
        guideSent: outcome.email_status === 'sent',
      });
    } catch (error) {
      console.error('newsletter-confirm failed', error);
      return jsonResponse(500, { success: false, error: FAILED });
    }
  };
}
