import type { FunctionConfig } from './config.ts';
import { business } from './contract/business.ts';
import { SETTING_KEYS, enquiryRecipientsSchema, replyHoursSchema } from './contract/settings.ts';
import type { ServiceClient } from './database.ts';

// What the enquiry e-mails take from the back office, read in one request: who receives the
// company's copy (else EMAIL_TO) and the answer time they promise (else the business fact). A
// setting that is unset, malformed or unreadable falls back, so an e-mail always goes out.

export interface EnquirySettings {
  recipients: string[];
  replyHours: number;
}

export async function enquirySettings(db: ServiceClient, config: FunctionConfig): Promise<EnquirySettings> {
  const { data, error } = await db
    .from('site_settings')
    .select('key, value')
    .in('key', [SETTING_KEYS.enquiryRecipients, SETTING_KEYS.replyHours]);
  if (error) console.error('reading the enquiry settings failed; using the fallbacks', error.message);
  const stored = (key: string) => data?.find((row) => row.key === key)?.value;
  const recipients = enquiryRecipientsSchema('en').safeParse(stored(SETTING_KEYS.enquiryRecipients));
  const hours = replyHoursSchema('en').safeParse(stored(SETTING_KEYS.replyHours));
  return {
    recipients: recipients.success ? recipients.data : [config.emailTo],
    replyHours: hours.success ? hours.data : business.replyWithinHours,
  };
}
