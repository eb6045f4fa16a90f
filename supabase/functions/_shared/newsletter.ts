import { business } from '../../../src/content/business.ts';
import type { FunctionConfig } from './config.ts';
import type { Language } from './enquiry/options.ts';
import { escapeHtml } from './email/templates/layout.ts';

// What the three newsletter functions share: signed unsubscribe links, the confirm link, and the
// small pages a subscriber sees after following one.

const encoder = new TextEncoder();

function base64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(value)) return undefined;
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

/** HMAC-SHA256 of the subscriber id: the unsubscribe link works without any stored token. */
export async function unsubscribeToken(secret: string, subscriberId: string): Promise<string> {
  return base64Url(
    await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`unsubscribe:${subscriberId}`)),
  );
}

export async function verifyUnsubscribeToken(
  secret: string,
  subscriberId: string,
  token: string,
): Promise<boolean> {
  const signature = fromBase64Url(token);
  if (!signature) return false;
  // crypto.subtle.verify compares in constant time.
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signature,
    encoder.encode(`unsubscribe:${subscriberId}`),
  );
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const confirmUrl = (config: FunctionConfig, token: string) =>
  `${config.functionsUrl}/newsletter-confirm?token=${encodeURIComponent(token)}`;

export async function unsubscribeUrl(config: FunctionConfig, subscriberId: string): Promise<string> {
  const token = await unsubscribeToken(config.newsletterSecret, subscriberId);
  return `${config.functionsUrl}/newsletter-unsubscribe?id=${encodeURIComponent(subscriberId)}&token=${token}`;
}

/** The List-Unsubscribe headers (RFC 2369, one-click per RFC 8058) every newsletter e-mail carries. */
export const listUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export interface PageCopy {
  title: string;
  body: string;
}

/** A small page in both languages, the subscriber's own first, with a way back to the site. */
export function resultPage(first: Language, copy: Record<Language, PageCopy>): string {
  const order: Language[] = first === 'nl' ? ['nl', 'en'] : ['en', 'nl'];
  const home = { en: `${business.siteUrl}/`, nl: `${business.siteUrl}/nl` };
  const back = { en: `Back to ${business.name}`, nl: `Terug naar ${business.name}` };
  const sections = order
    .map(
      (language) => `<section lang="${language}">
<h1>${escapeHtml(copy[language].title)}</h1>
<p>${escapeHtml(copy[language].body)}</p>
<p><a href="${home[language]}">${escapeHtml(back[language])}</a></p>
</section>`,
    )
    .join('\n<hr>\n');
  return `<!doctype html>
<html lang="${first}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(copy[first].title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1a2233;line-height:1.5}hr{border:none;border-top:1px solid #dde3ee;margin:24px 0}a{color:#0b3d91}</style></head>
<body>
${sections}
</body>
</html>`;
}
