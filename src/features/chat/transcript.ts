// The transcript as a text file, built in the browser from the messages on screen, so the visitor
// has it at once, whether or not an e-mail follows.
import { AMSTERDAM_TIME_ZONE, amsterdamToday } from '@contract/amsterdam-time.ts';
import { LOCALES, type Language } from '@contract/language.ts';
import type { ChatMessage } from './chat-state';
import type { ChatCopy } from './copy';

const amsterdam = (lang: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: AMSTERDAM_TIME_ZONE, ...options });

export function transcriptText(messages: readonly ChatMessage[], lang: Language, copy: ChatCopy): string {
  const time = amsterdam(lang, { hour: '2-digit', minute: '2-digit' });
  const first = messages[0]?.timestamp ?? Date.now();
  const lines = [
    copy.transcriptTitle,
    amsterdam(lang, { dateStyle: 'long', timeStyle: 'short' }).format(first),
    '',
    ...messages.map(
      (message) =>
        `[${time.format(message.timestamp)}] ${message.role === 'user' ? copy.you : copy.assistant}: ${message.content}`,
    ),
    '',
    copy.transcriptFooter,
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function downloadTranscript(messages: readonly ChatMessage[], lang: Language, copy: ChatCopy) {
  const blob = new Blob([transcriptText(messages, lang, copy)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = copy.transcriptFile(amsterdamToday(new Date(messages[0]?.timestamp ?? Date.now())));
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
