import { describe, expect, it } from 'vitest';
import { fromBackOffice, isCachedPage, isHashedAsset, offlinePagePath } from './rules';

const origin = 'https://skydiveevents.nl';
const at = (path: string, base = origin) => new URL(path, base);

describe('what the service worker keeps', () => {
  it('keeps public pages of this site, never the back office or another origin', () => {
    expect(isCachedPage(at('/'), origin)).toBe(true);
    expect(isCachedPage(at('/nl/over-ons'), origin)).toBe(true);
    expect(isCachedPage(at('/administration-tips'), origin)).toBe(true);
    expect(isCachedPage(at('/admin'), origin)).toBe(false);
    expect(isCachedPage(at('/admin/enquiries'), origin)).toBe(false);
    expect(isCachedPage(at('/chat-management'), origin)).toBe(false);
    expect(isCachedPage(at('/video-management/upload'), origin)).toBe(false);
    expect(isCachedPage(at('/about', 'https://project.supabase.co'), origin)).toBe(false);
  });

  it('keeps only content-hashed build files, not asked for by the back office', () => {
    expect(isHashedAsset(at('/assets/AboutPage-8LzkHL5a.js'), origin)).toBe(true);
    expect(isHashedAsset(at('/assets/index-Bx_9-aZq.css'), origin)).toBe(true);
    expect(isHashedAsset(at('/favicon.svg'), origin)).toBe(false);
    expect(isHashedAsset(at('/assets/logo.svg'), origin)).toBe(false);
    expect(
      isHashedAsset(at('/storage/v1/object/public/photos/a-12345678.jpg', 'https://x.supabase.co'), origin),
    ).toBe(false);
    expect(fromBackOffice(`${origin}/admin/stories`)).toBe(true);
    expect(fromBackOffice(`${origin}/ssl-status`)).toBe(true);
    expect(fromBackOffice(`${origin}/stories`)).toBe(false);
    expect(fromBackOffice('')).toBe(false);
  });

  it('answers an unseen page offline in the language of its address', () => {
    expect(offlinePagePath(at('/nl'))).toBe('/nl/offline.html');
    expect(offlinePagePath(at('/nl/verhalen/greenland'))).toBe('/nl/offline.html');
    expect(offlinePagePath(at('/nlx'))).toBe('/offline.html');
    expect(offlinePagePath(at('/faq'))).toBe('/offline.html');
  });
});
