// The option values of the enquiry forms (spec section 3). The database's check constraints list
// the same values, so a value accepted here is always storable.
import type { Language } from '../language.ts';

export const FORM_TYPES = ['contact', 'demo', 'tandem', 'corporate'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const SERVICES = [
  'tandem-jump',
  'helicopter-jump',
  'balloon-jump',
  'demo-event',
  'media-production',
  'rigging-service',
  'other',
] as const;
export type Service = (typeof SERVICES)[number];

export const DEMO_TYPES = [
  'half-time-show',
  'opening-ceremony',
  'stadium-display',
  'festival-performance',
] as const;

export const TANDEM_JUMP_TYPES = [
  'standard-tandem',
  'helicopter-jump',
  'balloon-jump',
  'beach-landing',
] as const;

export const CORPORATE_EVENT_TYPES = [
  'team-building',
  'client-entertainment',
  'product-launch',
  'company-celebration',
  'corporate-challenge',
  'brand-activation',
] as const;

export const EXPERIENCE_LEVELS = ['none', 'beginner', 'experienced'] as const;

export const DEMO_BUDGETS = ['under-5k', '5k-10k', '10k-25k', '25k-plus', 'custom'] as const;
export const CORPORATE_BUDGETS = ['under-10k', '10k-25k', '25k-50k', '50k-plus', 'custom'] as const;

/** Which event types and budget ranges each tab offers; the tandem tab has no budget choice. */
export const TAB_OPTIONS = {
  demo: { eventTypes: DEMO_TYPES, budgets: DEMO_BUDGETS },
  tandem: { eventTypes: TANDEM_JUMP_TYPES, budgets: [] },
  corporate: { eventTypes: CORPORATE_EVENT_TYPES, budgets: CORPORATE_BUDGETS },
} as const satisfies Record<
  Exclude<FormType, 'contact'>,
  { eventTypes: readonly string[]; budgets: readonly string[] }
>;

export const LIMITS = {
  name: { min: 2, max: 50 },
  email: { min: 5, max: 100 },
  phone: { min: 8, max: 15 },
  message: { min: 10, max: 1000 },
  location: 200,
  companyName: 100,
  medicalInfo: 500,
  specialRequests: 500,
  page: 512,
  attendees: { min: 1, max: 100_000 },
  // The terms allow no tandem jump above 100 kg; 40 kg is the harness's lower bound.
  weight: { min: 40, max: 100 },
} as const;

/** Labels of the service options, for the forms and the e-mails. */
export const SERVICE_LABELS: Record<Language, Record<Service, string>> = {
  en: {
    'tandem-jump': 'Tandem Jump',
    'helicopter-jump': 'Helicopter Jump',
    'balloon-jump': 'Hot Air Balloon Jump',
    'demo-event': 'Professional Demo',
    'media-production': 'Media Production',
    'rigging-service': 'Rigging Service',
    other: 'Other',
  },
  nl: {
    'tandem-jump': 'Tandemsprong',
    'helicopter-jump': 'Helikoptersprong',
    'balloon-jump': 'Luchtballonsprong',
    'demo-event': 'Professionele demo',
    'media-production': 'Mediaproductie',
    'rigging-service': 'Riggingservice',
    other: 'Anders',
  },
};
