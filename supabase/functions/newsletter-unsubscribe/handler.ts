import type { FunctionConfig } from '../_shared/config.ts';
import type { ServiceClient } from '../_shared/database.ts';
import { jsonResponse, methodNotAllowed, preflight, readJsonBody } from '../_shared/http.ts';
import {
  newsletterSigningSecret,
  unsubscribePageUrl,
  UUID_PATTERN,
  verifyUnsubscribeToken,
} from '../_shared/newsletter.ts';

// newsletter-unsubscribe: the signed link in every newsletter e-mail. The site's unsubscribe page
// POSTs `{ id, token }` as JSON; mail clients POST the List-Unsubscribe header's URL, which holds
// them, with the body `List-Unsubscribe=One-Click` (RFC 8058). A GET is a mail client that opens
// that URL instead: it goes to the site's page, because following a link must not unsubscribe.

export interface NewsletterUnsubscribeDeps {
  config: FunctionConfig;
  db: ServiceClient;
}

const INVALID = 'This unsubscribe link is incomplete or has been altered.';
const FAILED = 'Unsubscribing failed. Please try again in a moment.';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The subscriber id and signature: from the JSON body of the site's page, else from the address. */
async function linkOf(request: Request): Promise<{ id: string; token: string } | Response> {
  const params = new URL(request.url).searchParams;
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return { id: params.get('id') ?? '', token: params.get('token') ?? '' };
  }
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const body = (typeof read.body === 'object' && read.body) || {};
  return { id: text((body as { id?: unknown }).id), token: text((body as { token?: unknown }).token) };
}

export function createNewsletterUnsubscribe(
  deps: NewsletterUnsubscribeDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method === 'GET') {
      const params = new URL(request.url).searchParams;
      const query = new URLSearchParams({ id: params.get('id') ?? '', token: params.get('token') ?? '' });
      const page = unsubscribePageUrl(
        deps.config,
        params.get('lang') === 'nl' ? 'nl' : 'en',
        query.toString(),
      );
      return new Response(null, { status: 303, headers: { Location: page } });
    }
    if (request.method !== 'POST') return methodNotAllowed('GET, POST, OPTIONS');
    const signing = newsletterSigningSecret(deps.config);
    if (!signing.ok) return signing.response;
    const link = await linkOf(request);
    if (link instanceof Response) return link;
    const { id, token } = link;
    if (!UUID_PATTERN.test(id) || !(await verifyUnsubscribeToken(signing.secret, id, token))) {
      return jsonResponse(400, { success: false, error: INVALID });
    }
    try {
      // Whether the row is there or not (an erasure request removed it), nothing is sent to the
      // address any more, so both are a success.
      const { error } = await deps.db
        .from('newsletter_subscribers')
        .update({ unsubscribed_at: new Date().toISOString() })
        .eq('id', id)
        .is('unsubscribed_at', null);
      if (error) throw new Error(`unsubscribing failed: ${error.message}`);
      return jsonResponse(200, { success: true });
    } catch (error) {
      console.error('newsletter-unsubscribe failed', error);
      return jsonResponse(500, { success: false, error: FAILED });
    }
  };
}
