import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import type { LivePublicSettings } from '@/lib/live-data/public-settings';
import { ChatLauncher } from './ChatLauncher';
import { storeQuietConversation } from './quiet-conversation.test-helper';

const live = vi.hoisted(() => ({ settings: null as LivePublicSettings | null }));
vi.mock('@/lib/public-settings', () => ({ usePublicSettings: () => live.settings }));

const settings = (chatEnabled: boolean): LivePublicSettings => ({
  jumpStatus: null,
  announcement: null,
  bookingEnabled: true,
  chatEnabled,
  checkedAt: 0,
});

describe('the chat button', () => {
  beforeEach(() => {
    sessionStorage.clear();
    live.settings = null;
  });

  it('shows before the settings arrive, opens the panel, and takes the focus back on Escape', async () => {
    renderWithSite(<ChatLauncher />, '/nl');
    const button = screen.getByRole('button', { name: 'Met ons chatten' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {
      fireEvent.click(button);
    });
    // The panel's code is a lazy chunk: on a busy machine its first load takes longer than a second.
    const dialog = await screen.findByRole(
      'dialog',
      { name: /chat met skydive events holland/i },
      { timeout: 5000 },
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Je bericht' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('shows a dot and says so when the minimised chat waits for the visitor', async () => {
    storeQuietConversation();
    renderWithSite(<ChatLauncher />);
    const button = screen.getByRole('button', { name: 'Chat with us' });
    await act(async () => {
      fireEvent.click(button);
    });
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(document.querySelector('[data-chat-attention]')).toBeNull();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your message' }), { key: 'Escape' });
    await act(async () => {});
    expect(document.querySelector('[data-chat-attention]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The chat asks whether you are still there.');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(document.querySelector('[data-chat-attention]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('is hidden when the back office switched the chat off', () => {
    live.settings = settings(false);
    renderWithSite(<ChatLauncher />);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    live.settings = settings(true);
    renderWithSite(<ChatLauncher />);
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });
});
