// Google Tag Manager and Consent Mode, through the data layer. The Consent Mode defaults (everything
// denied) are set by the inline script in index.html, before any tag can load.

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const SCRIPT_ID = 'tag-manager';

const dataLayer = () => (window.dataLayer ??= []);

// The tag manager reads commands such as consent updates only as an arguments object, as gtag() pushes them.
function gtag(..._command: unknown[]) {
  // eslint-disable-next-line prefer-rest-params -- see above: an array is not read as a command
  dataLayer().push(arguments);
}

/** Analytics storage follows the visitor; advertising storage, user data and personalisation stay denied. */
export function updateConsentMode(analytics: boolean) {
  gtag('consent', 'update', {
    analytics_storage: analytics ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
}

export function pushEvent(name: string, properties: Record<string, unknown>) {
  dataLayer().push({ ...properties, event: name });
}

/** Loads the container once, with the no-script frame of Google's install snippet. */
export function loadTagManager(id: string) {
  if (!/^GTM-[A-Z0-9]+$/.test(id) || document.getElementById(SCRIPT_ID)) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${id}`;
  document.head.append(script);
  const fallback = document.createElement('noscript');
  // Parsed as text while scripts run, so the frame never loads a second copy here.
  fallback.innerHTML = `<iframe src="${TAG_MANAGER_ORIGIN}/ns.html?id=${id}" title="Google Tag Manager" height="0" width="0" style="display:none;visibility:hidden"></iframe>`;
  document.body.prepend(fallback);
}
