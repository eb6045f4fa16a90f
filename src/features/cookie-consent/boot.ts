// The part of cookie consent on every page: decide whether the prerendered banner stays, and load
// the banner's code only when it does (or when the visitor opens the preferences).
import { CONSENT_ROOT_ID, CONSENT_STORAGE_KEY, readConsent } from '@/lib/consent-record';

/** Set on <html> by the inline script in index.html when a choice is stored, to hide the banner before paint. */
const STORED_CHOICE_ATTRIBUTE = 'data-consent-stored';

const showConsent = (withPanel: boolean) =>
  import('./consent-island').then(
    (island) => island.showConsent(withPanel),
    () => undefined,
  );

/** Opens the cookie preferences panel. */
export const openCookieSettings = () => showConsent(true);

export function startCookieConsent() {
  if (readConsent().hasConsent) document.getElementById(CONSENT_ROOT_ID)?.replaceChildren();
  else void showConsent(false);
  document.documentElement.removeAttribute(STORED_CHOICE_ATTRIBUTE);
  // Forgetting the choice in another tab asks again here too.
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY && !readConsent().hasConsent) void showConsent(false);
  });
}
