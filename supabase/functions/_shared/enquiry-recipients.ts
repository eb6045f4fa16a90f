import type { FunctionConfig } from './config.ts';
import type { ServiceClient } from './database.ts';

// Who receives the company's copy of an enquiry: the addresses admins set in the back office
// (`notifications.enquiry_recipients`), or EMAIL_TO while none are set or the setting cannot be read.

export const ENQUIRY_RECIPIENTS_KEY = 'notifications.enquiry_recipients';

const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The valid addresses of a stored setting value; anything else in it is ignored. */
export function recipientsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const addresses = value.filter(
    (item): item is string => typeof item === 'string' && ADDRESS.test(item.trim()),
  );
  return [...new Set(addresses.map((address) => address.trim()))];
}

export async function enquiryRecipients(db: ServiceClient, config: FunctionConfig): Promise<string[]> {
  const { data, error } = await db
    .from('site_settings')
    .select('value')
    .eq('key', ENQUIRY_RECIPIENTS_KEY)
    .maybeSingle();
  if (error) console.error('reading the enquiry recipients failed; using EMAIL_TO', error.message);
  const chosen = recipientsOf(data?.value);
  return chosen.length > 0 ? chosen : [config.emailTo];
}
