import { JUMP_STATUSES } from './jump-status.ts';
import type { Language } from './language.ts';
import { z } from './zod.ts';

// The settings admins edit in the back office (`public.site_settings`), one value shape per key.
// The site reads the public ones, the back office validates its forms with these schemas, the
// functions read the private ones, and the database checks the same shapes
// (`site_setting_value_valid`), so a value that passes here is one the table accepts.

export const SETTING_KEYS = {
  jumpStatus: 'jump.status',
  announcement: 'site.announcement',
  bookingEnabled: 'booking.enabled',
  chatEnabled: 'chat.enabled',
  replyHours: 'contact.reply_hours',
  enquiryRecipients: 'notifications.enquiry_recipients',
} as const;

export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** Whether anyone may read the key; the database refuses any other `is_public` for it. */
export const SETTING_IS_PUBLIC: Record<SettingKey, boolean> = {
  'jump.status': true,
  'site.announcement': true,
  'booking.enabled': true,
  'chat.enabled': true,
  'contact.reply_hours': true,
  'notifications.enquiry_recipients': false,
};

/** The keys the public site reads in the browser. */
export const LIVE_PUBLIC_KEYS = [
  SETTING_KEYS.jumpStatus,
  SETTING_KEYS.announcement,
  SETTING_KEYS.bookingEnabled,
  SETTING_KEYS.chatEnabled,
] as const;

export const SETTING_LIMITS = {
  jumpMessage: 160,
  announcementText: 200,
  link: 500,
  replyHours: { min: 1, max: 168 },
  recipients: { min: 1, max: 10 },
  address: 254,
} as const;

export interface SettingMessages {
  statusInvalid: string;
  messageMax: string;
  messagePair: string;
  textRequired: string;
  textMax: string;
  linkInvalid: string;
  startInvalid: string;
  endInvalid: string;
  endBeforeStart: string;
  replyHoursInvalid: string;
  recipientInvalid: (address: string) => string;
  recipientDuplicate: (address: string) => string;
  recipientsMin: string;
  recipientsMax: string;
  switchInvalid: string;
}

export const settingMessages: Record<Language, SettingMessages> = {
  en: {
    statusInvalid: 'Choose Go, On hold or No jumping today.',
    messageMax: `Keep the message to ${SETTING_LIMITS.jumpMessage} characters or fewer.`,
    messagePair: 'Write the message in both English and Dutch, or leave both empty.',
    textRequired: 'Write the announcement in this language.',
    textMax: `Keep the announcement to ${SETTING_LIMITS.announcementText} characters or fewer.`,
    linkInvalid: 'Enter a path on this site that starts with / (like /contact) or a full https:// address.',
    startInvalid: 'Enter the date and time the announcement starts.',
    endInvalid: 'Enter the date and time the announcement ends.',
    endBeforeStart: 'The end must come after the start.',
    replyHoursInvalid: `Enter a whole number of hours from ${SETTING_LIMITS.replyHours.min} to ${SETTING_LIMITS.replyHours.max}.`,
    recipientInvalid: (address) => `“${address}” is not an e-mail address. Correct it or remove it.`,
    recipientDuplicate: (address) => `${address} is in the list twice. Remove one.`,
    recipientsMin: 'Enter at least one e-mail address.',
    recipientsMax: `Enter at most ${SETTING_LIMITS.recipients.max} e-mail addresses.`,
    switchInvalid: 'Choose on or off.',
  },
  nl: {
    statusInvalid: 'Kies ‘Er wordt gesprongen’, ‘Even wachten’ of ‘Vandaag geen sprongen’.',
    messageMax: `Je bericht mag maximaal ${SETTING_LIMITS.jumpMessage} tekens lang zijn.`,
    messagePair: 'Schrijf het bericht in het Engels én in het Nederlands, of laat allebei leeg.',
    textRequired: 'Schrijf de mededeling ook in deze taal.',
    textMax: `De mededeling mag maximaal ${SETTING_LIMITS.announcementText} tekens lang zijn.`,
    linkInvalid:
      'Vul een pad op deze site in dat met / begint (zoals /nl/contact) of een volledig adres met https://.',
    startInvalid: 'Vul de datum en tijd in waarop de mededeling begint.',
    endInvalid: 'Vul de datum en tijd in waarop de mededeling stopt.',
    endBeforeStart: 'Het einde moet na het begin liggen.',
    replyHoursInvalid: `Vul een heel aantal uren in, van ${SETTING_LIMITS.replyHours.min} tot en met ${SETTING_LIMITS.replyHours.max}.`,
    recipientInvalid: (address) => `‘${address}’ is geen e-mailadres. Verbeter of verwijder het.`,
    recipientDuplicate: (address) => `${address} staat twee keer in de lijst. Haal er één weg.`,
    recipientsMin: 'Vul minstens één e-mailadres in.',
    recipientsMax: `Vul maximaal ${SETTING_LIMITS.recipients.max} e-mailadressen in.`,
    switchInvalid: 'Kies aan of uit.',
  },
};

