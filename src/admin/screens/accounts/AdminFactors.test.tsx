import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import type { AdminAccount, AdminFactor } from '@contract/admin-accounts.ts';
import { listFactors, removeFactor } from './accounts-api';
import { AdminFactors } from './AdminFactors';

vi.mock('@/lib/supabase', () => ({ getSupabase: () => Promise.resolve({}) }));
vi.mock('./accounts-api', () => ({ listFactors: vi.fn(), removeFactor: vi.fn() }));

const colleague: AdminAccount = {
  userId: '0b7c6a52-55a4-4a49-9d2f-0f6b4a3c1d11',
  email: 'sanne@example.com',
  addedAt: '2026-11-01T09:00:00Z',
  lastSignInAt: null,
  mfa: true,
  invitePending: false,
  noticeLanguage: null,
};

const phone: AdminFactor = {
  id: '5d0c0b8e-9f7a-4b7e-8d1e-3a2c1b0f9e88',
  friendlyName: 'Work phone',
  status: 'verified',
  bound: true,
  createdAt: '2026-11-02T10:00:00Z',
};

const rogue: AdminFactor = {
  id: '7e1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  friendlyName: null,
  status: 'verified',
  bound: false,
  createdAt: '2026-11-20T03:12:00Z',
};

describe('AdminFactors', () => {
  beforeEach(() => {
    vi.mocked(listFactors).mockReset();
    vi.mocked(removeFactor).mockReset();
  });

  it('shows a colleague’s apps on request, with the one nobody approved marked', async () => {
    vi.mocked(listFactors).mockResolvedValue([phone, rogue]);
    renderWithSite(<AdminFactors admin={colleague} self={false} onRemoved={() => {}} />);
    expect(listFactors).not.toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'Show authenticator apps' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Authenticator apps of sanne@example.com' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Work phone');
    expect(items[0]).toHaveTextContent('Approved by e-mail');
    expect(items[1]).toHaveTextContent('Authenticator app');
    expect(items[1]).toHaveTextContent('Not approved: does not count for the admin area');
    expect(listFactors).toHaveBeenCalledWith(colleague.userId);
  });

  it('removes an app after a confirmation and says so', async () => {
    vi.mocked(listFactors).mockResolvedValue([rogue]);
    vi.mocked(removeFactor).mockResolvedValue({ ok: true, value: undefined });
    const onRemoved = vi.fn();
    renderWithSite(<AdminFactors admin={colleague} self={false} onRemoved={onRemoved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show authenticator apps' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove app: Authenticator app' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Authenticator app from sanne@example.com?' });
    expect(dialog).toHaveTextContent('Each admin gets an e-mail about it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(onRemoved).toHaveBeenCalledWith(
        'The app is removed from sanne@example.com. Each admin gets an e-mail about it.',
      ),
    );
    expect(removeFactor).toHaveBeenCalledWith(colleague.userId, rogue.id);
  });

  it('keeps the dialog open with what to do when it is your own last app, in Dutch too', async () => {
    vi.mocked(listFactors).mockResolvedValue([phone]);
    vi.mocked(removeFactor).mockResolvedValue({ ok: false, code: 'own_last_factor' });
    const onRemoved = vi.fn();
    renderWithSite(<AdminFactors admin={colleague} self onRemoved={onRemoved} />, '/nl');
    await userEvent.click(screen.getByRole('button', { name: 'Authenticator-apps tonen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'App verwijderen: Work phone' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await within(dialog).findByText(
        'Dit is je enige authenticator-app. Voeg eerst een andere app toe, of vraag een andere beheerder om deze te verwijderen.',
      ),
    ).toBeVisible();
    expect(onRemoved).not.toHaveBeenCalled();
  });
});
