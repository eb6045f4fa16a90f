import { describe, expect, it } from 'vitest';
import { chatsCopy } from './copy';
import { filtersFromSearch, searchOfFilters } from './filters';
import type { ChatMessage, Conversation } from './queries';
import { inWrittenOrder } from './queries';
import { outcomeOf } from './ResendTranscript';
import { transcriptText } from './transcript-text';

describe('chat list filters in the address', () => {
  it('reads what it knows and drops the rest', () => {
    expect(
      filtersFromSearch('?status=closed&lang=de&transcript=awaiting-confirmation&q=%20Zo%C3%AB%20&page=2'),
    ).toEqual({
      status: 'closed',
      language: undefined,
      transcript: 'awaiting-confirmation',
      q: 'Zoë',
      page: 2,
    });
    expect(filtersFromSearch('?status=archived&transcript=lost&page=0')).toEqual({ page: 1 });
  });

  it('writes only what is set, and round-trips', () => {
    const filters = { language: 'nl', transcript: 'failed', q: '50%_kg & more', page: 3 } as const;
    const search = searchOfFilters(filters);
    expect(search).toBe('?lang=nl&transcript=failed&q=50%25_kg+%26+more&page=3');
    expect(filtersFromSearch(search)).toMatchObject(filters);
    expect(searchOfFilters({ page: 1 })).toBe('');
  });
});

describe('the resend outcome', () => {
  it('says what happened for every answer of resend-chat-transcript', () => {
    expect(outcomeOf(200, { success: true, transcript: 'sent' })).toBe('resent');
    expect(outcomeOf(200, { success: true, transcript: 'awaiting-confirmation' })).toBe('awaiting');
    expect(outcomeOf(200, { success: true, transcript: 'failed' })).toBe('resendFailed');
    expect(outcomeOf(404, { code: 'conversation-not-found' })).toBe('gone');
    expect(outcomeOf(409, { code: 'conversation-open' })).toBe('stillOpen');
    expect(outcomeOf(409, { code: 'in-progress' })).toBe('inProgress');
    expect(outcomeOf(429, undefined)).toBe('rateLimited');
    expect(outcomeOf(403, undefined)).toBe('sessionEnded');
    expect(outcomeOf(0, undefined)).toBe('unreachable');
    expect(outcomeOf(500, undefined)).toBe('resendFailed');
  });
});

const message = (role: 'user' | 'assistant', content: string, at: string, id: string): ChatMessage => ({
  id,
  role,
  content,
  answered_by: role === 'assistant' ? 'gemini' : null,
  created_at: at,
});

describe('the conversation as text', () => {
  const conversation: Conversation = {
    id: '0f5c3a9e-1111-4222-8333-444455556666',
    customer_name: 'Zoë Bakker',
    customer_email: 'zoe@example.com',
    language: 'nl',
    status: 'closed',
    closed_by: 'inactivity',
    closed_at: '2026-07-01T10:20:00Z',
    created_at: '2026-07-01T10:00:00Z',
    last_message_at: '2026-07-01T10:01:00Z',
    updated_at: '2026-07-01T10:20:00Z',
    token_hash: null,
    transcript_status: 'sent',
    transcript_error: null,
    transcript_attempts: 1,
    transcript_sent_at: '2026-07-01T10:20:00Z',
    enquiry_id: null,
  };
  const time = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });

  it('puts the question before a reply stored in the same instant', () => {
    const same = '2026-07-01T10:00:00Z';
    const ordered = inWrittenOrder([message('assistant', 'b', same, '1'), message('user', 'a', same, '2')]);
    expect(ordered.map((row) => row.content)).toEqual(['a', 'b']);
  });

  it('holds who, when (Amsterdam) and every message in the admin’s language, with CRLF and a BOM', () => {
    const text = transcriptText(chatsCopy.en, time, conversation, [
      message('user', 'Kan ik springen met 98 kg?\nIk ben 1,90 m.', '2026-07-01T10:00:00Z', '1'),
      message('assistant', 'Tot 95 kg. <b>Bel ons</b>.', '2026-07-01T10:01:00Z', '2'),
    ]);
    expect(text.startsWith('\uFEFFChat with Zoë Bakker (zoe@example.com)\r\n')).toBe(true);
    expect(text).toContain('Started: 1 Jul 2026, 12:00\r\n');
    expect(text).toContain('Status: Closed after inactivity\r\n');
    expect(text).toContain('Transcript e-mail: Sent\r\n');
    expect(text).toContain(
      '\r\n[1 Jul 2026, 12:00] Visitor:\r\nKan ik springen met 98 kg?\r\nIk ben 1,90 m.\r\n\r\n' +
        '[1 Jul 2026, 12:01] Assistant (Gemini):\r\nTot 95 kg. <b>Bel ons</b>.\r\n',
    );
    expect(text).not.toMatch(/[^\r]\n/);
    expect(transcriptText(chatsCopy.nl, time, conversation, [])).toContain(
      'Status: Gesloten na inactiviteit',
    );
  });
});
