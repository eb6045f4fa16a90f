import { enquiryRequestSchema, requestLanguage } from '../_shared/contract/enquiry/schema.ts';
import { deliverEnquiry, toRow, type EnquiryDeliveryDeps } from '../_shared/enquiry-delivery.ts';
import { honeypotFilled, jsonResponse, methodNotAllowed, preflight, readJsonBody } from '../_shared/http.ts';
import {
  rateLimitFailure,
  securityFailure,
  unexpectedFailure,
  validationFailure,
} from '../_shared/submission.ts';

// send-contact-email: validates an enquiry, stores it, then e-mails the company and the visitor and
// records how that went. Once stored the visitor hears "success" whatever happens to the e-mail.

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
      const limited = await rateLimitFailure(deps.db, request, enquiry.formType, enquiry.email, language);
      if (limited) return limited;

      const { data, error } = await deps.db.from('enquiries').insert(toRow(enquiry)).select('id').single();
      if (error) throw new Error(`storing the enquiry failed: ${error.code} ${error.message}`);
      await deliverEnquiry(deps, enquiry, data.id);
      return jsonResponse(200, { success: true, id: data.id });
    } catch (error) {
      return unexpectedFailure(language, 'send-contact-email', error);
    }
  };
}
