import { describe, expect, it } from 'vitest';
import { enquiriesCopy } from './copy';
import { enquiriesCsv, exportDay } from './csv-export';
import type { Enquiry } from './queries';

const row: Enquiry = {
  id: '5b0c3c1e-8f7a-4a43-9a53-0f3b2a1c9d10',
  form_type: 'demo',
  name: 'Zoë Ångström',
  email: 'zoe@example.com',
  phone: null,
  service: 'demo-event',
  message: 'Opening show, "big" finish',
  date: '2027-05-01',
  location: 'Abe Lenstra Stadion, Heerenveen',
  attendees: 26000,
  budget: '10k-25k',
  weight: null,
  experience: null,
  medical_info: null,
  medical_consent_at: null,
  company_name: null,
  event_type: 'half-time-show',
  special_requests: null,
  language: 'nl',
  source_path: '/nl/contact',
  status: 'in_progress',
  internal_note: '=call back',
  email_status: 'failed',
  email_error: 'company: refused',
  company_email_status: 'failed',
  visitor_email_status: 'sent',
  email_attempts: 1,
  email_attempted_at: '2026-07-14T22:30:00Z',
  email_sent_at: null,
  idempotency_key: null,
  created_at: '2026-07-14T22:30:00Z',
  updated_at: '2026-07-14T22:30:00Z',
};

describe('the inbox as CSV', () => {
  it('writes the time in Amsterdam, the admin’s words and the form’s labels', () => {
    const [header, line] = enquiriesCsv(enquiriesCopy.nl, 'nl', [row]).slice(1).split('\r\n');
    expect(header?.startsWith('Ontvangen,Naam,E-mail,Telefoon,Formulier,Dienst,Status,E-mailstatus')).toBe(
      true,
    );
    expect(line).toBe(
      [
        '2026-07-15 00:30',
        'Zoë Ångström',
        'zoe@example.com',
        '',
        'Demonstratie',
        'Professionele demo',
        'In behandeling',
        'Mislukt',
        '"Opening show, ""big"" finish"',
        '2027-05-01',
        '"Abe Lenstra Stadion, Heerenveen"',
        '26000',
        '€ 10.000 tot € 25.000',
        '',
        '',
        '',
        '',
        'Rustshow',
        '',
        'Nederlands',
        '/nl/contact',
        "'=call back",
        row.id,
      ].join(','),
    );
  });

  it('names the file after the Amsterdam day', () => {
    expect(exportDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
