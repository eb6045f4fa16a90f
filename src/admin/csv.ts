import { downloadText } from './download';

// CSV files an admin opens in Excel: UTF-8 with a byte-order mark (without it Excel reads Dutch
// accents as gibberish), CRLF line ends, and every cell quoted when it needs to be.

export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula is prefixed with a quote, so a visitor's text stays text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n;]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(cellText).join(',')).join('\r\n') + '\r\n';
}

/** Hands the file to the browser's download. */
export const downloadCsv = (fileName: string, csv: string): void => downloadText(fileName, csv, 'text/csv');
