import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubObservers } from '@/components/ui/test-utils';
import { CONSENT_STORAGE_KEY, CONSENT_UPDATED_EVENT, type ConsentRecord } from '@/lib/consent-record';
import { resetConsent, saveConsent } from './consent-store';
import { ConsentUi } from './ConsentUi';
import { consentCopy } from './copy';
import { closePanel, openPanel } from './panel-state';

const en = consentCopy.en;
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as ConsentRecord | null;
const banner = () => screen.queryByRole('region', { name: en.title });
const switchNamed = (name: string) => screen.getByRole('switch', { name });

function renderWithPage() {
  return render(
    <>
      <ConsentUi lang="en" />
      <main id="main" tabIndex={-1}>
        <button type="button">Page button</button>
      </main>
    </>,
  );
}

let events: ConsentRecord[] = [];
const onUpdate = (event: Event) => events.push((event as CustomEvent<ConsentRecord>).detail);

beforeEach(() => {
  stubObservers();
  document.documentElement.lang = 'en';
  events = [];
  window.addEventListener(CONSENT_UPDATED_EVENT, onUpdate);
});

afterEach(() => {
  window.removeEventListener(CONSENT_UPDATED_EVENT, onUpdate);
  act(() => closePanel());
  resetConsent();
  localStorage.clear();
});

describe('cookie banner', () => {
  it('offers accept and reject side by side, with equal weight, and the cookie policy', () => {
    renderWithPage();
    const accept = screen.getByRole('button', { name: en.acceptAll });
    const reject = screen.getByRole('button', { name: en.rejectNonEssential });
    expect(accept.className).toBe(reject.className);
    expect(screen.getByRole('link', { name: en.policy })).toHaveAttribute('href', '/cookie-policy');
  });

  it('stores accept all, announces it, goes away and leaves focus on the page', async () => {
    renderWithPage();
    await userEvent.click(screen.getByRole('button', { name: en.acceptAll }));
    expect(stored()).toMatchObject({
      hasConsent: true,
      preferences: { essential: true, analytics: true, marketing: true },
    });
    expect(events).toHaveLength(1);
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('stores a rejection of everything non-essential', async () => {
    renderWithPage();
    await userEvent.click(screen.getByRole('button', { name: en.rejectNonEssential }));
    expect(stored()?.preferences).toEqual({ essential: true, analytics: false, marketing: false });
    expect(banner()).toBeNull();
  });

  it('is not shown once a choice is stored, and shows again when it is forgotten', () => {
    saveConsent({ analytics: false, marketing: false });
    renderWithPage();
    expect(banner()).toBeNull();
    act(() => {
      resetConsent();
    });
    expect(banner()).toBeInTheDocument();
  });

  it('speaks Dutch on a Dutch page, and follows a language switch', async () => {
    document.documentElement.lang = 'nl';
    render(<ConsentUi lang="nl" />);
    expect(screen.getByRole('button', { name: consentCopy.nl.acceptAll })).toBeInTheDocument();
    document.documentElement.lang = 'en';
    expect(await screen.findByRole('button', { name: en.acceptAll })).toBeInTheDocument();
  });
});

describe('cookie preferences panel', () => {
  it('applies switch changes only on save, then closes', async () => {
    renderWithPage();
    await userEvent.click(screen.getByRole('button', { name: en.manage }));
    const dialog = await screen.findByRole('dialog', { name: en.panel.title });
    expect(dialog).toBeInTheDocument();

    const essential = switchNamed(en.panel.categories.essential.name);
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(switchNamed(en.panel.categories.analytics.name)).not.toBeChecked();
    expect(switchNamed(en.panel.categories.marketing.name)).not.toBeChecked();
    expect(screen.getByRole('link', { name: en.panel.privacy })).toHaveAttribute('href', '/privacy');

    await userEvent.click(switchNamed(en.panel.categories.analytics.name));
    expect(switchNamed(en.panel.categories.analytics.name)).toBeChecked();
    expect(stored()).toBeNull();
    expect(events).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: en.panel.save }));
    expect(stored()?.preferences).toEqual({ essential: true, analytics: true, marketing: false });
    expect(events).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(banner()).toBeNull();
  });

  it('closes on Escape without saving and gives focus back', async () => {
    renderWithPage();
    const manage = screen.getByRole('button', { name: en.manage });
    manage.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.click(switchNamed(en.panel.categories.marketing.name));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(manage));
  });

  it('shows the stored choice when reopened, accepts all, and can forget the choice', async () => {
    saveConsent({ analytics: true, marketing: false });
    renderWithPage();
    act(() => openPanel());
    await screen.findByRole('dialog');
    expect(switchNamed(en.panel.categories.analytics.name)).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: en.panel.acceptAll }));
    expect(stored()?.preferences.marketing).toBe(true);

    act(() => openPanel());
    await userEvent.click(await screen.findByRole('button', { name: en.panel.reset }));
    expect(stored()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(banner()).toBeInTheDocument();
  });
});
