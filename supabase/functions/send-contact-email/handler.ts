import type { FunctionConfig } from '../_shared/config.ts';
import type { Database } from '../_shared/contract/database.types.ts';
import {
  enquiryRequestSchema,
  requestLanguage,
  type EnquiryRequest,
} from '../_shared/contract/enquiry/schema.ts';
import type { ServiceClient } from '../_shared/database.ts';
import { enquiryRecipients } from '../_shared/enquiry-recipients.ts';
import type { EmailTransport } from '../_shared/email/message.ts';
import { companyNotification, visitorConfirmation } from '../_shared/email/templates/enquiry.ts';
import { honeypotFilled, jsonResponse, methodNotAllowed, preflight, readJsonBody } from '../_shared/http.ts';
import {
  errorText,
  rateLimitFailure,
  securityFailure,
  unexpectedFailure,
  validationFailure,
} from '../_shared/submission.ts';

// send-contact-email: validates an enquiry, stores it, then e-mails the company and the visitor and
// records how that went. Once stored the visitor hears "success" whatever happens to the e-mail.

export interface SendContactEmailDeps {
  config: FunctionConfig;
  db: ServiceClient;
  transport: EmailTransport;
  /** Today as YYYY-MM-DD (Europe/Amsterdam unless a test fixes it). */
  today?: () => string;
}

type EnquiryInsert = Database['public']['Tables']['enquiries']['Insert'];

function toRow(enquiry: EnquiryRequest): EnquiryInsert {
  const extra = enquiry.formType === 'contact' ? {} : (enquiry.additionalData ?? {});
  return {
    form_type: enquiry.formType,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone ?? null,
    service: enquiry.service ?? null,
    message: enquiry.message ?? '',
    date: extra.date ?? null,
    location: extra.location ?? null,
    attendees: extra.attendees ?? null,
    budget: extra.budget ?? null,
    weight: extra.weight ?? null,
    experience: extra.experience ?? null,
    medical_info: extra.medicalInfo ?? null,
    company_name: extra.companyName ?? null,
    event_type: extra.eventType ?? null,
    special_requests: extra.specialRequests ?? null,
    language: enquiry.language ?? 'en',
    source_path: enquiry.page ?? null,
    email_status: 'pending',
  };
}

/** Sends both e-mails and writes the outcome on the row; never throws. */
async function deliver(deps: SendContactEmailDeps, enquiry: EnquiryRequest, id: string): Promise<void> {
  const company = companyNotification(enquiry, id, deps.config.siteUrl);
  const visitor = visitorConfirmation(enquiry);
  const recipients = await enquiryRecipients(deps.db, deps.config);
  const results = await Promise.allSettled([
    deps.transport.send({
      from: deps.config.emailFrom,
      to: recipients,
      replyTo: enquiry.email,
      ...company,
    }),
    deps.transport.send({
      from: deps.config.emailFrom,
      to: [enquiry.email],
      replyTo: recipients[0],
      ...visitor,
    }),
  ]);
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected'
      ? [`${index === 0 ? 'company' : 'visitor'}: ${errorText(result.reason)}`]
      : [],
  );
  if (failures.length > 0) console.error(`enquiry ${id}: e-mail failed`, failures.join('; '));
  const { error } = await deps.db
    .from('enquiries')
    .update(
      failures.length === 0
        ? { email_status: 'sent', email_error: null }
        : { email_status: 'failed', email_error: errorText(failures.join('; ')) },
    )
    .eq('id', id);
  if (error) console.error(`enquiry ${id}: recording the e-mail status failed`, error.message);
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
      await deliver(deps, enquiry, data.id);
      return jsonResponse(200, { success: true, id: data.id });
    } catch (error) {
      return unexpectedFailure(language, 'send-contact-email', error);
    }
  };
}
