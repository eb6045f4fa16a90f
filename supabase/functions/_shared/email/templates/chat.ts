import { AMSTERDAM_TIME_ZONE } from '../../contract/amsterdam-time.ts';
import { business } from '../../contract/business.ts';
import { LOCALES, type Language } from '../../contract/language.ts';
import { escapeHtml, escapeMultiline, footerText, htmlDocument, type RenderedEmail } from './layout.ts';

// The chat assistant's e-mails: the confirmation of a transcript address (no visitor-written text
// at all, not even the name: anyone can type any address into the chat), the transcript for the
// visitor in their language, and the company's copy in English.

export interface TranscriptMessage {
  role: 'user' | 'assistant';
  content: string;
  /** ISO timestamp. */
  createdAt: string;
}

export interface TranscriptConversation {
  id: string;
  language: Language;
  customerName: string | null;
  customerEmail: string;
  closedBy: 'user' | 'inactivity' | null;
  messages: TranscriptMessage[];
}

const CONFIRM = {
  en: {
    subject: `Confirm your e-mail address for chat transcripts – ${business.name}`,
    intro: `Someone asked for the transcript of a chat on the ${business.name} website to be sent to this address.`,
    action: 'Confirm your address and we will send you the transcript:',
    button: 'Confirm my address',
    ignore: 'Did not chat with us? Then ignore this e-mail: without confirmation you receive nothing.',
  },
  nl: {
    subject: `Bevestig je e-mailadres voor chatgesprekken – ${business.name}`,
    intro: `Iemand heeft gevraagd een chatgesprek op de website van ${business.name} naar dit adres te sturen.`,
    action: 'Bevestig je adres, dan sturen we je het gesprek toe:',
    button: 'Adres bevestigen',
    ignore: 'Heb je niet met ons gechat? Negeer deze e-mail dan: zonder bevestiging ontvang je niets.',
  },
} as const;

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b3d91;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

export function chatAddressConfirmation(language: Language, confirmUrl: string): RenderedEmail {
  const copy = CONFIRM[language];
  const html = htmlDocument(
    language,
    copy.subject,
    `<p>${escapeHtml(copy.intro)}</p>
<p>${escapeHtml(copy.action)}</p>
${button(confirmUrl, copy.button)}
<p style="font-size:13px;color:#5a6478">${escapeHtml(copy.ignore)}</p>`,
  );
  const text = [copy.intro, '', copy.action, confirmUrl, '', copy.ignore, '', footerText(language)].join(
    '\n',
  );
  return { subject: copy.subject, html, text };
}

const TRANSCRIPT = {
  en: {
    subject: `Your chat with ${business.name}`,
    greeting: (name: string | null) => (name ? `Hi ${name},` : 'Hi,'),
    intro: 'Here is your conversation with our chat assistant, as promised.',
    you: 'You',
    assistant: 'Assistant',
    follow: 'Want to take the next step? Reply to this e-mail, or call us on',
    zone: 'Amsterdam time',
  },
  nl: {
    subject: `Je chatgesprek met ${business.name}`,
    greeting: (name: string | null) => (name ? `Hoi ${name},` : 'Hoi,'),
    intro: 'Hier is je gesprek met onze chatassistent, zoals beloofd.',
    you: 'Jij',
    assistant: 'Assistent',
    follow: 'Wil je verder? Beantwoord deze e-mail of bel ons op',
    zone: 'Nederlandse tijd',
  },
} as const;

/** `25 Nov 2026, 14:03` in Amsterdam time, in the reader's language. */
export function amsterdamDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: AMSTERDAM_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

// Replies link to the site's own pages as `[label](/path)`; only paths on the site become links.
const SITE_LINK = /\[([^\]\n]{1,200})\]\((\/[^\s)]{0,300})\)/g;

function linkedText(content: string, siteUrl: string): string {
  return content.replace(SITE_LINK, (_, label: string, path: string) => `${label} (${siteUrl}${path})`);
}

function linkedHtml(content: string, siteUrl: string): string {
  let html = '';
  let last = 0;
  for (const match of content.matchAll(SITE_LINK)) {
    const [whole, label = '', path = ''] = match;
    html += escapeMultiline(content.slice(last, match.index));
    html += `<a href="${escapeHtml(`${siteUrl}${path}`)}">${escapeHtml(label)}</a>`;
    last = match.index + whole.length;
  }
  return html + escapeMultiline(content.slice(last));
}

