// The facts the legal texts cite, gathered once from business.ts and the storage keys in code.
import { LANGUAGE_STORAGE_KEY } from '../../../../app/language';
import { THEME_STORAGE_KEY } from '../../../../app/theme';
import { business } from '../../../../content/business';
import { WIDGET_STORAGE_KEY } from '../../../../features/booking-widget/widget-state';
import { CONSENT_STORAGE_KEY } from '../../../../features/cookie-consent/consent-record';

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
export const analyticsCookies = ['_ga', '_ga_*', '_gid', '_gat'] as const;
