// The conversation as a plain text file an admin can keep or forward: a heading with who, when and
// how it ended, then every message with its time (Amsterdam) and who wrote it. UTF-8 with a
// byte-order mark and CRLF line ends, so Notepad on an older Windows shows the accents right.
import type { ChatsCopy } from './copy';
import {
  authorLabel,
  chatStatusLabel,
  closedByLabel,
  languageLabel,
  transcriptLabel,
  visitorOf,
} from './display';
import type { ChatMessage, Conversation } from './queries';

const BOM = '\uFEFF';

export function transcriptText(
  copy: ChatsCopy,
  time: Intl.DateTimeFormat,
  conversation: Conversation,
  messages: readonly ChatMessage[],
): string {
  const at = (instant: string) => time.format(new Date(instant));
  const facts: [string, string][] = [
    [copy.detail.started, at(conversation.created_at)],
    [copy.detail.lastMessage, at(conversation.last_message_at)],
    [copy.detail.language, languageLabel(copy, conversation.language)],
    [
      copy.detail.status,
      closedByLabel(copy, conversation.closed_by) ?? chatStatusLabel(copy, conversation.status),
    ],
    [copy.detail.transcript, transcriptLabel(copy, conversation.transcript_status)],
    [copy.detail.reference, conversation.id],
  ];
  const lines = [
    copy.file.heading(visitorOf(conversation)),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    copy.file.times,
  ];
  for (const message of messages) {
    lines.push('', `[${at(message.created_at)}] ${authorLabel(copy, message)}:`, message.content);
  }
  return BOM + lines.join('\r\n').replace(/\r?\n/g, '\r\n') + '\r\n';
}
