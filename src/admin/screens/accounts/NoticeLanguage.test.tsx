import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import type { AdminAccount } from '@contract/admin-accounts.ts';
import { setNoticeLanguage } from './accounts-api';
import { NoticeLanguage } from './NoticeLanguage';

vi.mock('./accounts-api', () => ({ setNoticeLanguage: vi.fn() }));

const me: AdminAccount = {
  userId: '0b7c6a52-55a4-4a49-9d2f-0f6b4a3c1d11',
  email: 'sanne@example.com',
  addedAt: '2026-11-01T09:00:00Z',
  lastSignInAt: null,
  mfa: true,
  invitePending: false,
  noticeLanguage: null,
};

describe('NoticeLanguage', () => {
  it('shows both languages until one is chosen, and saves the choice', async () => {
    vi.mocked(setNoticeLanguage).mockResolvedValue({ ok: true, value: undefined });
    const onSaved = vi.fn();
    renderWithSite(<NoticeLanguage admin={me} onSaved={onSaved} />);
    const select = screen.getByRole('combobox', { name: 'Language of your security e-mails' });
    expect(select).toHaveValue('both');
    await userEvent.selectOptions(select, 'English');
    expect(setNoticeLanguage).toHaveBeenCalledWith('en');
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Saved. Your security e-mails come in the language you chose.'),
    );
  });

  it('says so when saving fails', async () => {
    vi.mocked(setNoticeLanguage).mockResolvedValue({ ok: false, code: 'network' });
    renderWithSite(<NoticeLanguage admin={{ ...me, noticeLanguage: 'en' }} onSaved={() => {}} />, '/nl');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Nederlands en Engels');
    expect(setNoticeLanguage).toHaveBeenCalledWith(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dat is niet gelukt. Controleer je verbinding en probeer het opnieuw.',
    );
  });
});
