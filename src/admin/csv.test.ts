import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv(['Naam', 'Plaats'], [['Anouk', 'Zwolle']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Naam,Plaats\r\nAnouk,Zwolle\r\n');
  });

  it('quotes cells with commas, quotes, semicolons or line breaks, and keeps accents', () => {
    const csv = toCsv(['a'], [['Sœur, "Zoë"'], ['two\nlines'], ['x;y'], ['Curaçao']]);
    expect(csv.slice(1)).toBe('a\r\n"Sœur, ""Zoë"""\r\n"two\nlines"\r\n"x;y"\r\nCuraçao\r\n');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    const csv = toCsv(['a'], [['=HYPERLINK("x")'], ['+31 6 1234 5678'], ['@cmd'], [-5]]);
    expect(csv.slice(1)).toBe('a\r\n"\'=HYPERLINK(""x"")"\r\n\'+31 6 1234 5678\r\n\'@cmd\r\n-5\r\n');
  });

  it('writes empty cells for missing values', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, 0]]).slice(1)).toBe('a,b,c\r\n,,0\r\n');
  });
});
