// The chat's state and every change to it, apart from React so the rules can be tested alone: the
// pre-chat form, the reply being written, a failed send, the inactivity warning and the close.
import { CHAT_TIMING } from '@contract/chat.ts';

export interface ChatMessage {
  id: string;
  role: 'assistant' | 'user';
  content: string;
  /** Epoch ms. */
  timestamp: number;
}

export interface ChatCustomer {
  email: string;
  name: string;
}

/** What the browser keeps for the session, so a reload or another page continues the conversation. */
export interface ChatSession {
  conversationId: string | null;
  conversationToken: string | null;
  messages: ChatMessage[];
  customer: ChatCustomer | null;
  /** The last message either way, or the last "continue" (epoch ms): the inactivity timers count from it. */
  lastActivityAt: number | null;
  /** The inactivity warning has been shown since the last activity. */
  warned: boolean;
}

export interface ChatState {
  session: ChatSession;
  /** What is in the message box. */
  draft: string;
  /** A message waiting for the pre-chat form: sent once an e-mail is given. */
  pendingMessage: string | null;
  formShown: boolean;
  /** The user message whose reply is being written, or null. */
  replyingTo: string | null;
  /** The reply as far as it has streamed in. */
  streamed: string;
  closing: 'no' | 'closing' | 'closed';
}

export const emptySession = (): ChatSession => ({
  conversationId: null,
  conversationToken: null,
  messages: [],
  customer: null,
  lastActivityAt: null,
  warned: false,
});

export const initialState = (session: ChatSession = emptySession()): ChatState => ({
  session,
  draft: '',
  pendingMessage: null,
  formShown: false,
  replyingTo: null,
  streamed: '',
  closing: 'no',
});

export type ChatAction =
  | { type: 'draft'; text: string }
  | { type: 'ask-details'; text: string }
  | { type: 'details'; customer: ChatCustomer }
  | { type: 'sent'; message: ChatMessage }
  | { type: 'conversation'; id: string; token?: string }
  | { type: 'delta'; text: string }
  | { type: 'reset-reply' }
  | { type: 'replied'; message: ChatMessage }
  | {
      type: 'send-failed';
      userMessageId: string;
      text: string;
      reply: ChatMessage;
      dropConversation: boolean;
    }
  | { type: 'warn'; message: ChatMessage }
  | { type: 'continue'; message: ChatMessage }
  | { type: 'closing' }
  | { type: 'farewell'; message: ChatMessage }
  | { type: 'reset' };

/** What a send of `draft` does now: nothing, ask for the e-mail first, or send it. */
export function sendDecision(state: ChatState, draft: string): 'ignore' | 'ask-details' | 'send' {
  const text = draft.trim();
  if (!text || state.replyingTo || state.formShown || state.closing !== 'no') return 'ignore';
  return state.session.conversationId || state.session.customer ? 'send' : 'ask-details';
}

const withSession = (state: ChatState, session: Partial<ChatSession>): ChatState => ({
  ...state,
  session: { ...state.session, ...session },
});

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  const { session } = state;
  switch (action.type) {
    case 'draft':
      return { ...state, draft: action.text };
    case 'ask-details':
      return { ...state, formShown: true, pendingMessage: action.text };
    case 'details':
      return { ...withSession(state, { customer: action.customer }), formShown: false };
    case 'sent':
      return {
        ...withSession(state, {
          messages: [...session.messages, action.message],
          lastActivityAt: action.message.timestamp,
          warned: false,
        }),
        draft: '',
        pendingMessage: null,
        replyingTo: action.message.id,
        streamed: '',
      };
    case 'conversation':
      return withSession(state, {
        conversationId: action.id,
        conversationToken: action.token ?? session.conversationToken,
      });
    case 'delta':
      return state.replyingTo ? { ...state, streamed: state.streamed + action.text } : state;
    case 'reset-reply':
      return { ...state, streamed: '' };
    case 'replied':
      return {
        ...withSession(state, {
          messages: [...session.messages, action.message],
          lastActivityAt: action.message.timestamp,
          warned: false,
        }),
        replyingTo: null,
        streamed: '',
      };
    case 'send-failed':
      // The visitor's words go back into the box, so nothing typed is lost.
      return {
        ...withSession(state, {
          messages: [
            ...session.messages.filter((message) => message.id !== action.userMessageId),
            action.reply,
          ],
          ...(action.dropConversation ? { conversationId: null, conversationToken: null } : {}),
        }),
        draft: action.text,
        replyingTo: null,
        streamed: '',
      };
    case 'warn':
      return withSession(state, { messages: [...session.messages, action.message], warned: true });
    case 'continue':
      return withSession(state, {
        messages: [...session.messages, action.message],
        lastActivityAt: action.message.timestamp,
        warned: false,
      });
    case 'closing':
      return { ...state, closing: 'closing' };
    case 'farewell':
      return {
        ...withSession(state, { messages: [...session.messages, action.message] }),
        closing: 'closed',
      };
    case 'reset':
      return initialState();
  }
}

export type Inactivity =
  | { phase: 'none' }
  | { phase: 'active'; warnInMs: number }
  | { phase: 'warning'; secondsLeft: number }
  | { phase: 'expired' };

/**
 * Where the inactivity timers stand at `now`: counted from the last activity, so they agree after a
 * reload, a page change or a sleeping tab. Only an open conversation has timers.
 */
export function inactivityAt(session: ChatSession, now: number): Inactivity {
  if (!session.conversationId || session.lastActivityAt === null) return { phase: 'none' };
  const idle = now - session.lastActivityAt;
  if (idle < CHAT_TIMING.inactivityWarningMs)
    return { phase: 'active', warnInMs: CHAT_TIMING.inactivityWarningMs - idle };
  const left = CHAT_TIMING.countdownSeconds * 1000 - (idle - CHAT_TIMING.inactivityWarningMs);
  return left > 0 ? { phase: 'warning', secondsLeft: Math.ceil(left / 1000) } : { phase: 'expired' };
}

/** `m:ss`, as the countdown shows it. */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

let sequence = 0;
export const newMessage = (role: ChatMessage['role'], content: string, timestamp: number): ChatMessage => ({
  id: `${timestamp.toString(36)}-${(sequence++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  role,
  content,
  timestamp,
});
