import { describe, expect, it } from 'vitest';
import { newMessage } from './chat-state';
import { chatCopy } from './copy';
import { transcriptText } from './transcript';

describe('the transcript file', () => {
  it('lists every message with its Amsterdam time and who wrote it', () => {
    const at = Date.parse('2026-07-01T20:05:00Z');
    const text = transcriptText(
      [newMessage('user', 'Kan ik springen?', at), newMessage('assistant', 'Ja, tot 100 kilo.', at + 60_000)],
      'nl',
      chatCopy.nl,
    );
    expect(text).toContain('Chat met Skydive Events Holland');
    expect(text).toContain('[22:05] Jij: Kan ik springen?');
    expect(text).toContain('[22:06] Assistent: Ja, tot 100 kilo.');
  });
});
