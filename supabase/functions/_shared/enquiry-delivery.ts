import type { FunctionConfig } from './config.ts';
import { amsterdamToday } from './contract/amsterdam-time.ts';
import type { Database } from './contract/database.types.ts';
import { enquiryRequestSchema, type EnquiryRequest } from './contract/enquiry/schema.ts';
import type { ServiceClient } from './database.ts';
import type { EmailTransport } from './email/message.ts';
import { companyNotification, visitorConfirmation } from './email/templates/enquiry.ts';
import { enquirySettings } from './enquiry-settings.ts';
import { takeRecipientSlot } from './recipient-limit.ts';
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
    // The schema lets medical details through only with the visitor's consent: when it was given.
    medical_consent_at: extra.medicalInfo && extra.medicalConsent ? new Date().toISOString() : null,
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
    medicalConsent: row.medical_consent_at !== null,
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

/** A message's recorded outcome; 'skipped' is the visitor's confirmation over its address's limit. */
type MessageStatus = 'sent' | 'failed' | 'skipped';

type MessageStatuses = Pick<EnquiryRow, 'company_email_status' | 'visitor_email_status'>;

/** The messages still to go out: neither sent nor deliberately skipped. */
export const unsentMessages = (row: MessageStatuses): EnquiryMessage[] =>
  (['company', 'visitor'] as const).filter(
    (message) => !['sent', 'skipped'].includes(row[`${message}_email_status`]),
  );

interface Delivered {
  status: MessageStatus;
  /** Why it failed, for email_error. */
  error?: string;
}

const settle = (sending: Promise<unknown>): Promise<Delivered> =>
  sending.then(
    () => ({ status: 'sent' }),
    (error: unknown) => ({ status: 'failed', error: errorText(error) }),
  );

/**
 * The visitor's confirmation, within its address's daily share (`RECIPIENT_LIMITS`): over it the
 * mail is skipped, and when the limit cannot be checked it counts as failed, for the retry.
 */
async function deliverConfirmation(deps: EnquiryDeliveryDeps, send: () => Promise<unknown>, to: string) {
  const slot = await takeRecipientSlot(deps.db, to, 'enquiry-confirmation');
  if (!slot.taken)
    return slot.reason === 'limit'
      ? ({ status: 'skipped' } as const)
      : { status: 'failed' as const, error: `the recipient limit could not be checked: ${slot.detail}` };
  const delivered = await settle(send());
  if (delivered.status === 'failed') await slot.release();
  return delivered;
}

/**
 * Sends `messages` (a message left out went out before) and writes the outcome on the row: each
 * message's own status, the overall one (sent once both have gone out, or the visitor's was skipped)
 * and this attempt's errors. Never throws.
 */
export async function deliverEnquiry(
  deps: EnquiryDeliveryDeps,
  enquiry: EnquiryRequest,
  id: string,
  messages: readonly EnquiryMessage[] = ['company', 'visitor'],
): Promise<void> {
  const { recipients, replyHours } = await enquirySettings(deps.db, deps.config);
  const send = (message: EnquiryMessage): Promise<Delivered> =>
    message === 'company'
      ? settle(
          deps.transport.send({
            from: deps.config.emailFrom,
            to: recipients,
            replyTo: enquiry.email,
            idempotencyKey: `enquiry-company/${id}`,
            ...companyNotification(enquiry, id, deps.config.siteUrl, replyHours),
          }),
        )
      : deliverConfirmation(
          deps,
          () =>
            deps.transport.send({
              from: deps.config.emailFrom,
              to: [enquiry.email],
              replyTo: recipients[0],
              idempotencyKey: `enquiry-visitor/${id}`,
              ...visitorConfirmation(enquiry, replyHours),
            }),
          enquiry.email,
        );
  const results = await Promise.all(messages.map(send));
  const failures = results.flatMap((result, index) =>
    result.status === 'failed' ? [`${messages[index]}: ${result.error}`] : [],
  );
  const statusOf = (message: EnquiryMessage): MessageStatus =>
    results[messages.indexOf(message)]?.status ?? 'sent';
  const company = statusOf('company');
  const visitor = statusOf('visitor');
  const allSent = company === 'sent' && visitor !== 'failed';
  if (failures.length > 0) console.error(`enquiry ${id}: e-mail failed`, failures.join('; '));
  const { error } = await deps.db
    .from('enquiries')
    .update({
      ...(messages.includes('company') ? { company_email_status: company } : {}),
      ...(messages.includes('visitor') ? { visitor_email_status: visitor } : {}),
      email_status: allSent ? 'sent' : 'failed',
      email_error: failures.length === 0 ? null : errorText(failures.join('; ')),
      ...(allSent ? { email_sent_at: new Date().toISOString() } : {}),
    })
    .eq('id', id);
  if (error) console.error(`enquiry ${id}: recording the e-mail status failed`, error.message);
}
