import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { CONSENT_ROOT_ID } from '@/lib/consent-record';
import { CONSENT_ID_PREFIX, ConsentUi, documentLanguage } from './ConsentUi';
import { openPanel } from './panel-state';

let root: Root | undefined;

/**
 * Brings the consent UI to life: hydrates the banner the page was prerendered with, or renders into
 * the empty element when there is none (a choice was stored when the page loaded). With `withPanel`
 * the preferences panel opens too.
 */
export function showConsent(withPanel: boolean) {
  if (withPanel) openPanel();
  const container = document.getElementById(CONSENT_ROOT_ID);
  if (root || !container) return;
  const ui = (
    <StrictMode>
      <ConsentUi lang={documentLanguage()} />
    </StrictMode>
  );
  if (container.firstElementChild) {
    root = hydrateRoot(container, ui, { identifierPrefix: CONSENT_ID_PREFIX });
  } else {
    root = createRoot(container, { identifierPrefix: CONSENT_ID_PREFIX });
    root.render(ui);
  }
}
