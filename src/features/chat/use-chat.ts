// The chat's behaviour in React: the state of chat-state.ts kept in sessionStorage, the calls to the
// chat functions, and the inactivity timers (warning, countdown, automatic close).
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { CHAT_TIMING, chatMessages, type ChatErrorCode } from '@contract/chat.ts';
import type { Language } from '@contract/language.ts';
import { closeChatConversation, sendChatMessage, type ChatBackend, chatBackend } from './chat-api';
import {
  chatReducer,
  inactivityAt,
  initialState,
  newMessage,
  sendDecision,
  type ChatCustomer,
  type ChatState,
} from './chat-state';
import { chatCopy } from './copy';
import { loadSession, saveSession } from './session-store';

/** Refusals after which the conversation cannot go on: the next message starts a new one. */
const conversationOver: readonly (ChatErrorCode | null)[] = [
  'conversation-not-found',
  'conversation-forbidden',
  'conversation-closed',
  'conversation-full',
];

function failureText(lang: Language, code: ChatErrorCode | null): string {
  const messages = chatMessages[lang];
  if (code === 'rate-limited') return messages.rateLimited;
  if (code === 'chat-off') return messages.chatOff;
  if (code === 'conversation-full') return messages.conversationFull;
  if (conversationOver.includes(code)) return messages.conversationClosed;
  return messages.sendFailed;
}

export interface ChatOptions {
  lang: Language;
  pagePath: string;
  /** Called when the widget has reset after a close. */
  onEnded: () => void;
  backend?: ChatBackend;
}

export function useChat({ lang, pagePath, onEnded, backend = chatBackend }: ChatOptions) {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialState(loadSession()));
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef<ChatState>(state);
  const context = useRef({ lang, pagePath, onEnded, backend });
  const ending = useRef(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    latest.current = state;
    saveSession(state.session);
  }, [state]);
  useEffect(() => {
    context.current = { lang, pagePath, onEnded, backend };
  }, [lang, pagePath, onEnded, backend]);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const deliver = useCallback(async (text: string, customer: ChatCustomer) => {
    const { lang: language, pagePath: path, backend: target } = context.current;
    const { session } = latest.current;
    const message = newMessage('user', text, Date.now());
    dispatch({ type: 'sent', message });
    const result = await sendChatMessage(
      {
        message: text,
        conversationId: session.conversationId,
        conversationToken: session.conversationToken,
        customerEmail: customer.email,
        customerName: customer.name || null,
        language,
        pagePath: path,
      },
      {
        onConversation: ({ conversationId, conversationToken }) =>
          dispatch({ type: 'conversation', id: conversationId, token: conversationToken }),
        onDelta: (delta) => dispatch({ type: 'delta', text: delta }),
        onReset: () => dispatch({ type: 'reset-reply' }),
      },
      target,
    );
    if (result.ok) {
      dispatch({ type: 'replied', message: newMessage('assistant', result.answer.response, Date.now()) });
    } else {
      dispatch({
        type: 'send-failed',
        userMessageId: message.id,
        text,
        reply: newMessage('assistant', failureText(context.current.lang, result.code), Date.now()),
        dropConversation: conversationOver.includes(result.code),
      });
    }
  }, []);

  /** Sends what is in the box, or asks for the e-mail first; ignored when blank or while a reply is pending. */
  const send = useCallback(() => {
    const current = latest.current;
    const decision = sendDecision(current, current.draft);
    const text = current.draft.trim();
    if (decision === 'ask-details') dispatch({ type: 'ask-details', text });
    else if (decision === 'send' && current.session.customer) void deliver(text, current.session.customer);
  }, [deliver]);

  /** The pre-chat form's e-mail (and name): the waiting message goes out with it. */
  const giveDetails = useCallback(
    (customer: ChatCustomer) => {
      const pending = latest.current.pendingMessage;
      dispatch({ type: 'details', customer });
      if (pending) void deliver(pending, customer);
    },
    [deliver],
  );

  const end = useCallback(async (isAutoClose: boolean) => {
    const { session } = latest.current;
    if (ending.current || !session.conversationId || !session.conversationToken) return;
    ending.current = true;
    dispatch({ type: 'closing' });
    const outcome = await closeChatConversation(
      {
        conversationId: session.conversationId,
        conversationToken: session.conversationToken,
        isAutoClose,
        language: context.current.lang,
      },
      context.current.backend,
    );
    const copy = chatCopy[context.current.lang];
    const email = session.customer?.email ?? '';
    const farewell =
      outcome === null
        ? copy.farewell
        : outcome.transcript === 'sent'
          ? copy.farewellSent(email)
          : outcome.transcript === 'awaiting-confirmation'
            ? copy.farewellConfirm(email)
            : copy.farewellLater(email);
    dispatch({ type: 'farewell', message: newMessage('assistant', farewell, Date.now()) });
    resetTimer.current = setTimeout(() => {
      ending.current = false;
      dispatch({ type: 'reset' });
      context.current.onEnded();
    }, CHAT_TIMING.resetAfterCloseMs);
  }, []);

  const continueConversation = useCallback(() => {
    dispatch({
      type: 'continue',
      message: newMessage('assistant', chatCopy[context.current.lang].continued, Date.now()),
    });
    setNow(Date.now());
  }, []);

  // One timer at a time, set from where the inactivity stands: the warning when it is due, then a
  // tick a second for the countdown, then the automatic close.
  const { session, closing } = state;
  useEffect(() => {
    if (closing !== 'no') return;
    const tick = () => {
      const at = Date.now();
      const current = latest.current.session;
      const phase = inactivityAt(current, at);
      if (phase.phase === 'warning' && !current.warned)
        dispatch({
          type: 'warn',
          message: newMessage('assistant', chatCopy[context.current.lang].warning, at),
        });
      if (phase.phase === 'expired') void end(true);
      setNow(at);
    };
    const phase = inactivityAt(session, Date.now());
    if (phase.phase === 'none') return;
    if (phase.phase === 'warning' && session.warned) {
      const interval = setInterval(tick, 1000);
      return () => clearInterval(interval);
    }
    const timeout = setTimeout(tick, phase.phase === 'active' ? phase.warnInMs : 0);
    return () => clearTimeout(timeout);
  }, [session, closing, end]);

  return {
    state,
    inactivity: closing === 'no' ? inactivityAt(session, now) : ({ phase: 'none' } as const),
    setDraft: (text: string) => dispatch({ type: 'draft', text }),
    send,
    giveDetails,
    end,
    continueConversation,
  };
}
