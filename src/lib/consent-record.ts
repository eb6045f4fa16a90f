// The visitor's cookie choice as the browser stores it. This module is on every page (analytics and
// the banner ask it first), so it holds only what reading the choice needs.

export const CONSENT_STORAGE_KEY = 'cookieConsent';
/** Dispatched on window with the new ConsentRecord as detail whenever the choice changes. */
export const CONSENT_UPDATED_EVENT = 'consent-updated';
/** The element the banner and the preferences panel render into, outside the page's own root. */
export const CONSENT_ROOT_ID = 'cookie-consent';

export interface ConsentPreferences {
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentRecord {
  /** True once the visitor has made a choice, whatever it was. */
  hasConsent: boolean;
  preferences: ConsentPreferences;
  /** When the choice was made, in epoch milliseconds. */
  timestamp: number;
}

/** No choice yet, or an unreadable one: essential storage only. */
export const NO_CONSENT: ConsentRecord = {
  hasConsent: false,
  preferences: { essential: true, analytics: false, marketing: false },
  timestamp: 0,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The stored text as a choice; anything malformed counts as no choice at all. */
export function parseConsent(raw: string | null): ConsentRecord {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (!isObject(value) || value.hasConsent !== true || !Number.isFinite(value.timestamp)) return NO_CONSENT;
    const { preferences } = value;
    if (
      !isObject(preferences) ||
      preferences.essential !== true ||
      typeof preferences.analytics !== 'boolean' ||
      typeof preferences.marketing !== 'boolean'
    )
      return NO_CONSENT;
    return {
      hasConsent: true,
      preferences: { essential: true, analytics: preferences.analytics, marketing: preferences.marketing },
      timestamp: value.timestamp as number,
    };
  } catch {
    return NO_CONSENT;
  }
}

export function readConsent(): ConsentRecord {
  try {
    return parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return NO_CONSENT;
  }
}
