import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTagManager, updateConsentMode } from './tag-manager';

const allDenied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** The inline script of index.html that runs before anything else. */
function runInlineConsentScript() {
  const html = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .find((code) => code.includes("'consent', 'default'"));
  if (!script) throw new Error('index.html has no Consent Mode defaults');
  new Function(script)();
}

afterEach(() => {
  delete window.dataLayer;
  localStorage.clear();
  document.documentElement.removeAttribute('data-consent-stored');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('Consent Mode and the tag manager', () => {
  it('sets all four signals denied before anything else runs', () => {
    runInlineConsentScript();
    const [command] = window.dataLayer ?? [];
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
    expect(Array.from(command as ArrayLike<unknown>)).toEqual(['consent', 'default', allDenied]);
    expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(false);
  });

  it('marks a stored choice so the prerendered banner stays hidden', () => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        hasConsent: true,
        preferences: { essential: true, analytics: false, marketing: false },
        timestamp: 1,
      }),
    );
    runInlineConsentScript();
    expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(true);
  });

  it('grants or denies analytics storage only; advertising stays denied', () => {
    updateConsentMode(true);
    updateConsentMode(false);
    const commands = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands).toEqual([
      ['consent', 'update', { ...allDenied, analytics_storage: 'granted' }],
      ['consent', 'update', allDenied],
    ]);
  });

  it('loads the container once, with its no-script fallback', () => {
    loadTagManager('GTM-ABC123');
    loadTagManager('GTM-ABC123');
    const scripts = document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(document.querySelector('noscript')?.innerHTML).toContain(
      'https://www.googletagmanager.com/ns.html?id=GTM-ABC123',
    );
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });

  it('refuses a container id that is not one', () => {
    loadTagManager('GTM-1"><script>');
    expect(document.querySelector('script')).toBeNull();
  });
});
