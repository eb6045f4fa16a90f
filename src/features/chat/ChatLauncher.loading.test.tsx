// When the panel's code runs. A module file of its own: the panel's module stays loaded once run.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { ChatLauncher } from './ChatLauncher';
import { storeQuietConversation } from './quiet-conversation.test-helper';

const panel = vi.hoisted(() => ({ ran: false }));
vi.mock('./ChatWidget', async (importOriginal) => {
  panel.ran = true;
  return importOriginal();
});
vi.mock('@/lib/public-settings', () => ({ usePublicSettings: () => null }));

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("the chat panel's code", () => {
  it('does not run after the load without a conversation, and runs when the visitor points at the button', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithSite(<ChatLauncher />);
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel.ran).toBe(false);

    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(panel.ran).toBe(true));
  });

  it('runs a few seconds after the load for a conversation to continue, which shows its reminder unopened', async () => {
    storeQuietConversation();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithSite(<ChatLauncher />);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(document.querySelector('[data-chat-attention]')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    vi.useRealTimers();
    await waitFor(() => expect(document.querySelector('[data-chat-attention]')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
