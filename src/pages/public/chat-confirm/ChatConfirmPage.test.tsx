import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { callFunction } from '@/lib/edge-functions';
import ChatConfirmPage from './ChatConfirmPage';

vi.mock('@/lib/edge-functions', () => ({ callFunction: vi.fn() }));

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';

beforeEach(() => vi.mocked(callFunction).mockReset());

async function open(address: string) {
  await act(async () => {
    renderWithSite(<ChatConfirmPage />, address);
  });
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('the chat address confirmation page', () => {
  it('posts the token and says how many transcripts were sent', async () => {
    vi.mocked(callFunction).mockResolvedValue({
      status: 200,
      body: { success: true, status: 'confirmed', transcriptsSent: 2 },
    });
    await open(`/chat/confirm?token=${TOKEN}`);
    expect(callFunction).toHaveBeenCalledWith('confirm-chat-email', { token: TOKEN });
    expect(heading()).toHaveTextContent('E-mail address confirmed');
    expect(screen.getByText(/the transcripts of your 2 chats/)).toBeInTheDocument();
  });

  it('tells in Dutch that the address was confirmed before', async () => {
    vi.mocked(callFunction).mockResolvedValue({
      status: 200,
      body: { success: true, status: 'already-confirmed', transcriptsSent: 0 },
    });
    await open(`/nl/chat/bevestigen?token=${TOKEN}`);
    expect(heading()).toHaveTextContent('Al bevestigd');
  });

  it('calls a missing or unknown token a link that does not work', async () => {
    await open('/chat/confirm');
    expect(callFunction).not.toHaveBeenCalled();
    expect(heading()).toHaveTextContent('This link does not work');
    vi.mocked(callFunction).mockResolvedValue({ status: 404, body: { success: false } });
    await open(`/nl/chat/bevestigen?token=${TOKEN}x`);
    expect(screen.getAllByRole('heading', { level: 1 })[1]).toHaveTextContent('Deze link werkt niet');
  });

  it('offers a retry when the confirmation failed, and succeeds on it', async () => {
    vi.mocked(callFunction).mockResolvedValueOnce({ status: 0, body: undefined });
    await open(`/chat/confirm?token=${TOKEN}`);
    expect(heading()).toHaveTextContent('Something went wrong');
    vi.mocked(callFunction).mockResolvedValueOnce({
      status: 200,
      body: { success: true, status: 'confirmed', transcriptsSent: 1 },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(heading()).toHaveTextContent('E-mail address confirmed');
    expect(screen.getByText(/the transcript of your chat/)).toBeInTheDocument();
  });
});
