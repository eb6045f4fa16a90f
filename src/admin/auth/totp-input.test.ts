import { describe, expect, it } from 'vitest';
import { codeFrom } from './CodeField';
import { groupedSecret, qrImageSource } from './EnrolTotp';

describe('the TOTP set-up and code inputs', () => {
  it('takes six digits typed or pasted with spaces, and nothing else', () => {
    expect(codeFrom('123456')).toBe('123456');
    expect(codeFrom(' 123 456 ')).toBe('123456');
    expect(codeFrom('12345')).toBeNull();
    expect(codeFrom('1234567')).toBeNull();
    expect(codeFrom('12a456')).toBeNull();
  });

  it('shows the key in groups of four', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('percent-encodes the QR code, whose colours carry a # that would end a raw data address', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#000000"/></svg>';
    const source = qrImageSource(`data:image/svg+xml;utf-8,${svg}`);
    expect(source.startsWith('data:image/svg+xml,')).toBe(true);
    expect(source).not.toContain('#');
    expect(decodeURIComponent(source.slice('data:image/svg+xml,'.length))).toBe(svg);
  });
});
