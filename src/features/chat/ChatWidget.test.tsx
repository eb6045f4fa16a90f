import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { chatMessages } from '@contract/chat.ts';
import { ChatWidget } from './ChatWidget';
import { CHAT_STORAGE_KEY } from './session-key';

// The widget as a visitor uses it, against a stand-in for the two chat functions, with the clock
// in the test's hands for the inactivity timers.

const ID = '0b9f6e8e-3c1f-4d7e-9a59-2f0c1e1d2a3b';
const TOKEN = 'T'.repeat(43);
const minute = 60_000;

interface Call {
  url: string;
  body: Record<string, unknown>;
  accept: string;
}
let calls: Call[] = [];
let answer: (call: Call) => Response;

const sse = (events: [string, unknown][]) =>
  new Response(events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });

beforeEach(() => {
  sessionStorage.clear();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        url,
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
        accept: (init.headers as Record<string, string>).accept,
      };
      calls.push(call);
      return answer(call);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole('textbox', { name: /your message|je bericht/i });
const log = () => screen.getByRole('log');
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const press = (key: string, shiftKey = false) => fireEvent.keyDown(box(), { key, shiftKey });
const flush = () => act(async () => {});

const storeConversation = (lastActivityAt: number) =>
  sessionStorage.setItem(
    CHAT_STORAGE_KEY,
    JSON.stringify({
      conversationId: ID,
      conversationToken: TOKEN,
      messages: [{ id: 'u1', role: 'user', content: 'Hello', timestamp: lastActivityAt }],
      customer: { email: 'sam@example.com', name: 'Sam' },
      lastActivityAt,
      warned: false,
    }),
  );

describe('the chat panel', () => {
  it('asks for the e-mail on the first send, then sends the waiting message and streams the reply', async () => {
    answer = () =>
      sse([
        ['meta', { conversationId: ID, conversationToken: TOKEN }],
        ['delta', { text: 'Up to 100 kg. ' }],
        ['delta', { text: 'See [the FAQ](/faq).' }],
        ['done', { response: 'Up to 100 kg. See [the FAQ](/faq).', conversationId: ID, answeredBy: 'local' }],
      ]);
    renderWithSite(<ChatWidget open onMinimise={() => {}} />, '/services');
    expect(within(log()).getByText(/how can i help/i)).toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'End conversation' })).toBeNull();

    press('Enter');
    type('   ');
    press('Enter');
    expect(screen.queryByText('Before we start')).toBeNull();

    type('Can I jump if I weigh 98 kg?');
    press('Enter');
    expect(screen.getByText(/only to send you the transcript/i)).toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(box()).toHaveValue('Can I jump if I weigh 98 kg?');
    const start = screen.getByRole('button', { name: 'Start conversation' });
    expect(start).toBeDisabled();
    expect(calls).toHaveLength(0);

    const email = screen.getByLabelText('E-mail address');
    fireEvent.change(email, { target: { value: 'sam@' } });
    fireEvent.click(start);
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(email).toHaveFocus();

    fireEvent.change(email, { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'Sam' } });
    fireEvent.click(start);
    await flush();

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toMatch(/\/functions\/v1\/gemini-chat$/);
    expect(calls[0].accept).toContain('text/event-stream');
    expect(calls[0].body).toEqual({
      message: 'Can I jump if I weigh 98 kg?',
      conversationId: null,
      conversationToken: null,
      customerEmail: 'sam@example.com',
      customerName: 'Sam',
      language: 'en',
      pagePath: '/services',
    });
    expect(screen.queryByText('Before we start')).toBeNull();
    expect(within(log()).getByText('Can I jump if I weigh 98 kg?')).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'the FAQ' })).toHaveAttribute('href', '/faq');
    expect(box()).toHaveValue('');
    expect(box()).toBeEnabled();
    expect(JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? '{}')).toMatchObject({
      conversationId: ID,
      conversationToken: TOKEN,
      customer: { email: 'sam@example.com', name: 'Sam' },
    });

    // Later messages carry the conversation and its token, and Shift+Enter is a new line, not a send.
    answer = () => Response.json({ response: 'Yes.', conversationId: ID, answeredBy: 'local' });
    type('And my friend?');
    press('Enter', true);
    expect(calls).toHaveLength(1);
    press('Enter');
    await flush();
    expect(calls[1].body).toMatchObject({
      conversationId: ID,
      conversationToken: TOKEN,
      message: 'And my friend?',
    });
    expect(within(log()).getByText('Yes.')).toBeInTheDocument();
  });

  it('shows the error in Dutch when a send fails, and keeps what was typed', async () => {
    storeConversation(Date.now());
    answer = () => Response.json({ success: false, code: 'failed', error: 'x' }, { status: 500 });
    renderWithSite(<ChatWidget open onMinimise={() => {}} />, '/nl');
    type('Mag ik springen als ik 98 kilo weeg?');
    press('Enter');
    await flush();
    expect(within(log()).getByText(chatMessages.nl.sendFailed)).toBeInTheDocument();
    expect(box()).toHaveValue('Mag ik springen als ik 98 kilo weeg?');
    expect(within(log()).queryByText('Mag ik springen als ik 98 kilo weeg?')).toBeNull();
  });

  it('starts a new conversation after the server ended this one', async () => {
    storeConversation(Date.now());
    answer = () =>
      Response.json({ success: false, code: 'conversation-closed', error: 'x' }, { status: 409 });
    renderWithSite(<ChatWidget open onMinimise={() => {}} />);
    type('Still there?');
    press('Enter');
    await flush();
    expect(within(log()).getByText(chatMessages.en.conversationClosed)).toBeInTheDocument();
    answer = () =>
      Response.json({
        response: 'Hi again.',
        conversationId: ID,
        conversationToken: TOKEN,
        answeredBy: 'local',
      });
    press('Enter');
    await flush();
    expect(calls[1].body).toMatchObject({
      conversationId: null,
      conversationToken: null,
      customerEmail: 'sam@example.com',
    });
  });

  it('warns after 12 minutes, counts down, continues, and closes itself at zero', async () => {
    vi.useFakeTimers();
    const t0 = Date.parse('2026-11-25T21:00:00Z');
    vi.setSystemTime(t0);
    storeConversation(t0);
    answer = () =>
      Response.json({
        success: true,
        status: 'closed',
        closedBy: 'inactivity',
        transcript: 'awaiting-confirmation',
      });
    const onMinimise = vi.fn();
    renderWithSite(<ChatWidget open onMinimise={onMinimise} />);

    await act(() => vi.advanceTimersByTimeAsync(12 * minute - 1_000));
    expect(screen.queryByText(/are you still there/i)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(log()).getByText(/are you still there/i)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Closes in 3:00');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Closes in 1:59');

    fireEvent.click(screen.getByRole('button', { name: 'Continue conversation' }));
    expect(within(log()).getByText(/the conversation continues/i)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(12 * minute));
    expect(screen.getByRole('timer')).toHaveTextContent('Closes in 3:00');
    await act(() => vi.advanceTimersByTimeAsync(3 * minute));
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toMatch(/\/functions\/v1\/close-chat-conversation$/);
    expect(calls[0].body).toEqual({
      conversationId: ID,
      conversationToken: TOKEN,
      isAutoClose: true,
      language: 'en',
    });
    expect(
      within(log()).getByText(/confirm your address with it and the transcript follows/i),
    ).toHaveTextContent('sam@example.com');

    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(onMinimise).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onMinimise).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
    expect(within(log()).getByText(/how can i help/i)).toBeInTheDocument();
  });

  it('tells the chat button when the warning comes while the panel is minimised', async () => {
    vi.useFakeTimers();
    const t0 = Date.parse('2026-11-25T21:00:00Z');
    vi.setSystemTime(t0);
    storeConversation(t0);
    const onAttention = vi.fn();
    let setOpen: (open: boolean) => void = () => {};
    function Minimised() {
      const [open, set] = useState(false);
      setOpen = set;
      return <ChatWidget open={open} onMinimise={() => set(false)} onAttention={onAttention} />;
    }
    renderWithSite(<Minimised />);
    await act(() => vi.advanceTimersByTimeAsync(12 * minute - 1_000));
    expect(onAttention).not.toHaveBeenCalledWith(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onAttention).toHaveBeenLastCalledWith(true);

    act(() => setOpen(true));
    await flush();
    expect(onAttention).toHaveBeenLastCalledWith(false);
    expect(within(log()).getByText(/are you still there/i)).toBeInTheDocument();
  });

  it('ends a conversation on request with the transcript sent, and is silent when the close fails', async () => {
    storeConversation(Date.now());
    answer = () => Response.json({ success: true, status: 'closed', closedBy: 'user', transcript: 'sent' });
    const first = renderWithSite(<ChatWidget open onMinimise={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'End conversation' }));
    await flush();
    expect(calls[0].body).toMatchObject({ isAutoClose: false });
    expect(within(log()).getByText(/on its way to sam@example.com/i)).toBeInTheDocument();
    first.unmount();

    storeConversation(Date.now());
    answer = () => Response.json({ success: false, code: 'failed', error: 'x' }, { status: 500 });
    renderWithSite(<ChatWidget open onMinimise={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'End conversation' }));
    await flush();
    expect(within(log()).getByText('Thank you for chatting with us. Goodbye!')).toBeInTheDocument();
    expect(screen.queryByText(chatMessages.en.sendFailed)).toBeNull();
  });

  it('minimises on Escape and offers phone, WhatsApp and the transcript', () => {
    storeConversation(Date.now());
    const onMinimise = vi.fn();
    renderWithSite(<ChatWidget open onMinimise={onMinimise} />);
    expect(screen.getByRole('dialog', { name: /chat with skydive events holland/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^call/i })).toHaveAttribute('href', 'tel:+31612345678');
    expect(screen.getByRole('link', { name: /whatsapp/i })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Download transcript' })).toBeInTheDocument();
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(onMinimise).toHaveBeenCalledTimes(1);
  });
});
