// The filtered inbox as a CSV file: every matching enquiry (not just the page shown), one per line,
// with the admin's words for the columns and the form's labels for the choices.
import { spreadsheetStamp } from '@/admin/amsterdam-time';
import { toCsv, type CsvCell } from '@/admin/csv';
import type { Language } from '@contract/language.ts';
import type { EnquiriesCopy } from './copy';
import { emailStatusLabel, fieldValue, formTypeLabel, languageLabel, statusLabel } from './display';
import type { Enquiry } from './queries';

export function enquiriesCsv(copy: EnquiriesCopy, language: Language, rows: readonly Enquiry[]): string {
  const c = copy.csv;
  const header = [
    c.received,
    c.name,
    c.email,
    c.phone,
    c.formType,
    c.service,
    c.status,
    c.emailStatus,
    c.message,
    c.date,
    c.location,
    c.attendees,
    c.budget,
    c.weight,
    c.experience,
    c.medicalInfo,
    c.companyName,
    c.eventType,
    c.specialRequests,
    c.language,
    c.sourcePage,
    c.note,
    c.id,
  ];
  const lines = rows.map((row): CsvCell[] => {
    const value = (field: Parameters<typeof fieldValue>[2]) => fieldValue(language, row, field);
    return [
      spreadsheetStamp(row.created_at),
      row.name,
      row.email,
      row.phone,
      formTypeLabel(copy, row),
      value('service'),
      statusLabel(copy, row.status),
      emailStatusLabel(copy, row.email_status),
      row.message,
      row.date,
      row.location,
      row.attendees,
      value('budget'),
      row.weight,
      value('experience'),
      row.medical_info,
      row.company_name,
      value('eventType'),
      row.special_requests,
      languageLabel(copy, row.language),
      row.source_path,
      row.internal_note,
      row.id,
    ];
  });
  return toCsv(header, lines);
}

/** Today in Amsterdam as YYYY-MM-DD, for the file's name. */
export const exportDay = (now = new Date()) => spreadsheetStamp(now).slice(0, 10);
