import type { FunctionConfig } from './config.ts';
import type { Database } from './contract/database.types.ts';
import { amsterdamToday } from './contract/enquiry/fields.ts';
import { enquiryRequestSchema, type EnquiryRequest } from './contract/enquiry/schema.ts';
import type { ServiceClient } from './database.ts';
import type { EmailTransport } from './email/message.ts';
import { companyNotification, visitorConfirmation } from './email/templates/enquiry.ts';
import { enquirySettings } from './enquiry-settings.ts';
import { errorText } from './submission.ts';

// An enquiry as a stored row and back, and the delivery of its two e-mails (the notification to the
// company, the confirmation to the visitor) with the outcome written on the row. send-contact-email
// delivers both right after storing; resend-enquiry-email delivers again what did not go out.

export interface EnquiryDeliveryDeps {
  config: FunctionConfig;
  db: ServiceClient;
  transport: EmailTransport;
}

type EnquiryInsert = Database['public']['Tables']['enquiries']['Insert'];
export type EnquiryRow = Database['public']['Tables']['enquiries']['Row'];

export function toRow(enquiry: EnquiryRequest): EnquiryInsert {
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

/**
 * The request a stored row was made from, checked by the schema it passed then: as of the day it
 * arrived, so a date that was ahead then is still accepted.
 */
export function fromRow(row: EnquiryRow): EnquiryRequest {
  const additionalData = {
    date: row.date,
    location: row.location,
    attendees: row.attendees,
    budget: row.budget,
    weight: row.weight,
    experience: row.experience,
    medicalInfo: row.medical_info,
    companyName: row.company_name,
    eventType: row.event_type,
    specialRequests: row.special_requests,
  };
  const request = {
    formType: row.form_type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    language: row.language,
    page: row.source_path,
    ...(row.form_type === 'contact' ? {} : { additionalData }),
  };
  const receivedOn = amsterdamToday(new Date(row.created_at));
  return enquiryRequestSchema('en', { today: () => receivedOn }).parse(request);
}

export type EnquiryMessage = 'company' | 'visitor';

/**
 * Sends `messages` (a message left out went out before) and writes the outcome on the row: each
 * message's own status, the overall one (sent once both have gone out) and this attempt's errors.
 * Never throws.
 */
export async function deliverEnquiry(
  deps: EnquiryDeliveryDeps,
  enquiry: EnquiryRequest,
  id: string,
  messages: readonly EnquiryMessage[] = ['company', 'visitor'],
): Promise<void> {
  const { recipients, replyHours } = await enquirySettings(deps.db, deps.config);
  const send = (message: EnquiryMessage) =>
    message === 'company'
      ? deps.transport.send({
          from: deps.config.emailFrom,
          to: recipients,
          replyTo: enquiry.email,
          ...companyNotification(enquiry, id, deps.config.siteUrl, replyHours),
        })
      : deps.transport.send({
          from: deps.config.emailFrom,
          to: [enquiry.email],
          replyTo: recipients[0],
          ...visitorConfirmation(enquiry, replyHours),
        });
  const results = await Promise.allSettled(messages.map(send));
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected' ? [`${messages[index]}: ${errorText(result.reason)}`] : [],
  );
  const statusOf = (message: EnquiryMessage) => {
    const index = messages.indexOf(message);
    return index < 0 || results[index]?.status === 'fulfilled' ? 'sent' : 'failed';
  };
  const company = statusOf('company');
  const visitor = statusOf('visitor');
  const allSent = company === 'sent' && visitor === 'sent';
  if (failures.length > 0) console.error(`enquiry ${id}: e-mail failed`, failures.join('; '));
  const { error } = await deps.db
    .from('enquiries')
    .update({
      company_email_status: company,
      visitor_email_status: visitor,
      email_status: allSent ? 'sent' : 'failed',
      email_error: failures.length === 0 ? null : errorText(failures.join('; ')),
      ...(allSent ? { email_sent_at: new Date().toISOString() } : {}),
    })
    .eq('id', id);
  if (error) console.error(`enquiry ${id}: recording the e-mail status failed`, error.message);
}