function transcriptLines(
  conversation: TranscriptConversation,
  language: Language,
  siteUrl: string,
  speakers: { you: string; assistant: string },
): { text: string; html: string } {
  const text = conversation.messages
    .map(
      (message) =>
        `[${amsterdamDateTime(message.createdAt, language)}] ${message.role === 'user' ? speakers.you : speakers.assistant}:\n${
          message.role === 'assistant' ? linkedText(message.content, siteUrl) : message.content
        }`,
    )
    .join('\n\n');
  const html = conversation.messages
    .map((message) => {
      const speaker = message.role === 'user' ? speakers.you : speakers.assistant;
      const body =
        message.role === 'assistant'
          ? linkedHtml(message.content, siteUrl)
          : escapeMultiline(message.content);
      const background = message.role === 'user' ? '#e8eef9' : '#f4f6fa';
      return `<div style="margin:0 0 12px;padding:10px 12px;border-radius:6px;background:${background}">
<p style="margin:0 0 4px;font-size:13px;color:#5a6478"><strong>${escapeHtml(speaker)}</strong> · ${escapeHtml(amsterdamDateTime(message.createdAt, language))}</p>
<p style="margin:0">${body}</p>
</div>`;
    })
    .join('\n');
  return { text, html };
}

/** The transcript for the visitor, in the conversation's language. */
export function chatTranscript(conversation: TranscriptConversation, siteUrl: string): RenderedEmail {
  const language = conversation.language;
  const copy = TRANSCRIPT[language];
  const lines = transcriptLines(conversation, language, siteUrl, copy);
  const phone = business.phone;
  const html = htmlDocument(
    language,
    copy.subject,
    `<p>${escapeHtml(copy.greeting(conversation.customerName))}</p>
<p>${escapeHtml(copy.intro)} <span style="color:#5a6478">(${escapeHtml(copy.zone)})</span></p>
${lines.html}
<p>${escapeHtml(copy.follow)} <a href="tel:${phone.e164}">${escapeHtml(phone.display)}</a>.</p>`,
  );
  const text = [
    copy.greeting(conversation.customerName),
    '',
    `${copy.intro} (${copy.zone})`,
    '',
    lines.text,
    '',
    `${copy.follow} ${phone.display.replace(/\u00a0/g, ' ')}.`,
    '',
    footerText(language),
  ].join('\n');
  return { subject: copy.subject, html, text };
}

const CLOSED_BY = { user: 'the visitor', inactivity: 'inactivity' } as const;

/** The company's copy, in English; its subject carries no visitor text, only the reference. */
export function chatTranscriptCopy(conversation: TranscriptConversation, siteUrl: string): RenderedEmail {
  const subject = `Chat transcript #${conversation.id.slice(0, 8)}`;
  const adminUrl = `${siteUrl}/chat-management/${conversation.id}`;
  const lines = transcriptLines(conversation, 'en', siteUrl, { you: 'Visitor', assistant: 'Assistant' });
  const details: [string, string][] = [
    ['Name', conversation.customerName ?? ''],
    ['E-mail', conversation.customerEmail],
    ['Language', conversation.language === 'nl' ? 'Dutch' : 'English'],
    ['Closed by', conversation.closedBy ? CLOSED_BY[conversation.closedBy] : ''],
    ['Messages', String(conversation.messages.length)],
  ];
  const filled = details.filter(([, value]) => value !== '');
  const html = htmlDocument(
    'en',
    subject,
    `<h1 style="font-size:20px;margin:0 0 16px">Chat transcript</h1>
<table style="border-collapse:collapse;font-size:14px">
${filled.map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="font-size:13px;color:#5a6478">Times are Amsterdam time.</p>
${lines.html}
<p><a href="${escapeHtml(adminUrl)}">Open this conversation in the back office</a></p>`,
  );
  const text = [
    'Chat transcript',
    '',
    ...filled.map(([label, value]) => `${label}: ${value}`),
    '',
    'Times are Amsterdam time.',
    '',
    lines.text,
    '',
    `Open this conversation in the back office: ${adminUrl}`,
  ].join('\n');
  return { subject, html, text };
}
