// How a stored enquiry's values read for an admin: choices by the labels the form showed, the
// admin's own words for statuses, times in Europe/Amsterdam. The detail screen and the CSV share it.
import { EMAIL_STATUSES, ENQUIRY_STATUSES } from '@contract/enquiry/handling.ts';
import { enquiryOptionLabel, type EnquiryField } from '@contract/enquiry/labels.ts';
import { FORM_TYPES, SERVICE_LABELS, SERVICES, type FormType } from '@contract/enquiry/options.ts';
import { LANGUAGES, type Language } from '@contract/language.ts';
import type { EnquiriesCopy } from './copy';
import type { Enquiry } from './queries';

const find = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The row's form type; the database allows no other, so `contact` is only a type-level fallback. */
export const formTypeOf = (row: Pick<Enquiry, 'form_type'>): FormType =>
  find(FORM_TYPES, row.form_type) ?? 'contact';

export const formTypeLabel = (copy: EnquiriesCopy, row: Pick<Enquiry, 'form_type'>) =>
  copy.formTypes[formTypeOf(row)];

export function statusLabel(copy: EnquiriesCopy, status: string): string {
  const known = find(ENQUIRY_STATUSES, status);
  return known ? copy.statuses[known] : status;
}

export function emailStatusLabel(copy: EnquiriesCopy, status: string): string {
  const known = find(EMAIL_STATUSES, status);
  return known ? copy.emailStatuses[known] : status;
}

export function languageLabel(copy: EnquiriesCopy, language: string): string {
  const known = find(LANGUAGES, language);
  return known ? copy.languages[known] : language;
}

export function serviceLabel(language: Language, service: string | null): string | undefined {
  if (!service) return undefined;
  const known = find(SERVICES, service);
  return known ? SERVICE_LABELS[language][known] : service;
}

/** The fields the visitor may have filled in, in the order the forms ask for them. */
export const VISITOR_FIELDS = [
  'companyName',
  'name',
  'email',
  'phone',
  'service',
  'eventType',
  'date',
  'location',
  'attendees',
  'budget',
  'weight',
  'experience',
  'medicalInfo',
  'specialRequests',
  'message',
] as const satisfies readonly EnquiryField[];

/** A field's value as the admin reads it, or undefined when the visitor left it empty. */
export function fieldValue(language: Language, row: Enquiry, field: EnquiryField): string | undefined {
  const formType = formTypeOf(row);
  const choice = (name: 'eventType' | 'budget' | 'experience', value: string | null) =>
    value ? enquiryOptionLabel(language, formType, name, value) : undefined;
  const text = (value: string | number | null) =>
    value === null || value === '' ? undefined : String(value);
  switch (field) {
    case 'name':
      return row.name;
    case 'email':
      return row.email;
    case 'phone':
      return text(row.phone);
    case 'service':
      return serviceLabel(language, row.service);
    case 'message':
      return text(row.message);
    case 'date':
      return text(row.date);
    case 'location':
      return text(row.location);
    case 'attendees':
      return text(row.attendees);
    case 'budget':
      return choice('budget', row.budget);
    case 'weight':
      return text(row.weight);
    case 'experience':
      return choice('experience', row.experience);
    case 'medicalInfo':
      return text(row.medical_info);
    case 'companyName':
      return text(row.company_name);
    case 'eventType':
      return choice('eventType', row.event_type);
    case 'specialRequests':
      return text(row.special_requests);
  }
}
