import { describe, expect, it } from 'vitest';
import { amsterdamInstant } from '@/admin/amsterdam-time';
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
import {
  announcementSchema,
  enquiryRecipientsSchema,
  jumpStatusSchema,
  replyHoursSchema,
  settingMessages,
  switchSchema,
} from '@contract/settings.ts';

// The settings' shapes as the back office, the site and the functions check them (the contract),
// with the messages an admin reads at the field in either language.

const en = settingMessages.en;
const nl = settingMessages.nl;
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('jump status', () => {
  const status = (value: unknown) => jumpStatusSchema('en').safeParse(value);

  it('takes one of the three statuses, with a message in both languages or in neither', () => {
    expect(
      status({ status: 'no_jumping', message: { en: 'Low clouds', nl: 'Lage bewolking' } }).success,
    ).toBe(true);
    expect(status({ status: 'go', message: { en: '', nl: '' } }).success).toBe(true);
    expect(messagesOf(status({ status: 'maybe', message: { en: '', nl: '' } }))).toEqual([
      ['status', en.statusInvalid],
    ]);
  });

  it('asks for the missing language and refuses more than 160 characters', () => {
    expect(messagesOf(status({ status: 'on_hold', message: { en: 'Wind', nl: '' } }))).toEqual([
      ['message.nl', en.messagePair],
    ]);
    expect(messagesOf(status({ status: 'on_hold', message: { en: 'x'.repeat(161), nl: 'y' } }))).toEqual([
      ['message.en', en.messageMax],
    ]);
    // Characters, not UTF-16 units: 160 emoji fit.
    expect(status({ status: 'go', message: { en: '🪂'.repeat(160), nl: '🪂' } }).success).toBe(true);
  });

  it('speaks Dutch to a Dutch admin', () => {
    const result = jumpStatusSchema('nl').safeParse({ status: 'go', message: { en: '', nl: 'Wind' } });
    expect(messagesOf(result)).toEqual([['message.en', nl.messagePair]]);
    expect(nl.messagePair).toMatch(/^Schrijf het bericht/);
  });
});

describe('announcement', () => {
  const base = {
    text: { en: 'Open day on Saturday', nl: 'Open dag op zaterdag' },
    link: '/contact',
    startsAt: '2026-12-01T08:00:00.000Z',
    endsAt: '2026-12-06T22:59:00.000Z',
  };
  const announcement = (change: Record<string, unknown>) =>
    announcementSchema('en').safeParse({ ...base, ...change });

  it('takes a same-site path, an https address or no link', () => {
    for (const link of ['/contact', '/nl/weer?x=1#top', '/', 'https://www.knvvl.nl/veiligheid', null]) {
      expect(announcement({ link }).success, String(link)).toBe(true);
    }
  });

  it('refuses other links, with the field’s message', () => {
    for (const link of [
      '//evil.example',
      'http://example.com',
      'javascript:alert(1)',
      'contact',
      'https:///x',
      '/a b',
    ]) {
      expect(messagesOf(announcement({ link })), link).toEqual([['link', en.linkInvalid]]);
    }
  });

  it('needs text in both languages, at most 200 characters each', () => {
    expect(messagesOf(announcement({ text: { en: '  ', nl: 'x'.repeat(201) } }))).toEqual([
      ['text.en', en.textRequired],
      ['text.nl', en.textMax],
    ]);
  });

  it('needs a start and an end, the end after the start', () => {
    expect(messagesOf(announcement({ startsAt: '', endsAt: 'tomorrow' }))).toEqual([
      ['startsAt', en.startInvalid],
      ['endsAt', en.endInvalid],
    ]);
    expect(messagesOf(announcement({ endsAt: base.startsAt }))).toEqual([['endsAt', en.endBeforeStart]]);
  });
});

describe('recipients, reply hours and switches', () => {
  const recipients = (value: unknown) => enquiryRecipientsSchema('en').safeParse(value);

  it('takes 1 to 10 different e-mail addresses', () => {
    expect(recipients(['info@example.com', 'office@example.com']).success).toBe(true);
    expect(messagesOf(recipients([]))).toEqual([['', en.recipientsMin]]);
    const eleven = Array.from({ length: 11 }, (_, index) => `inbox${index}@example.com`);
    expect(messagesOf(recipients(eleven))).toEqual([['', en.recipientsMax]]);
  });

  it('names every address that is wrong or repeated', () => {
    expect(messagesOf(recipients(['info@example.com', 'info@example', 'INFO@example.com']))).toEqual([
      ['1', en.recipientInvalid('info@example')],
      ['2', en.recipientDuplicate('INFO@example.com')],
    ]);
  });

  it('takes whole hours from 1 to 168', () => {
    for (const hours of [1, 24, 168]) expect(replyHoursSchema('en').safeParse(hours).success).toBe(true);
    for (const hours of [0, 169, 2.5, Number.NaN, '24']) {
      expect(messagesOf(replyHoursSchema('nl').safeParse(hours))).toEqual([['', nl.replyHoursInvalid]]);
    }
  });

  it('takes on or off for a switch', () => {
    expect(switchSchema('en').safeParse(false).success).toBe(true);
    expect(switchSchema('en').safeParse('false').success).toBe(false);
  });
});

describe('Amsterdam time', () => {
  it('turns a typed Amsterdam time into the instant, in winter and in summer', () => {
    expect(amsterdamInstant('2026-12-01T09:00')).toBe('2026-12-01T08:00:00.000Z');
    expect(amsterdamInstant('2026-07-01T09:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(amsterdamWallTime('2026-07-01T07:00:00.000Z')).toBe('2026-07-01T09:00');
    expect(amsterdamWallTime(amsterdamInstant('2026-03-29T01:30')!)).toBe('2026-03-29T01:30');
  });

  it('refuses what is not a date and time', () => {
    expect(amsterdamInstant('')).toBeNull();
    expect(amsterdamInstant('2026-02-31T09:00')).toBeNull();
    expect(amsterdamInstant('2026-12-01')).toBeNull();
  });
});
