import { CHAT_STORAGE_KEY } from './session-key';

/** Stores a conversation whose last message is just over 12 minutes old: its reminder is due. */
export function storeQuietConversation() {
  const lastActivityAt = Date.now() - 12 * 60_000 - 1_000;
  sessionStorage.setItem(
    CHAT_STORAGE_KEY,
    JSON.stringify({
      conversationId: '0b9f6e8e-3c1f-4d7e-9a59-2f0c1e1d2a3b',
      conversationToken: 'T'.repeat(43),
      messages: [{ id: 'u1', role: 'user', content: 'Hello', timestamp: lastActivityAt }],
      customer: { email: 'sam@example.com', name: 'Sam' },
      lastActivityAt,
      warned: false,
    }),
  );
}
