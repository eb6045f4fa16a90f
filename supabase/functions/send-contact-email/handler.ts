import { messages } from '../_shared/contract/enquiry/messages.ts';
import { enquiryRequestSchema, requestLanguage } from '../_shared/contract/enquiry/schema.ts';
import { deliverEnquiry, toRow, type EnquiryDeliveryDeps } from '../_shared/enquiry-delivery.ts';
import { honeypotFilled, jsonResponse, methodNotAllowed, preflight, readJsonBody } from '../_shared/http.ts';
import {
  rateLimitFailure,
  securityFailure,
  unexpectedFailure,
  validationFailure,
} from '../_shared/submission.ts';
import { idempotencyKeyOf, storedUnder } from './idempotency.ts';

// send-contact-email: validates an enquiry, stores it, then e-mails the company and the visitor and
// records how that went. Once stored the visitor hears "success" whatever happens to the e-mail. A
// repeat of a stored submission (same idempotency key) gets the first one's answer, before the rate
// limit, so a retry after a timeout is never refused; nothing is stored or sent again.

export interface SendContactEmailDeps extends EnquiryDeliveryDeps {
  /** Today as YYYY-MM-DD (Europe/Amsterdam unless a test fixes it). */
  today?: () => string;
}

export function createSendContactEmail(deps: SendContactEmailDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return methodNotAllowed('POST, OPTIONS');
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    const language = requestLanguage(read.body);
    try {
      // Bots that fill the hidden field get the answer a person gets, and nothing is kept.
      if (honeypotFilled(read.body)) return jsonResponse(200, { success: true, id: crypto.randomUUID() });
      const parsed = enquiryRequestSchema(language, { today: deps.today }).safeParse(read.body);
      if (!parsed.success) return validationFailure(language, parsed.error);
      const rejected = securityFailure(language, read.body);
      if (rejected) return rejected;
      const enquiry = parsed.data;
      const keyRead = idempotencyKeyOf(request);
      if (!keyRead.ok)
        return jsonResponse(400, {
          success: false,
          error: messages[language].validationFailed,
          fieldErrors: { form: [messages[language].bodyInvalid] },
        });
      const { key } = keyRead;
      if (key) {
        const stored = await storedUnder(deps.db, key, enquiry);
        if (stored.kind === 'same') return jsonResponse(200, { success: true, id: stored.id });
        if (stored.kind === 'other')
          return jsonResponse(409, { success: false, error: messages[language].bodyInvalid });
      }
      const limited = await rateLimitFailure(deps.db, request, enquiry.formType, enquiry.email, language);
      if (limited) return limited;

      const { data, error } = await deps.db
        .from('enquiries')
        .insert({ ...toRow(enquiry), idempotency_key: key })
        .select('id')
        .single();
      if (error?.code === '23505' && key) {
        // The same submission arrived twice at once and the other copy was stored first: it sends.
        const stored = await storedUnder(deps.db, key, enquiry);
        if (stored.kind === 'same') return jsonResponse(200, { success: true, id: stored.id });
      }
      if (error) throw new Error(`storing the enquiry failed: ${error.code} ${error.message}`);
      await deliverEnquiry(deps, enquiry, data.id);
      return jsonResponse(200, { success: true, id: data.id });
    } catch (error) {
      return unexpectedFailure(language, 'send-contact-email', error);
    }
  };
}
