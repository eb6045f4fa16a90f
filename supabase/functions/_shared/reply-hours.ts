import { business } from './contract/business.ts';
import { SETTING_KEYS, replyHoursSchema } from './contract/settings.ts';
import type { ServiceClient } from './database.ts';

// The answer time the e-mails promise: what admins set in the back office (`contact.reply_hours`),
// or the business fact while it is unset or cannot be read, so an e-mail never goes out without it.

export async function replyHours(db: ServiceClient): Promise<number> {
  const { data, error } = await db
    .from('site_settings')
    .select('value')
    .eq('key', SETTING_KEYS.replyHours)
    .maybeSingle();
  if (error) console.error('reading the reply hours failed; using the business fact', error.message);
  const stored = replyHoursSchema('en').safeParse(data?.value);
  return stored.success ? stored.data : business.replyWithinHours;
}
