// The facts the legal texts cite, gathered once from business.ts and the storage keys in code.
import { WIDGET_STORAGE_KEY } from '@/features/booking-widget/widget-state';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language-context';
import { RETENTION_MONTHS } from '@/lib/analytics/events';
import { CONSENT_STORAGE_KEY } from '@/lib/consent-record';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { business } from '@contract/business.ts';
import { CHAT_LIMITS } from '@contract/chat.ts';
import { LOCALES, type Language } from '@contract/language.ts';
import { RETENTION } from '@contract/retention.ts';

export { business };
export const jumpWeather = business.jumpWeather;
export const lim = business.limits;
export const storageKeys = {
  consent: CONSENT_STORAGE_KEY,
  language: LANGUAGE_STORAGE_KEY,
  theme: THEME_STORAGE_KEY,
  bookingWidget: WIDGET_STORAGE_KEY,
} as const;
export const address = `${business.address.street}, ${business.address.postalCode} ${business.address.locality}`;
/**
 * The court for disputes. The spec names the district court of Zutphen, which the 2013 reform of the
 * judicial map merged into rechtbank Gelderland; Zutphen (business.ts) is one of its seats.
 */
export const court = { district: 'Gelderland', seat: lim.court } as const;
/** A complaint is timely within two months of discovering the problem (art. 6:89 and 7:23 BW). */
export const complaintLatestMonths = 2;

const PAYMENT_METHODS: Record<Language, Record<(typeof business.paymentAccepted)[number], string>> = {
  en: { Cash: 'cash', 'Credit Card': 'credit card', 'Bank Transfer': 'bank transfer' },
  nl: { Cash: 'contante betaling', 'Credit Card': 'creditcard', 'Bank Transfer': 'bankoverschrijving' },
};

/** The payment methods the company accepts, as a sentence lists them ("a, b en c"). */
export const paymentMethods = (lang: Language) =>
  // British English, as the rest of the site: no comma before "and".
  new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(
    business.paymentAccepted.map((method) => PAYMENT_METHODS[lang][method]),
  );
export const analyticsCookies = ['_ga', '_ga_*', '_gid', '_gat'] as const;
/** Our own usage events are deleted by the hourly retention job after this many months. */
export const analyticsRetentionMonths = RETENTION_MONTHS;
/** What the hourly retention job deletes, and when (contract: retention.ts). */
export const retention = {
  enquiryYears: RETENTION.enquiryYears,
  medicalAfterJumpDays: RETENTION.medicalAfterJumpDays,
  medicalWithoutDateDays: RETENTION.medicalWithoutDateDays,
  unsubscribedDays: RETENTION.unsubscribedDays,
  unconfirmedDays: RETENTION.unconfirmedDays,
  // Records older than their period go at the next hourly run.
  rateLimitWithinHours: RETENTION.rateLimitHours + 1,
  recipientMailDays: RETENTION.recipientMailDays,
} as const;

const SMALL_NUMBERS: Record<Language, readonly string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  nl: ['nul', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'],
};

/** A small number in words, as prose writes it ("within two hours", "binnen twee uur"). */
export const inWords = (value: number, lang: Language) => SMALL_NUMBERS[lang][value] ?? String(value);
/** Chat conversations are deleted by the hourly retention job this many days after their last message. */
export const chatRetentionDays = CHAT_LIMITS.retentionDays;
