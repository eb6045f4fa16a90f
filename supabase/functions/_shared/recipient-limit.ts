import type { ServiceClient } from './database.ts';

// Mails to an address nobody has confirmed, limited per address and kind, whoever sends the forms and
// from wherever: the submission limits count senders, these count what one stranger's inbox gets.

export const RECIPIENT_LIMITS = {
  /** The enquiry confirmation: beyond this the enquiry is stored and the company told, the visitor mail skipped. */
  'enquiry-confirmation': { mails: 3, windowSeconds: 86_400 },
  /** The newsletter's confirmation link: beyond this the earlier link keeps working, no new mail. */
  'newsletter-confirmation': { mails: 3, windowSeconds: 86_400 },
} as const;

export type RecipientMailKind = keyof typeof RECIPIENT_LIMITS;

export type RecipientSlot =
  | { taken: true; release: () => Promise<void> }
  | { taken: false; reason: 'limit' | 'unchecked'; detail?: string };

/**
 * Takes a slot for one mail of `kind` to `recipient`. A slot not taken says why: the address had its
 * share ('limit'), or the database could not tell ('unchecked', so nothing goes: the mail can wait).
 * `release` gives the slot back when the send then fails, so a failure does not use up the day.
 */
export async function takeRecipientSlot(
  db: ServiceClient,
  recipient: string,
  kind: RecipientMailKind,
): Promise<RecipientSlot> {
  const limit = RECIPIENT_LIMITS[kind];
  const { data, error } = await db.rpc('take_recipient_mail_slot', {
    p_recipient: recipient,
    p_kind: kind,
    p_limit: limit.mails,
    p_window_seconds: limit.windowSeconds,
  });
  if (error) return { taken: false, reason: 'unchecked', detail: error.message };
  // The generated type reads bigint as number; null is the function's "no slot".
  const id = data as number | string | null;
  if (id === null) return { taken: false, reason: 'limit' };
  return {
    taken: true,
    release: async () => {
      const { error: releaseError } = await db.from('recipient_mail_hits').delete().eq('id', Number(id));
      if (releaseError) console.error(`giving back a ${kind} mail slot failed`, releaseError.message);
    },
  };
}
