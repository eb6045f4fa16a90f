import { describe, expect, it, vi } from 'vitest';
import { fetchPublicSettings, visibleSettings } from './public-settings';

// What a visitor sees from the stored settings: a jump status for 24 hours after it was set, an
// announcement only inside its window, and the booking widget unless it is switched off.

const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const jump = (
  updatedAt: string,
  value: unknown = { status: 'no_jumping', message: { en: 'Low clouds', nl: 'Lage bewolking' } },
) => ({
  key: 'jump.status',
  value,
  updated_at: updatedAt,
});
const announcement = (startsAt: string, endsAt: string) => ({
  key: 'site.announcement',
  value: { text: { en: 'Open day', nl: 'Open dag' }, link: '/contact', startsAt, endsAt },
  updated_at: hoursAgo(48),
});

describe('the jump status', () => {
  it('shows a status set less than 24 hours ago, with the database’s time', () => {
    const seen = visibleSettings([jump(hoursAgo(23.9))], now);
    expect(seen.jumpStatus).toEqual({
      status: 'no_jumping',
      message: { en: 'Low clouds', nl: 'Lage bewolking' },
      setAt: hoursAgo(23.9),
    });
  });

  it('shows nothing once the status is 24 hours old, or when there is none', () => {
    expect(visibleSettings([jump(hoursAgo(24))], now).jumpStatus).toBeNull();
    expect(visibleSettings([jump(hoursAgo(72))], now).jumpStatus).toBeNull();
    expect(visibleSettings([], now).jumpStatus).toBeNull();
  });

  it('still shows a status whose time is a little ahead of the browser’s clock', () => {
    expect(
      visibleSettings([jump(new Date(now.getTime() + 60_000).toISOString())], now).jumpStatus,
    ).not.toBeNull();
  });

  it('shows nothing for a value of the wrong shape', () => {
    expect(
      visibleSettings([jump(hoursAgo(1), { status: 'maybe', message: { en: '', nl: '' } })], now).jumpStatus,
    ).toBeNull();
    expect(visibleSettings([jump(hoursAgo(1), 'go')], now).jumpStatus).toBeNull();
  });
});

describe('the announcement window', () => {
  it('shows the announcement from its start up to its end', () => {
    expect(visibleSettings([announcement(hoursAgo(1), hoursAgo(-1))], now).announcement?.text.en).toBe(
      'Open day',
    );
    expect(visibleSettings([announcement(now.toISOString(), hoursAgo(-1))], now).announcement).not.toBeNull();
  });

  it('shows nothing before the start, from the end on, or without an announcement', () => {
    expect(visibleSettings([announcement(hoursAgo(-1), hoursAgo(-2))], now).announcement).toBeNull();
    expect(visibleSettings([announcement(hoursAgo(2), now.toISOString())], now).announcement).toBeNull();
    expect(visibleSettings([], now).announcement).toBeNull();
  });
});

describe('the booking widget switch', () => {
  const booking = (value: unknown) => [{ key: 'booking.enabled', value, updated_at: hoursAgo(1) }];

  it('hides the widget only when it is switched off', () => {
    expect(visibleSettings(booking(false), now).bookingEnabled).toBe(false);
    expect(visibleSettings(booking(true), now).bookingEnabled).toBe(true);
    expect(visibleSettings([], now).bookingEnabled).toBe(true);
    expect(visibleSettings(booking('off'), now).bookingEnabled).toBe(true);
  });
});

describe('the chat switch', () => {
  const chat = (value: unknown) => [{ key: 'chat.enabled', value, updated_at: hoursAgo(1) }];

  it('hides the chat only when it is switched off', () => {
    expect(visibleSettings(chat(false), now).chatEnabled).toBe(false);
    expect(visibleSettings(chat(true), now).chatEnabled).toBe(true);
    expect(visibleSettings([], now).chatEnabled).toBe(true);
    expect(visibleSettings(chat('off'), now).chatEnabled).toBe(true);
  });
});

describe('fetchPublicSettings', () => {
  it('reads the four public keys the site shows in one request, and throws when refused', async () => {
    const fetch = vi.fn(async () => Response.json([jump(hoursAgo(1))]));
    const rows = await fetchPublicSettings({ url: 'https://api.test', key: 'public-key', fetch });
    expect(rows).toHaveLength(1);
    const [address, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const url = new URL(address);
    expect(url.pathname).toBe('/rest/v1/site_settings');
    expect(url.searchParams.get('select')).toBe('key,value,updated_at');
    expect(url.searchParams.get('key')).toBe(
      'in.("jump.status","site.announcement","booking.enabled","chat.enabled")',
    );
    expect((init.headers as Record<string, string>).apikey).toBe('public-key');
    const refused = vi.fn(async () => Response.json({ message: 'down' }, { status: 503 }));
    await expect(fetchPublicSettings({ url: 'https://api.test', key: 'k', fetch: refused })).rejects.toThrow(
      /503/,
    );
  });
});