const codePoints = (value: string): number => Array.from(value).length;

// Postgres's `^[^@\s]+@[^@\s]+\.[^@\s]+$` (the table's check) is looser than this, so an address
// that passes here is always stored.
const isAddress = (value: string) => value.length <= SETTING_LIMITS.address && z.regexes.email.test(value);

// The table's pattern for an https link: a host, then optionally a path, query or fragment.
const HTTPS_LINK = /^https:\/\/[^/?#\s]+([/?#]\S*)?$/;

/** A path on this site (`/…`, never `//host`) or an absolute https address. */
export function isAnnouncementLink(value: string): boolean {
  if (codePoints(value) > SETTING_LIMITS.link || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!HTTPS_LINK.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

// An instant with its offset, as the table's check reads it (`2026-12-01T08:00:00.000Z`).
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const isInstant = (value: string) => INSTANT.test(value) && !Number.isNaN(Date.parse(value));

const bilingual = <T extends z.ZodType>(schema: T) => z.object({ en: schema, nl: schema });

export function jumpStatusSchema(lang: Language) {
  const m = settingMessages[lang];
  const message = z
    .string({ error: m.messageMax })
    .refine((v) => codePoints(v) <= SETTING_LIMITS.jumpMessage, {
      message: m.messageMax,
    });
  return z
    .object({ status: z.enum(JUMP_STATUSES, { error: m.statusInvalid }), message: bilingual(message) })
    .superRefine((value, ctx) => {
      // A message in one language only would leave the other language's visitors without it.
      const filled = (['en', 'nl'] as const).filter((l) => value.message[l].trim() !== '');
      if (filled.length === 1) {
        const missing = filled[0] === 'en' ? 'nl' : 'en';
        ctx.addIssue({ code: 'custom', path: ['message', missing], message: m.messagePair });
      }
    });
}
export type JumpStatus = z.infer<ReturnType<typeof jumpStatusSchema>>;

export function announcementSchema(lang: Language) {
  const m = settingMessages[lang];
  const text = z
    .string({ error: m.textRequired })
    .refine((v) => v.trim() !== '', { message: m.textRequired })
    .refine((v) => codePoints(v) <= SETTING_LIMITS.announcementText, { message: m.textMax });
  // Without an announcement the key has no row at all.
  return z
    .object({
      text: bilingual(text),
      link: z.string().refine(isAnnouncementLink, { message: m.linkInvalid }).nullable(),
      startsAt: z.string({ error: m.startInvalid }).refine(isInstant, { message: m.startInvalid }),
      endsAt: z.string({ error: m.endInvalid }).refine(isInstant, { message: m.endInvalid }),
    })
    .superRefine((value, ctx) => {
      if (
        isInstant(value.startsAt) &&
        isInstant(value.endsAt) &&
        Date.parse(value.endsAt) <= Date.parse(value.startsAt)
      )
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.endBeforeStart });
    });
}
export type Announcement = z.infer<ReturnType<typeof announcementSchema>>;

export function switchSchema(lang: Language) {
  return z.boolean({ error: settingMessages[lang].switchInvalid });
}

export function replyHoursSchema(lang: Language) {
  const m = settingMessages[lang].replyHoursInvalid;
  return z
    .number({ error: m })
    .int({ error: m })
    .min(SETTING_LIMITS.replyHours.min, { error: m })
    .max(SETTING_LIMITS.replyHours.max, { error: m });
}

export function enquiryRecipientsSchema(lang: Language) {
  const m = settingMessages[lang];
  return z.array(z.string({ error: m.recipientsMin })).superRefine((list, ctx) => {
    if (list.length < SETTING_LIMITS.recipients.min)
      ctx.addIssue({ code: 'custom', message: m.recipientsMin });
    if (list.length > SETTING_LIMITS.recipients.max)
      ctx.addIssue({ code: 'custom', message: m.recipientsMax });
    const seen = new Set<string>();
    list.forEach((address, index) => {
      if (!isAddress(address))
        ctx.addIssue({ code: 'custom', path: [index], message: m.recipientInvalid(address) });
      else if (seen.has(address.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: [index], message: m.recipientDuplicate(address) });
      seen.add(address.toLowerCase());
    });
  });
}

/** Whether the announcement is showing at `now`: from its start up to (not including) its end. */
export function announcementIsShowing(announcement: Announcement, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(announcement.startsAt) <= time && time < Date.parse(announcement.endsAt);
}
