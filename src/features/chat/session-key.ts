// Where the conversation is kept, apart from its reader: the chat button is in every page's first
// load and tells whether there is a conversation to continue without the panel's code.
export const CHAT_STORAGE_KEY = 'chat-session';

/** Whether this tab holds a conversation to continue. */
export function hasStoredConversation(): boolean {
  try {
    return sessionStorage.getItem(CHAT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
