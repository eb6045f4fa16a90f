import { business } from '../../contract/business.ts';
import { SERVICE_LABELS, type FormType, type Service } from '../../contract/enquiry/options.ts';
import type { EnquiryRequest } from '../../contract/enquiry/schema.ts';
import type { Language } from '../../contract/language.ts';
import {
  escapeHtml,
  escapeMultiline,
  footerText,
  htmlDocument,
  phoneText,
  type RenderedEmail,
} from './layout.ts';

// The two e-mails of an enquiry: the notification to the company inbox and the confirmation to
// the visitor in their language. Every user-supplied value is escaped in the HTML part.

const REQUEST_NAMES: Record<Language, Record<FormType, string>> = {
  en: { contact: 'message', demo: 'demo request', tandem: 'tandem request', corporate: 'corporate request' },
  nl: {
    contact: 'bericht',
    demo: 'demo-aanvraag',
    tandem: 'tandemaanvraag',
    corporate: 'zakelijke aanvraag',
  },
};

/** Label and value of every field the visitor filled in, in form order. */
function filledFields(enquiry: EnquiryRequest): [string, string][] {
  const extra = enquiry.formType === 'contact' ? {} : (enquiry.additionalData ?? {});
  const rows: [string, string | number | undefined][] = [
    ['Form', enquiry.formType],
    ['Name', enquiry.name],
    ['E-mail', enquiry.email],
    ['Phone', enquiry.phone],
    [
      'Service',
      enquiry.service ? `${SERVICE_LABELS.en[enquiry.service as Service]} (${enquiry.service})` : undefined,
    ],
    ['Company', extra.companyName],
    ['Type', extra.eventType],
    ['Date', extra.date],
    ['Location', extra.location],
    ['Attendees', extra.attendees],
    ['Budget', extra.budget],
    ['Weight (kg)', extra.weight],
    ['Experience', extra.experience],
    // Health data stays in the back office, behind two-factor sign-in, not in a mailbox.
    ['Medical information', extra.medicalInfo && 'given with consent; read it in the back office'],
    ['Special requests', extra.specialRequests],
    ['Message', enquiry.message],
    ['Language', enquiry.language === 'nl' ? 'Dutch' : 'English'],
    ['Sent from page', enquiry.page],
  ];
  return rows
    .filter((row): row is [string, string | number] => row[1] !== undefined && row[1] !== '')
    .map(([label, value]) => [label, String(value)]);
}

/** `replyHours`: what the back office promises (`contact.reply_hours`), the business fact without it. */
export function companyNotification(
  enquiry: EnquiryRequest,
  id: string,
  siteUrl: string,
  replyHours: number = business.replyWithinHours,
): RenderedEmail {
  const adminUrl = `${siteUrl}/admin/enquiries/${id}`;
  const fields = filledFields(enquiry);
  // The subject carries no visitor text: only the form type and the enquiry's reference.
  const subject = `New ${enquiry.formType} enquiry #${id.slice(0, 8)}`;
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeMultiline(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlDocument(
    'en',
    subject,
    `<h1 style="font-size:20px;margin:0 0 16px">New ${escapeHtml(enquiry.formType)} enquiry</h1>
<table style="border-collapse:collapse;font-size:14px">
${rows}
</table>
<p><a href="${escapeHtml(adminUrl)}">Open this enquiry in the back office</a></p>
<p style="font-size:13px;color:#5a6478">Reply to this e-mail to answer the visitor directly. We promised an answer within ${replyHours} hours.</p>`,
  );
  const text = [
    `New ${enquiry.formType} enquiry`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open it in the back office: ${adminUrl}`,
    `Reply to this e-mail to answer the visitor directly. We promised an answer within ${replyHours} hours.`,
  ].join('\n');
  return { subject, html, text };
}

// The visitor's confirmation goes to whatever address was typed into the form, which nobody has
// confirmed, so it carries nothing the visitor wrote (not even the name): only the kind of request,
// what happens next and the phone number. Otherwise anyone could make the company's domain mail
// chosen text to a stranger. The company's notification keeps everything.
const CONFIRMATION = {
  en: {
    subject: `We received your request – ${business.name}`,
    greeting: 'Hello,',
    received: (request: string) => `Thank you for your ${request}. It has reached our team.`,
    nextTitle: 'What happens next',
    next: (hours: number) => [
      `One of our team reads your request and answers within ${hours} hours, by e-mail or phone.`,
      'We check availability, weather options and what you need, and send you a tailored proposal (prices are on request).',
      'Once you agree, we confirm the date and send you everything you need to prepare.',
    ],
    urgent: 'In a hurry? Call us on',
    notYou: 'Did you not send this request? Then you can ignore this e-mail.',
    closing: 'Blue skies,',
  },
  nl: {
    subject: `We hebben je aanvraag ontvangen – ${business.name}`,
    greeting: 'Hallo,',
    received: (request: string) => `Bedankt voor je ${request}. Ons team heeft alles ontvangen.`,
    nextTitle: 'Zo gaat het verder',
    next: (hours: number) => [
      `Iemand van ons team leest je aanvraag en reageert binnen ${hours} uur, per e-mail of telefonisch.`,
      'We bekijken de beschikbaarheid, wat het weer toelaat en wat je nodig hebt, en sturen je een voorstel op maat (prijzen op aanvraag).',
      'Ga je akkoord, dan bevestigen we de datum en krijg je alles wat je nodig hebt om je voor te bereiden.',
    ],
    urgent: 'Heb je haast? Bel ons op',
    notYou: 'Heb je deze aanvraag niet verstuurd? Dan kun je deze e-mail negeren.',
    closing: 'Met vriendelijke groet,',
  },
} as const;

/** Only the request's kind and language: the type keeps every visitor-written field out. */
export type ConfirmationRequest = Pick<EnquiryRequest, 'formType' | 'language'>;

export function visitorConfirmation(
  enquiry: ConfirmationRequest,
  replyHours: number = business.replyWithinHours,
): RenderedEmail {
  const language: Language = enquiry.language ?? 'en';
  const copy = CONFIRMATION[language];
  const next = copy.next(replyHours);
  const request = REQUEST_NAMES[language][enquiry.formType];
  const html = htmlDocument(
    language,
    copy.subject,
    `<p>${copy.greeting}</p>
<p>${escapeHtml(copy.received(request))}</p>
<h2 style="font-size:17px;margin:20px 0 8px">${copy.nextTitle}</h2>
<ol>${next.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p>${copy.urgent} <a href="tel:${business.phone.e164}">${escapeHtml(business.phone.display)}</a>.</p>
<p style="font-size:13px;color:#5a6478">${escapeHtml(copy.notYou)}</p>
<p>${copy.closing}<br>${escapeHtml(business.name)}</p>`,
  );
  const text = [
    copy.greeting,
    '',
    copy.received(request),
    '',
    `${copy.nextTitle}:`,
    ...next.map((step, index) => `${index + 1}. ${step}`),
    '',
    `${copy.urgent} ${phoneText}.`,
    '',
    copy.notYou,
    '',
    copy.closing,
    '',
    footerText(language),
  ].join('\n');
  return { subject: copy.subject, html, text };
}
