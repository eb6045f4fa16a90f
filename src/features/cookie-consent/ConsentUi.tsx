import { lazy, Suspense, useSyncExternalStore } from 'react';
import { NO_CONSENT } from '@/lib/consent-record';
import type { Language } from '@contract/language.ts';
import {
  ACCEPT_ALL,
  getConsent,
  resetConsent,
  saveConsent,
  subscribeToConsent,
  type ConsentChoice,
} from './consent-store';
import { ConsentBanner } from './ConsentBanner';
import { consentCopy } from './copy';
import { closePanel, isPanelOpen, openPanel, restoreFocus, subscribeToPanel } from './panel-state';

const ConsentPanel = lazy(() => import('./ConsentPanel'));

/** Keeps the ids React makes here apart from the page root's. */
export const CONSENT_ID_PREFIX = 'consent-';

export const documentLanguage = (): Language => (document.documentElement.lang === 'nl' ? 'nl' : 'en');

const subscribeToLanguage = (listener: () => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
};

/**
 * The banner while no choice is stored, and the preferences panel when asked for. It has a root of
 * its own beside the page's, and follows the page's language through the `lang` of <html>.
 */
export function ConsentUi({ lang: renderedLang }: { lang: Language }) {
  const lang = useSyncExternalStore(subscribeToLanguage, documentLanguage, () => renderedLang);
  const consent = useSyncExternalStore(subscribeToConsent, getConsent, () => NO_CONSENT);
  const panelOpen = useSyncExternalStore(subscribeToPanel, isPanelOpen, () => false);
  const copy = consentCopy[lang];
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    // The banner and the button that had focus are gone: carry on at the page's content.
    restoreFocus(null);
  };
  const saveAndClose = (choice: ConsentChoice) => {
    saveConsent(choice);
    closePanel();
  };
  return (
    <>
      {!consent.hasConsent && (
        <ConsentBanner copy={copy} lang={lang} onChoose={choose} onManage={openPanel} />
      )}
      {panelOpen && (
        <Suspense fallback={null}>
          <ConsentPanel
            copy={copy.panel}
            lang={lang}
            consent={consent}
            onSave={saveAndClose}
            onAcceptAll={() => saveAndClose(ACCEPT_ALL)}
            onReset={() => {
              resetConsent();
              closePanel();
            }}
            onClose={closePanel}
            onClosed={() => restoreFocus()}
          />
        </Suspense>
      )}
    </>
  );
}
