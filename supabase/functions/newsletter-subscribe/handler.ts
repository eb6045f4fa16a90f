import type { FunctionConfig } from '../_shared/config.ts';
import { newsletterSchema } from '../_shared/contract/enquiry/newsletter.ts';
import { requestLanguage } from '../_shared/contract/enquiry/schema.ts';
import type { Language } from '../_shared/contract/language.ts';
import type { ServiceClient } from '../_shared/database.ts';
import type { EmailTransport } from '../_shared/email/message.ts';
import { newsletterConfirmation } from '../_shared/email/templates/newsletter.ts';
import { honeypotFilled, jsonResponse, methodNotAllowed, preflight, readJsonBody } from '../_shared/http.ts';
import {
  confirmUrl,
  listUnsubscribeHeaders,
  newsletterSigningSecret,
  unsubscribeLinks,
} from '../_shared/newsletter.ts';
import { takeRecipientSlot } from '../_shared/recipient-limit.ts';
import {
  errorText,
  rateLimitFailure,
  securityFailure,
  unexpectedFailure,
  validationFailure,
} from '../_shared/submission.ts';

// newsletter-subscribe: stores the sign-up (double opt-in, not yet confirmed), then e-mails the
// confirmation link, at most RECIPIENT_LIMITS['newsletter-confirmation'] a day to one address. Every outcome a visitor can see is the same `{ success: true }`, so the
// answer never reveals whether an address is already subscribed.

export interface NewsletterDeps {
  config: FunctionConfig;
  db: ServiceClient;
  transport: EmailTransport;
}

interface PendingSubscriber {
  id: string;
  token: string;
  /** Gives back the address's confirmation-mail slot when the mail then fails. */
  release: () => Promise<void>;
}

/**
 * Stores the sign-up with a new confirmation token; undefined when the address is already a
 * confirmed, active subscriber, or had its share of confirmation mails today (the last link it got
 * keeps working, as its token is left in place). Throws when the database cannot answer.
 */
async function storeSignUp(
  db: ServiceClient,
  name: string,
  email: string,
  language: Language,
): Promise<PendingSubscriber | undefined> {
  const { data: existing, error } = await db
    .from('newsletter_subscribers')
    .select('id, confirmed_at, unsubscribed_at')
    .eq('email', email)
    .maybeSingle();
  if (error) throw new Error(`looking up the subscriber failed: ${error.message}`);
  if (existing?.confirmed_at && !existing.unsubscribed_at) return undefined;
  const slot = await takeRecipientSlot(db, email, 'newsletter-confirmation');
  if (!slot.taken && slot.reason === 'unchecked')
    throw new Error(`checking the recipient limit failed: ${slot.detail}`);
  if (!slot.taken) return undefined;
  // A new token for every sign-up: only the latest confirmation e-mail's link works.
  const token = crypto.randomUUID();
  const fields = {
    name,
    language,
    confirmation_token: token,
    confirmed_at: null,
    unsubscribed_at: null,
    email_status: 'pending',
    email_error: null,
  };
  const write = existing
    ? db.from('newsletter_subscribers').update(fields).eq('id', existing.id).select('id').single()
    : db
        .from('newsletter_subscribers')
        .insert({ ...fields, email })
        .select('id')
        .single();
  const { data, error: writeError } = await write;
  if (writeError) await slot.release();
  // A simultaneous sign-up for the same address stored it first; that one sends the e-mail.
  if (writeError?.code === '23505') return undefined;
  if (writeError) throw new Error(`storing the subscriber failed: ${writeError.code} ${writeError.message}`);
  return { id: data.id, token, release: slot.release };
}

export function createNewsletterSubscribe(deps: NewsletterDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return methodNotAllowed('POST, OPTIONS');
    const signing = newsletterSigningSecret(deps.config);
    if (!signing.ok) return signing.response;
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    const language = requestLanguage(read.body);
    try {
      if (honeypotFilled(read.body)) return jsonResponse(200, { success: true });
      const parsed = newsletterSchema(language).safeParse(read.body);
      if (!parsed.success) return validationFailure(language, parsed.error);
      const rejected = securityFailure(language, read.body);
      if (rejected) return rejected;
      // Stored in lower case so the address matches however it is typed next time.
      const email = parsed.data.email.toLowerCase();
      const limited = await rateLimitFailure(deps.db, request, 'newsletter', email, language);
      if (limited) return limited;

      const subscriber = await storeSignUp(deps.db, parsed.data.name, email, language);
      if (!subscriber) return jsonResponse(200, { success: true });
      const unsubscribe = await unsubscribeLinks(deps.config, signing.secret, subscriber.id, language);
      const mail = newsletterConfirmation(
        language,
        confirmUrl(deps.config, language, subscriber.token),
        unsubscribe.page,
      );
      const outcome = await deps.transport
        .send({
          from: deps.config.emailFrom,
          to: [email],
          headers: listUnsubscribeHeaders(unsubscribe.oneClick),
          ...mail,
        })
        .then(
          () => ({ email_status: 'sent', email_error: null }),
          async (error: unknown) => {
            console.error(`subscriber ${subscriber.id}: confirmation e-mail failed`, errorText(error));
            await subscriber.release();
            return { email_status: 'failed', email_error: errorText(error) };
          },
        );
      const { error } = await deps.db.from('newsletter_subscribers').update(outcome).eq('id', subscriber.id);
      if (error)
        console.error(`subscriber ${subscriber.id}: recording the e-mail status failed`, error.message);
      return jsonResponse(200, { success: true });
    } catch (error) {
      return unexpectedFailure(language, 'newsletter-subscribe', error);
    }
  };
}
