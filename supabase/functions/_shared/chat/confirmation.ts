import type { FunctionConfig } from '../config.ts';
import { CHAT_RATE_LIMITS } from '../contract/chat.ts';
import type { Language } from '../contract/language.ts';
import { chatPagePaths } from '../contract/site-links.ts';
import type { ServiceClient } from '../database.ts';
import type { EmailTransport } from '../email/message.ts';
import { chatAddressConfirmation } from '../email/templates/chat.ts';
import { errorText } from '../submission.ts';
import { hashToken, newConversationToken } from './access.ts';

// A transcript holds text the visitor wrote, and anyone can type any address into the chat, so a
// transcript goes only to an address that confirmed it: a short e-mail without any visitor text and
// a link, as the newsletter's double opt-in. Only the link token's SHA-256 is stored.

export interface ChatMailDeps {
  config: FunctionConfig;
  db: ServiceClient;
  transport: EmailTransport;
}

export type AddressRequestOutcome = 'confirmed' | 'confirmation-sent' | 'awaiting-confirmation' | 'failed';

/** The key the confirmation e-mails to one address are counted under. */
export const confirmationRateKey = (email: string) => `chat-confirm:email:${email.toLowerCase()}`;

/** The site's confirmation page in the visitor's language, which POSTs the token to confirm-chat-email. */
export const chatConfirmUrl = (config: FunctionConfig, language: Language, token: string) =>
  `${config.siteUrl}${chatPagePaths.confirm[language]}?token=${encodeURIComponent(token)}`;

/** Whether `email` (any case) has confirmed it receives transcripts. Throws when the database cannot answer. */
export async function isConfirmedAddress(db: ServiceClient, email: string): Promise<boolean> {
  const { data, error } = await db
    .from('chat_transcript_addresses')
    .select('confirmed_at')
    .eq('email', email.toLowerCase())
    .maybeSingle();
  if (error) throw new Error(`reading the transcript address failed: ${error.code} ${error.message}`);
  return Boolean(data?.confirmed_at);
}

/**
 * 'confirmed' when the address confirmed earlier; otherwise e-mails a new confirmation link
 * ('confirmation-sent'), unless the address had its share of them lately ('awaiting-confirmation':
 * the earlier link keeps working). 'failed' when the e-mail or the database failed. Never throws.
 */
export async function requestTranscriptAddress(
  deps: ChatMailDeps,
  email: string,
  language: Language,
): Promise<AddressRequestOutcome> {
  const address = email.trim().toLowerCase();
  try {
    if (await isConfirmedAddress(deps.db, address)) return 'confirmed';
    const limit = CHAT_RATE_LIMITS.confirmationEmail;
    const { data: wait, error: limitError } = await deps.db.rpc('rate_limit_hit', {
      p_keys: [confirmationRateKey(address)],
      p_limit: limit.hits,
      p_window_seconds: limit.windowSeconds,
    });
    // Unlike an enquiry, nothing is lost by waiting: when the limit cannot be checked, no e-mail goes.
    if (limitError) throw new Error(`checking the rate limit failed: ${limitError.message}`);
    if (typeof wait === 'number' && wait > 0) return 'awaiting-confirmation';

    // A new token replaces the previous one, so only the latest e-mail's link confirms.
    const token = newConversationToken();
    const { error: storeError } = await deps.db.from('chat_transcript_addresses').upsert(
      {
        email: address,
        language,
        confirmation_token_hash: await hashToken(token),
        confirmation_sent_at: new Date().toISOString(),
      },
      { onConflict: 'email' },
    );
    if (storeError) throw new Error(`storing the address failed: ${storeError.code} ${storeError.message}`);
    await deps.transport.send({
      from: deps.config.emailFrom,
      to: [address],
      ...chatAddressConfirmation(language, chatConfirmUrl(deps.config, language, token)),
    });
    return 'confirmation-sent';
  } catch (error) {
    console.error('chat transcript address: confirmation failed', errorText(error));
    return 'failed';
  }
}
