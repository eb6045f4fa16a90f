import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  emptySession,
  formatCountdown,
  inactivityAt,
  initialState,
  newMessage,
  sendDecision,
  type ChatState,
} from './chat-state';

const t0 = Date.parse('2026-11-25T21:00:00Z');
const minute = 60_000;
const inConversation = (lastActivityAt = t0): ChatState =>
  initialState({
    ...emptySession(),
    conversationId: '0b9f6e8e-3c1f-4d7e-9a59-2f0c1e1d2a3b',
    conversationToken: 'a'.repeat(43),
    customer: { email: 'sam@example.com', name: '' },
    lastActivityAt,
  });

describe('sending', () => {
  it('ignores a blank message, and any message while a reply is pending or the form shows', () => {
    const state = inConversation();
    expect(sendDecision(state, '   \n ')).toBe('ignore');
    expect(sendDecision({ ...state, replyingTo: 'm1' }, 'Hello')).toBe('ignore');
    expect(sendDecision({ ...state, formShown: true }, 'Hello')).toBe('ignore');
    expect(sendDecision({ ...state, closing: 'closing' }, 'Hello')).toBe('ignore');
    expect(sendDecision(state, 'Hello')).toBe('send');
  });

  it('asks for the e-mail first when there is no conversation and no e-mail, then sends the waiting message', () => {
    let state = initialState();
    expect(sendDecision(state, 'Can I jump at 98 kg?')).toBe('ask-details');
    state = chatReducer(state, { type: 'ask-details', text: 'Can I jump at 98 kg?' });
    expect(state).toMatchObject({ formShown: true, pendingMessage: 'Can I jump at 98 kg?' });
    state = chatReducer(state, { type: 'details', customer: { email: 'sam@example.com', name: 'Sam' } });
    expect(state.formShown).toBe(false);
    expect(sendDecision(state, 'next')).toBe('send');
  });

  it('puts the visitor’s words back in the box and says so when a send fails', () => {
    let state = chatReducer(inConversation(), { type: 'draft', text: 'Is it windy?' });
    const sent = newMessage('user', 'Is it windy?', t0 + minute);
    state = chatReducer(state, { type: 'sent', message: sent });
    expect(state).toMatchObject({ draft: '', replyingTo: sent.id });
    state = chatReducer(state, { type: 'delta', text: 'Half a rep' });
    state = chatReducer(state, {
      type: 'send-failed',
      userMessageId: sent.id,
      text: 'Is it windy?',
      reply: newMessage('assistant', 'Sorry, something went wrong.', t0 + 2 * minute),
      dropConversation: false,
    });
    expect(state.draft).toBe('Is it windy?');
    expect(state.replyingTo).toBeNull();
    expect(state.streamed).toBe('');
    expect(state.session.messages.map((message) => message.content)).toEqual([
      'Sorry, something went wrong.',
    ]);
    expect(state.session.conversationId).not.toBeNull();
  });

  it('builds the reply from its streamed parts, dropping them on a reset', () => {
    let state = chatReducer(inConversation(), { type: 'sent', message: newMessage('user', 'Hi', t0) });
    state = chatReducer(state, { type: 'delta', text: 'Wrong ' });
    state = chatReducer(state, { type: 'reset-reply' });
    state = chatReducer(state, { type: 'delta', text: 'Right' });
    expect(state.streamed).toBe('Right');
    state = chatReducer(state, {
      type: 'replied',
      message: newMessage('assistant', 'Right answer', t0 + 5_000),
    });
    expect(state.streamed).toBe('');
    expect(state.session.lastActivityAt).toBe(t0 + 5_000);
  });

  it('forgets everything on reset', () => {
    const state = chatReducer(inConversation(), { type: 'reset' });
    expect(state).toEqual(initialState());
  });
});

describe('the inactivity timers', () => {
  it('has no timers before a conversation exists', () => {
    expect(inactivityAt(emptySession(), t0)).toEqual({ phase: 'none' });
  });

  it('warns after 12 minutes, counts 3 minutes down, then expires', () => {
    const { session } = inConversation();
    expect(inactivityAt(session, t0 + 11 * minute)).toEqual({ phase: 'active', warnInMs: minute });
    expect(inactivityAt(session, t0 + 12 * minute)).toEqual({ phase: 'warning', secondsLeft: 180 });
    expect(inactivityAt(session, t0 + 12 * minute + 1_500)).toEqual({ phase: 'warning', secondsLeft: 179 });
    expect(inactivityAt(session, t0 + 14 * minute + 59_000)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(inactivityAt(session, t0 + 15 * minute)).toEqual({ phase: 'expired' });
  });

  it('starts again from a continue', () => {
    let state = chatReducer(inConversation(), {
      type: 'warn',
      message: newMessage('assistant', 'Still there?', t0 + 12 * minute),
    });
    expect(state.session.warned).toBe(true);
    state = chatReducer(state, {
      type: 'continue',
      message: newMessage('assistant', 'Good.', t0 + 13 * minute),
    });
    expect(state.session.warned).toBe(false);
    expect(inactivityAt(state.session, t0 + 24 * minute)).toEqual({ phase: 'active', warnInMs: minute });
  });

  it('shows the countdown as m:ss', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(179)).toBe('2:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
  });
});
