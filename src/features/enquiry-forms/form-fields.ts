// Which fields each enquiry tab shows, in order, and how each is entered. The field names are the
// request body's own (top level or `additionalData`), so values map onto the request one to one.
import type { OptionListId } from './options';

export type EnquiryTab = 'general' | 'demo' | 'tandem' | 'corporate';
export const enquiryTabs: readonly EnquiryTab[] = ['general', 'demo', 'tandem', 'corporate'];

export type TopLevelField = 'name' | 'email' | 'phone' | 'service' | 'message';
export type AdditionalField =
  | 'date'
  | 'location'
  | 'attendees'
  | 'budget'
  | 'weight'
  | 'experience'
  | 'medicalInfo'
  | 'medicalConsent'
  | 'companyName'
  | 'eventType'
  | 'specialRequests';
export type FieldName = TopLevelField | AdditionalField;

export const additionalFields: readonly AdditionalField[] = [
  'date',
  'location',
  'attendees',
  'budget',
  'weight',
  'experience',
  'medicalInfo',
  'medicalConsent',
  'companyName',
  'eventType',
  'specialRequests',
];

export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'date' | 'select' | 'textarea' | 'checkbox';

export interface FieldSpec {
  name: FieldName;
  kind: FieldKind;
  required?: boolean;
  options?: OptionListId;
  autoComplete?: string;
  /** Shares a row with its neighbour on wide screens. */
  half?: boolean;
}

const name: FieldSpec = { name: 'name', kind: 'text', required: true, autoComplete: 'name', half: true };
const email: FieldSpec = { name: 'email', kind: 'email', required: true, autoComplete: 'email', half: true };
const phone: FieldSpec = { name: 'phone', kind: 'tel', autoComplete: 'tel', half: true };
const date: FieldSpec = { name: 'date', kind: 'date', half: true };
const attendees: FieldSpec = { name: 'attendees', kind: 'number', half: true };

export const formFields: Record<EnquiryTab, readonly FieldSpec[]> = {
  general: [
    name,
    email,
    phone,
    { name: 'service', kind: 'select', required: true, options: 'service', half: true },
    { name: 'message', kind: 'textarea', required: true },
  ],
  demo: [
    name,
    email,
    phone,
    { name: 'location', kind: 'text', half: true },
    { name: 'eventType', kind: 'select', options: 'demoType', half: true },
    attendees,
    date,
    { name: 'budget', kind: 'select', options: 'demoBudget', half: true },
    { name: 'message', kind: 'textarea' },
  ],
  tandem: [
    name,
    email,
    phone,
    { name: 'eventType', kind: 'select', options: 'jumpType', half: true },
    date,
    attendees,
    { name: 'weight', kind: 'number', half: true },
    { name: 'experience', kind: 'select', options: 'experience', half: true },
    { name: 'medicalInfo', kind: 'textarea' },
    // Health data needs its own explicit consent, asked right beside it (AVG/GDPR art. 9).
    { name: 'medicalConsent', kind: 'checkbox' },
    { name: 'specialRequests', kind: 'textarea' },
  ],
  corporate: [
    { name: 'companyName', kind: 'text', autoComplete: 'organization', half: true },
    name,
    { ...email, autoComplete: 'work email' },
    phone,
    { name: 'eventType', kind: 'select', options: 'corporateEventType', half: true },
    attendees,
    date,
    { name: 'budget', kind: 'select', options: 'corporateBudget', half: true },
    { name: 'message', kind: 'textarea' },
  ],
};

/** The form's values: every input holds text until the request is built, the consent box a tick. */
export type EnquiryValues = Record<Exclude<FieldName, 'medicalConsent'> | 'website', string> & {
  medicalConsent: boolean;
};

export const emptyValues = (): EnquiryValues => ({
  name: '',
  email: '',
  phone: '',
  service: '',
  message: '',
  date: '',
  location: '',
  attendees: '',
  budget: '',
  weight: '',
  experience: '',
  medicalInfo: '',
  medicalConsent: false,
  companyName: '',
  eventType: '',
  specialRequests: '',
  website: '',
});
