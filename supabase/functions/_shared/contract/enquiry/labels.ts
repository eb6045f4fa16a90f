import type { Language } from '../language.ts';
import type { FormType } from './options.ts';

// The enquiry forms' field labels and option labels as the public forms show them. The forms and
// the back office both read them here, so an admin sees an enquiry in the visitor's own terms.

export const ENQUIRY_FIELDS = [
  'name',
  'email',
  'phone',
  'service',
  'message',
  'date',
  'location',
  'attendees',
  'budget',
  'weight',
  'experience',
  'medicalInfo',
  'companyName',
  'eventType',
  'specialRequests',
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

const en = {
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    message: 'Message',
    date: 'Preferred date',
    location: 'Location',
    attendees: 'Number of people',
    budget: 'Budget',
    weight: 'Weight (kg)',
    experience: 'Experience level',
    medicalInfo: 'Medical information',
    companyName: 'Company name',
    eventType: 'Type',
    specialRequests: 'Special requirements',
  } satisfies Record<EnquiryField, string>,
  /** Labels that differ from the common ones on a tab. */
  tabs: {
    contact: {},
    demo: {
      name: 'Organiser name',
      location: 'Stadium or event location',
      attendees: 'Expected audience size',
      eventType: 'Demo type',
      date: 'Event date',
      budget: 'Budget (excl. VAT)',
      message: 'Event details',
    },
    tandem: {
      eventType: 'Jump type',
      attendees: 'Number of jumpers',
    },
    corporate: {
      name: 'Contact person',
      email: 'Corporate email',
      eventType: 'Event type',
      attendees: 'Number of participants',
      date: 'Event date',
      budget: 'Budget (excl. VAT)',
      message: 'Goals and requirements',
    },
  } satisfies Record<FormType, Partial<Record<EnquiryField, string>>>,
  options: {
    demoType: {
      'half-time-show': 'Half-time show',
      'opening-ceremony': 'Opening ceremony',
      'stadium-display': 'Stadium display',
      'festival-performance': 'Festival performance',
    },
    jumpType: {
      'standard-tandem': 'Standard tandem jump (price on request)',
      'helicopter-jump': 'Helicopter jump (price on request)',
      'balloon-jump': 'Hot air balloon jump (price on request)',
      'beach-landing': 'Beach landing (price on request)',
    },
    corporateEventType: {
      'team-building': 'Team building',
      'client-entertainment': 'Client entertainment',
      'product-launch': 'Product launch',
      'company-celebration': 'Company celebration',
      'corporate-challenge': 'Corporate challenge',
      'brand-activation': 'Brand activation',
    },
    experience: {
      none: 'None (first time)',
      beginner: 'Beginner (1 to 5 jumps)',
      experienced: 'Experienced (6 or more jumps)',
    },
    demoBudget: {
      'under-5k': 'Under €5,000',
      '5k-10k': '€5,000 to €10,000',
      '10k-25k': '€10,000 to €25,000',
      '25k-plus': '€25,000 or more',
      custom: 'Custom / let’s discuss',
    },
    corporateBudget: {
      'under-10k': 'Under €10,000',
      '10k-25k': '€10,000 to €25,000',
      '25k-50k': '€25,000 to €50,000',
      '50k-plus': '€50,000 or more',
      custom: 'Custom / let’s discuss',
    },
  },
};

export type EnquiryLabels = typeof en;

const nl: EnquiryLabels = {
  fields: {
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    service: 'Dienst',
    message: 'Bericht',
    date: 'Gewenste datum',
    location: 'Locatie',
    attendees: 'Aantal personen',
    budget: 'Budget',
    weight: 'Gewicht (kg)',
    experience: 'Ervaring',
    medicalInfo: 'Medische informatie',
    companyName: 'Bedrijfsnaam',
    eventType: 'Soort',
    specialRequests: 'Speciale wensen',
  },
  tabs: {
    contact: {},
    demo: {
      name: 'Naam organisator',
      location: 'Stadion of evenementenlocatie',
      attendees: 'Verwacht aantal toeschouwers',
      eventType: 'Soort demo',
      date: 'Datum evenement',
      budget: 'Budget (excl. btw)',
      message: 'Details van het evenement',
    },
    tandem: {
      eventType: 'Soort sprong',
      attendees: 'Aantal springers',
    },
    corporate: {
      name: 'Contactpersoon',
      email: 'Zakelijk e-mailadres',
      eventType: 'Soort evenement',
      attendees: 'Aantal deelnemers',
      date: 'Datum evenement',
      budget: 'Budget (excl. btw)',
      message: 'Doelen en wensen',
    },
  },
  options: {
    demoType: {
      'half-time-show': 'Rustshow',
      'opening-ceremony': 'Openingsceremonie',
      'stadium-display': 'Stadiondemonstratie',
      'festival-performance': 'Festivaloptreden',
    },
    jumpType: {
      'standard-tandem': 'Standaard tandemsprong (prijs op aanvraag)',
      'helicopter-jump': 'Helikoptersprong (prijs op aanvraag)',
      'balloon-jump': 'Luchtballonsprong (prijs op aanvraag)',
      'beach-landing': 'Strandlanding (prijs op aanvraag)',
    },
    corporateEventType: {
      'team-building': 'Teambuilding',
      'client-entertainment': 'Relatie-evenement',
      'product-launch': 'Productlancering',
      'company-celebration': 'Bedrijfsfeest',
      'corporate-challenge': 'Teamcompetitie',
      'brand-activation': 'Merkactivatie',
    },
    experience: {
      none: 'Geen (eerste keer)',
      beginner: 'Beginner (1 tot 5 sprongen)',
      experienced: 'Ervaren (6 of meer sprongen)',
    },
    demoBudget: {
      'under-5k': 'Minder dan € 5.000',
      '5k-10k': '€ 5.000 tot € 10.000',
      '10k-25k': '€ 10.000 tot € 25.000',
      '25k-plus': '€ 25.000 of meer',
      custom: 'Op maat / in overleg',
    },
    corporateBudget: {
      'under-10k': 'Minder dan € 10.000',
      '10k-25k': '€ 10.000 tot € 25.000',
      '25k-50k': '€ 25.000 tot € 50.000',
      '50k-plus': '€ 50.000 of meer',
      custom: 'Op maat / in overleg',
    },
  },
};

export const enquiryLabels: Record<Language, EnquiryLabels> = { en, nl };

/** A field's label on a form type's tab: the tab's own where it has one, else the common one. */
export function enquiryFieldLabel(language: Language, formType: FormType, field: EnquiryField): string {
  const labels = enquiryLabels[language];
  const own: Partial<Record<EnquiryField, string>> = labels.tabs[formType];
  return own[field] ?? labels.fields[field];
}

type OptionList = keyof EnquiryLabels['options'];

/** Which option list a tab's event type and budget come from. */
const TAB_LISTS: Record<FormType, { eventType?: OptionList; budget?: OptionList }> = {
  contact: {},
  demo: { eventType: 'demoType', budget: 'demoBudget' },
  tandem: { eventType: 'jumpType' },
  corporate: { eventType: 'corporateEventType', budget: 'corporateBudget' },
};

/** The label the form showed for a stored choice; the value itself when no list names it. */
export function enquiryOptionLabel(
  language: Language,
  formType: FormType,
  field: 'eventType' | 'budget' | 'experience',
  value: string,
): string {
  const list = field === 'experience' ? 'experience' : TAB_LISTS[formType][field];
  const labels: Record<string, string> | undefined = list ? enquiryLabels[language].options[list] : undefined;
  return labels?.[value] ?? value;
}
