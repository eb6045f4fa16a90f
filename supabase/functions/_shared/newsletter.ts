import type { FunctionConfig } from './config.ts';
import type { Language } from './contract/language.ts';
import { guidePaths, newsletterPagePaths } from './contract/site-links.ts';
import { errorResponse } from './http.ts';

// What the three newsletter functions share: signed unsubscribe links and the links to the site's
// confirm and unsubscribe pages and the guide.

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

export type SigningSecret = { ok: true; secret: string } | { ok: false; response: Response };

export const SECRET_MISSING = 'NEWSLETTER_SECRET_MISSING';

/**
 * The secret the newsletter's links are signed with. Without it the newsletter answers 503 rather
 * than sign with another key: a link signed now would break once the secret is set, and the
 * service role key must not double as one.
 */
export function newsletterSigningSecret(config: FunctionConfig): SigningSecret {
  if (config.newsletterSecret) return { ok: true, secret: config.newsletterSecret };
  console.error('newsletter: NEWSLETTER_SECRET is not set (or is the service role key); refusing to answer');
  return {
    ok: false,
    response: errorResponse(
      503,
      SECRET_MISSING,
      'The newsletter is not set up: set the secret NEWSLETTER_SECRET to a long random string of its own (supabase secrets set NEWSLETTER_SECRET=...).',
    ),
  };
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

/** The site's confirmation page in the subscriber's language, which posts the token back to newsletter-confirm. */
export const confirmUrl = (config: FunctionConfig, language: Language, token: string) =>
  `${config.siteUrl}${newsletterPagePaths.confirm[language]}?token=${encodeURIComponent(token)}`;

export interface UnsubscribeLinks {
  /** The site's page, for the link in the e-mail's text: it shows the outcome in the subscriber's language. */
  page: string;
  /** This function itself, for the List-Unsubscribe header: mail clients POST to it (RFC 8058). */
  oneClick: string;
}

export async function unsubscribeLinks(
  config: FunctionConfig,
  secret: string,
  subscriberId: string,
  language: Language,
): Promise<UnsubscribeLinks> {
  const token = await unsubscribeToken(secret, subscriberId);
  const query = `id=${encodeURIComponent(subscriberId)}&token=${token}`;
  return {
    page: unsubscribePageUrl(config, language, query),
    oneClick: `${config.functionsUrl}/newsletter-unsubscribe?${query}&lang=${language}`,
  };
}

export const unsubscribePageUrl = (config: FunctionConfig, language: Language, query: string) =>
  `${config.siteUrl}${newsletterPagePaths.unsubscribe[language]}?${query}`;

/** The free guide in the subscriber's language, on the site. */
export const guideUrl = (config: FunctionConfig, language: Language) =>
  `${config.siteUrl}${guidePaths[language]}`;

/** The List-Unsubscribe headers (RFC 2369, one-click per RFC 8058) every newsletter e-mail carries. */
export const listUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
