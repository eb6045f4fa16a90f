// Where chat management lives and the values its rows hold, as the database's checks list them.
// Small on purpose: the navigation and the dashboard import it without the screens themselves.

export const CHATS_PATH = '/chat-management';
export const chatPath = (id: string) => `${CHATS_PATH}/${id}`;

export const CHAT_STATUSES = ['open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const CHAT_CLOSED_BY = ['user', 'inactivity'] as const;
export type ChatClosedBy = (typeof CHAT_CLOSED_BY)[number];

export const TRANSCRIPT_STATUSES = [
  'not-sent',
  'awaiting-confirmation',
  'pending',
  'sent',
  'failed',
] as const;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

/** The list's address showing only the conversations whose transcript failed. */
export const FAILED_TRANSCRIPTS_PATH = `${CHATS_PATH}?transcript=failed`;
