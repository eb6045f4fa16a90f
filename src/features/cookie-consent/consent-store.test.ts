import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_UPDATED_EVENT,
  NO_CONSENT,
  parseConsent,
  readConsent,
  type ConsentRecord,
} from '@/lib/consent-record';
import {
  ACCEPT_ALL,
  REJECT_NON_ESSENTIAL,
  getConsent,
  resetConsent,
  saveConsent,
  subscribeToConsent,
} from './consent-store';

const stored = (value: unknown) => JSON.stringify(value);
const valid = {
  hasConsent: true,
  preferences: { essential: true, analytics: true, marketing: false },
  timestamp: 5,
};

/** Collects the detail of every consent-updated event while it runs. */
function updates(): ConsentRecord[] {
  const seen: ConsentRecord[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<ConsentRecord>).detail);
  window.addEventListener(CONSENT_UPDATED_EVENT, listener);
  cleanups.push(() => window.removeEventListener(CONSENT_UPDATED_EVENT, listener));
  return seen;
}
const cleanups: (() => void)[] = [];

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('parseConsent', () => {
  it('reads a stored choice', () => {
    expect(parseConsent(stored(valid))).toEqual(valid);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"hasConsent": tru'],
    ['not an object', '"yes"'],
    ['no choice made', stored({ ...valid, hasConsent: false })],
    ['no preferences', stored({ hasConsent: true, timestamp: 5 })],
    ['essential switched off', stored({ ...valid, preferences: { ...valid.preferences, essential: false } })],
    [
      'analytics not a boolean',
      stored({ ...valid, preferences: { ...valid.preferences, analytics: 'yes' } }),
    ],
    ['no timestamp', stored({ ...valid, timestamp: undefined })],
  ])('treats %s as no consent with essential storage only', (_case, raw) => {
    expect(parseConsent(raw)).toEqual(NO_CONSENT);
    expect(NO_CONSENT.preferences).toEqual({ essential: true, analytics: false, marketing: false });
  });

  it('keeps only the known preferences', () => {
    const extra = stored({ ...valid, preferences: { ...valid.preferences, tracking: true } });
    expect(parseConsent(extra).preferences).toEqual(valid.preferences);
  });
});

describe('readConsent', () => {
  it('means no consent when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    expect(readConsent()).toEqual(NO_CONSENT);
  });

  it('means no consent when the stored record is corrupt', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{corrupt');
    expect(readConsent().hasConsent).toBe(false);
  });
});

describe('saving and resetting', () => {
  it('stores accept all with a timestamp and announces it', () => {
    const seen = updates();
    const record = saveConsent(ACCEPT_ALL, 1_700_000_000_000);
    const expected = {
      hasConsent: true,
      preferences: { essential: true, analytics: true, marketing: true },
      timestamp: 1_700_000_000_000,
    };
    expect(record).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual(expected);
    expect(readConsent()).toEqual(expected);
    expect(seen).toEqual([expected]);
  });

  it('stores a rejection as a choice too, so the banner does not ask again', () => {
    const seen = updates();
    saveConsent(REJECT_NON_ESSENTIAL, 7);
    expect(readConsent()).toEqual({
      hasConsent: true,
      preferences: { essential: true, analytics: false, marketing: false },
      timestamp: 7,
    });
    expect(seen[0].preferences.analytics).toBe(false);
  });

  it('forgets the choice on reset and announces no consent', () => {
    saveConsent(ACCEPT_ALL);
    const seen = updates();
    resetConsent();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(readConsent()).toEqual(NO_CONSENT);
    expect(seen).toEqual([NO_CONSENT]);
  });

  it('tells subscribers about changes here and in other tabs, with a stable snapshot between them', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToConsent(listener);
    cleanups.push(unsubscribe);
    const before = getConsent();
    expect(getConsent()).toBe(before);

    saveConsent({ analytics: true, marketing: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getConsent().preferences.analytics).toBe(true);

    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      stored({ ...valid, preferences: { ...valid.preferences, analytics: false } }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getConsent().preferences.analytics).toBe(false);

    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the choice for this page view when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    saveConsent(REJECT_NON_ESSENTIAL);
    expect(getConsent().hasConsent).toBe(true);
    vi.restoreAllMocks();
    resetConsent();
    expect(getConsent().hasConsent).toBe(false);
  });
});
