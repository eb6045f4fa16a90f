import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './next-path';

describe('safeNextPath', () => {
  it('returns an admin path with its query and hash', () => {
    expect(safeNextPath('/admin/enquiries/42?tab=mail#note')).toBe('/admin/enquiries/42?tab=mail#note');
  });

  it('returns the staff addresses outside /admin too', () => {
    for (const next of ['/ssl-status', '/video-management', '/chat-management'])
      expect(safeNextPath(next)).toBe(next);
    expect(safeNextPath('/ssl-statusx')).toBe('/admin');
  });

  it('sends anything else to the dashboard: other sites, public pages, the sign-in page itself', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example',
      'javascript:alert(1)',
      '/contact',
      '/administrator',
      '/admin/auth',
    ]) {
      expect(safeNextPath(next)).toBe('/admin');
    }
  });

  it('leads back to the address asked for', () => {
    const next = new URL(signInPathFor('/admin/enquiries?status=new'), 'https://x.invalid').searchParams.get(
      'next',
    );
    expect(safeNextPath(next)).toBe('/admin/enquiries?status=new');
    expect(signInPathFor('/admin')).toBe('/admin/auth');
  });
});
