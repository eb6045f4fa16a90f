// The conversation kept in sessionStorage: a reload or a page opened in the same tab continues it,
// and it ends with the tab. A stored value of the wrong shape counts as none.
import { z } from '@contract/zod.ts';
import { emptySession, type ChatSession } from './chat-state';
import { CHAT_STORAGE_KEY } from './session-key';

const sessionSchema = z.object({
  conversationId: z.string().nullable(),
  conversationToken: z.string().nullable(),
  messages: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['assistant', 'user']),
      content: z.string(),
      timestamp: z.number(),
    }),
  ),
  customer: z.object({ email: z.string(), name: z.string() }).nullable(),
  lastActivityAt: z.number().nullable(),
  warned: z.boolean(),
});

export function loadSession(): ChatSession {
  try {
    const stored = sessionStorage.getItem(CHAT_STORAGE_KEY);
    if (!stored) return emptySession();
    const parsed = sessionSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : emptySession();
  } catch {
    return emptySession();
  }
}

export function saveSession(session: ChatSession) {
  try {
    if (session.messages.length === 0 && !session.customer) sessionStorage.removeItem(CHAT_STORAGE_KEY);
    else sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage refused (private mode, full): the conversation lasts as long as the page.
  }
}
