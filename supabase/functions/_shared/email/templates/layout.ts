import { business } from '../../contract/business.ts';
import type { Language } from '../../contract/language.ts';

// The frame every e-mail shares: escaped content, the business's contact details in the footer.

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Escaped text with its line breaks kept. */
export const escapeMultiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

// The phone number's non-breaking spaces read as plain spaces in plain text.
export const phoneText = business.phone.display.replace(/\u00a0/g, ' ');

const FOOTER = {
  en: 'Questions? Call us on',
  nl: 'Vragen? Bel ons op',
} satisfies Record<Language, string>;

export function footerText(language: Language): string {
  return `${business.name}\n${FOOTER[language]} ${phoneText} · ${business.email}\n${business.siteUrl}`;
}

/** A complete HTML document around already-escaped body HTML. */
export function htmlDocument(language: Language, title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1a2233;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${bodyHtml}
<hr style="border:none;border-top:1px solid #dde3ee;margin:24px 0">
<p style="font-size:13px;color:#5a6478">${escapeHtml(business.name)}<br>
${FOOTER[language]} <a href="tel:${business.phone.e164}">${escapeHtml(business.phone.display)}</a> ·
<a href="mailto:${business.email}">${business.email}</a><br>
<a href="${business.siteUrl}">${business.siteUrl.replace(/^https?:\/\//, '')}</a></p>
</div>
</body>
</html>`;
}
