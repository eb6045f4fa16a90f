// Saving and resetting the cookie choice, and following it from React. Loaded with the banner or
// the preferences panel, the only places a choice is made.
import {
  CONSENT_STORAGE_KEY,
  CONSENT_UPDATED_EVENT,
  parseConsent,
  type ConsentPreferences,
  type ConsentRecord,
} from '@/lib/consent-record';

export type ConsentChoice = Pick<ConsentPreferences, 'analytics' | 'marketing'>;
export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_NON_ESSENTIAL: ConsentChoice = { analytics: false, marketing: false };

// When the browser refuses storage, the choice holds for this page view only.
let unstored: { raw: string | null } | undefined;

const readRaw = (): string | null => {
  if (unstored) return unstored.raw;
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
};

const writeRaw = (raw: string | null) => {
  try {
    if (raw === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
    else localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    unstored = undefined;
  } catch {
    unstored = { raw };
  }
};

// One object per stored text, so React sees a change only when the choice changes.
let snapshot: { raw: string | null; record: ConsentRecord } | undefined;

export function getConsent(): ConsentRecord {
  const raw = readRaw();
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, record: parseConsent(raw) };
  return snapshot.record;
}

const listeners = new Set<() => void>();

/** Calls `listener` on every change, made here or in another tab. */
export function subscribeToConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function commit(raw: string | null): ConsentRecord {
  writeRaw(raw);
  const record = getConsent();
  listeners.forEach((listener) => listener());
  window.dispatchEvent(new CustomEvent<ConsentRecord>(CONSENT_UPDATED_EVENT, { detail: record }));
  return record;
}

export function saveConsent(choice: ConsentChoice, now = Date.now()): ConsentRecord {
  const record: ConsentRecord = {
    hasConsent: true,
    preferences: { essential: true, analytics: choice.analytics, marketing: choice.marketing },
    timestamp: now,
  };
  return commit(JSON.stringify(record));
}

/** Forgets the choice: the banner asks again and only essential storage is used meanwhile. */
export const resetConsent = (): ConsentRecord => commit(null);
