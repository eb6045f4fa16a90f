import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  REJECT_NON_ESSENTIAL,
  resetConsent,
  saveConsent,
} from '@/features/cookie-consent/consent-store';
import { startAnalytics, track } from '.';
import { BATCH_DELAY_MS } from './event-queue';
import { EVENTS_ENDPOINT } from './first-party';

const fetchMock = vi.fn<typeof fetch>();

/** Lets the lazily loaded runtime arrive and every batch timer run. */
async function settle() {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(BATCH_DELAY_MS);
}

const sentRows = () =>
  fetchMock.mock.calls.flatMap(
    ([, init]) => (JSON.parse(String(init?.body)) as { events: Record<string, unknown>[] }).events,
  );

beforeAll(() => startAnalytics());

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/nl/diensten');
});

afterEach(async () => {
  resetConsent();
  await settle();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  document.cookie.split(';').forEach((pair) => {
    document.cookie = `${pair.split('=')[0].trim()}=; max-age=0; path=/`;
  });
  delete window.dataLayer;
});

describe('analytics without consent', () => {
  it('sends nothing and sets nothing', async () => {
    track('form_start', { form: 'contact', language: 'nl' });
    track('call_click', { placement: 'header' });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    expect(window.dataLayer).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('stays silent after a rejection', async () => {
    saveConsent(REJECT_NON_ESSENTIAL);
    track('form_start', { form: 'contact', language: 'nl' });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('analytics with consent', () => {
  it('sends events in one batch to the track-events function, without blocking', async () => {
    saveConsent(ACCEPT_ALL);
    track('form_start', { form: 'contact', language: 'nl' });
    track('form_submit', { form: 'contact', language: 'nl' });
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(EVENTS_ENDPOINT);
    expect(url).toMatch(/\/functions\/v1\/track-events$/);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).get('apikey')).toBeTruthy();
    const rows = sentRows();
    expect(rows.map((row) => row.name)).toEqual(['consent_update', 'page_view', 'form_start', 'form_submit']);
    expect(rows[2]).toMatchObject({
      path: '/nl/diensten',
      language: 'nl',
      properties: { form: 'contact', language: 'nl' },
    });
    expect(new Set(rows.map((row) => row.session_id)).size).toBe(1);
    expect(rows[0].session_id).toMatch(/^[0-9a-f]{24}$/);
    expect(rows[0].properties).toEqual({ analytics: true, marketing: true });
  });

  it('drops a batch the server refuses and keeps going', async () => {
    saveConsent(ACCEPT_ALL);
    await settle();
    fetchMock.mockClear();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    track('call_click', { placement: 'footer' });
    await settle();
    track('form_start', { form: 'demo', language: 'nl' });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentRows().map((row) => row.name)).toEqual(['call_click', 'form_start']);
  });

  it('sends only events on the allow-list, with text cut to its limit', async () => {
    saveConsent(ACCEPT_ALL);
    await settle();
    fetchMock.mockClear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    track('Quote Stadium Shows!', { lang: 'en' });
    track('form_start', { form: 'contact', language: 'en', email: 'jan@example.nl' });
    track('form_start', { form: 'wedding', language: 'en' });
    track('cta_click', {});
    track('exception', { message: 'x'.repeat(5000), fatal: true });
    track('stadium_shows', { lang: 'en' });
    await settle();
    const rows = sentRows();
    expect(rows.map((row) => row.name)).toEqual(['exception', 'stadium_shows']);
    expect(String((rows[0].properties as { message: string }).message)).toHaveLength(300);
    // A developer hears about each event that was dropped.
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('records a render error as an exception', async () => {
    saveConsent(ACCEPT_ALL);
    window.dispatchEvent(new CustomEvent('render-error', { detail: { message: 'Broken widget' } }));
    await settle();
    expect(sentRows().at(-1)).toMatchObject({
      name: 'exception',
      properties: { message: 'Broken widget', fatal: true },
    });
  });

  it('stops on withdrawal: queued events are dropped, consent is denied and GA cookies go', async () => {
    saveConsent(ACCEPT_ALL);
    await settle();
    fetchMock.mockClear();
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_gid=GA1.1.2; path=/nl';
    track('form_start', { form: 'contact', language: 'nl' });
    saveConsent(REJECT_NON_ESSENTIAL);
    await settle();
    track('form_submit', { form: 'contact', language: 'nl' });
    await settle();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    const last = window.dataLayer?.at(-1) as ArrayLike<unknown>;
    expect(Array.from(last)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
  });
});

describe('clicks on calls to action', () => {
  const noNavigation = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', noNavigation));
  afterEach(() => {
    document.removeEventListener('click', noNavigation);
    document.body.innerHTML = '';
  });

  it('records every marked call to action and contact link with its placement, and nothing else', async () => {
    document.body.innerHTML = `
      <header><a href="tel:+31555555555" id="header-call">Call</a></header>
      <main>
        <a href="/contact" data-cta="hero.book" id="hero"><span id="hero-label">Book now</span></a>
        <section id="contact">
          <a href="mailto:info@example.nl" id="contact-mail">Mail</a>
          <a href="https://wa.me/31555555555" id="contact-whatsapp">WhatsApp</a>
        </section>
        <a href="/services" id="plain">Services</a>
        <button type="button" id="plain-button">Open</button>
      </main>
      <aside data-cta-area="booking-widget">
        <a href="tel:+31555555555" id="widget-call">Call</a>
        <a href="/contact" data-cta="booking-widget.book" id="widget-book">Book now</a>
      </aside>
      <footer><a href="mailto:info@example.nl" id="footer-mail">Mail</a></footer>`;
    saveConsent(ACCEPT_ALL);
    await settle();
    fetchMock.mockClear();
    for (const id of [
      'header-call',
      'hero-label',
      'contact-mail',
      'contact-whatsapp',
      'plain',
      'plain-button',
      'widget-call',
      'widget-book',
      'footer-mail',
    ]) {
      document.getElementById(id)?.click();
    }
    await settle();
    expect(sentRows().map((row) => [row.name, (row.properties as { placement: string }).placement])).toEqual([
      ['call_click', 'header'],
      ['cta_click', 'hero.book'],
      ['email_click', 'contact'],
      ['whatsapp_click', 'contact'],
      ['call_click', 'booking-widget'],
      ['cta_click', 'booking-widget.book'],
      ['email_click', 'footer'],
    ]);
  });

  it('keeps the page a click or a consent happened on, however late the analytics code arrives', async () => {
    document.body.innerHTML =
      '<main><a href="/nl/contact" data-cta="hero.book" id="hero">Nu boeken</a></main>';
    saveConsent(ACCEPT_ALL);
    document.getElementById('hero')?.click();
    window.history.replaceState(null, '', '/nl/contact');
    await settle();
    expect(sentRows().map((row) => `${String(row.name)} ${String(row.path)}`)).toEqual([
      'consent_update /nl/diensten',
      'page_view /nl/diensten',
      'cta_click /nl/diensten',
    ]);
  });

  it('records no click without consent', async () => {
    document.body.innerHTML = '<a href="/contact" data-cta="hero.book" id="hero">Book now</a>';
    saveConsent(ACCEPT_ALL);
    await settle();
    saveConsent(REJECT_NON_ESSENTIAL);
    await settle();
    fetchMock.mockClear();
    document.getElementById('hero')?.click();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
