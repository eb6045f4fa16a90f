// The enquiry forms' words in English and Dutch. The Dutch object has the English object's type, so
// a missing translation is a compile error. Validation messages come from the shared catalogue, and
// the field and option labels from the contract, which the back office shows enquiries with.
import { business } from '@contract/business.ts';
import { enquiryLabels } from '@contract/enquiry/labels.ts';
import { SERVICE_LABELS } from '@contract/enquiry/options.ts';
import type { Language } from '@contract/language.ts';
import type { EnquiryTab, FieldName } from './form-fields';
import { medicalConsentCopy } from './medical-consent-copy';
import type { OptionLabels } from './options';

export interface FieldCopy {
  label: string;
  help?: string;
  placeholder?: string;
}

export interface FormCopy {
  /** Names the form for assistive technology. */
  title: string;
  submit: string;
  /** Labels that differ from the common ones on this tab. */
  fields: Partial<Record<FieldName, FieldCopy>>;
}

const maxWeight = business.limits.tandemMaxWeightKg;

const en = {
  fields: {
    name: { label: enquiryLabels.en.fields.name, placeholder: 'Your full name' },
    email: { label: enquiryLabels.en.fields.email, placeholder: 'you@example.com' },
    phone: { label: enquiryLabels.en.fields.phone, placeholder: '+31 6 12345678' },
    service: { label: enquiryLabels.en.fields.service },
    message: { label: enquiryLabels.en.fields.message, placeholder: 'Tell us what you have in mind' },
    date: { label: enquiryLabels.en.fields.date },
    location: { label: enquiryLabels.en.fields.location },
    attendees: { label: enquiryLabels.en.fields.attendees },
    budget: { label: enquiryLabels.en.fields.budget },
    weight: {
      label: enquiryLabels.en.fields.weight,
      help: `Tandem jumps are possible up to ${maxWeight} kg: the tandem harness and parachute are certified for that combined load.`,
    },
    experience: { label: enquiryLabels.en.fields.experience },
    medicalInfo: {
      label: enquiryLabels.en.fields.medicalInfo,
      help: 'Anything our instructor should know, such as back, heart or neck conditions.',
    },
    medicalConsent: medicalConsentCopy.en,
    companyName: { label: enquiryLabels.en.fields.companyName },
    eventType: { label: enquiryLabels.en.fields.eventType },
    specialRequests: {
      label: enquiryLabels.en.fields.specialRequests,
      placeholder: 'Video package, accessibility, a date range…',
    },
  } satisfies Record<FieldName, FieldCopy>,
  forms: {
    general: { title: 'General enquiry', submit: 'Send message', fields: {} },
    demo: {
      title: 'Demo request',
      submit: 'Request a demo',
      fields: {
        name: { label: enquiryLabels.en.tabs.demo.name, placeholder: 'Your full name' },
        location: { label: enquiryLabels.en.tabs.demo.location, placeholder: 'Stadium, city' },
        attendees: { label: enquiryLabels.en.tabs.demo.attendees },
        eventType: { label: enquiryLabels.en.tabs.demo.eventType },
        date: { label: enquiryLabels.en.tabs.demo.date },
        budget: { label: enquiryLabels.en.tabs.demo.budget },
        message: {
          label: enquiryLabels.en.tabs.demo.message,
          placeholder: 'Programme, landing area, timing in the show…',
        },
      },
    },
    tandem: {
      title: 'Tandem jump request',
      submit: 'Request my jump',
      fields: {
        eventType: { label: enquiryLabels.en.tabs.tandem.eventType },
        attendees: { label: enquiryLabels.en.tabs.tandem.attendees },
      },
    },
    corporate: {
      title: 'Corporate event request',
      submit: 'Request a proposal',
      fields: {
        name: { label: enquiryLabels.en.tabs.corporate.name, placeholder: 'Your full name' },
        email: { label: enquiryLabels.en.tabs.corporate.email, placeholder: 'you@company.com' },
        eventType: { label: enquiryLabels.en.tabs.corporate.eventType },
        attendees: { label: enquiryLabels.en.tabs.corporate.attendees },
        date: { label: enquiryLabels.en.tabs.corporate.date },
        budget: { label: enquiryLabels.en.tabs.corporate.budget },
        message: {
          label: enquiryLabels.en.tabs.corporate.message,
          placeholder: 'What should the day achieve?',
        },
      },
    },
  } satisfies Record<EnquiryTab, FormCopy>,
  options: {
    service: SERVICE_LABELS.en,
    ...enquiryLabels.en.options,
  } satisfies OptionLabels,
  choose: 'Choose…',
  requiredNote: 'Fields marked * are required.',
  honeypot: 'Leave this field empty',
  sending: 'Sending…',
  errorSummary: (count: number) =>
    count === 1 ? 'Please correct 1 field:' : `Please correct ${count} fields:`,
  success: 'Thank you! Your message has been sent.',
  successDetail: `We reply within ${business.replyWithinHours} hours.`,
  /** Shown in the form once it is sent. */
  confirmation: {
    title: 'Message sent',
    detail: `You will get a confirmation by e-mail, and we reply within ${business.replyWithinHours} hours by e-mail or phone.`,
  },
  failure: {
    general: {
      title: 'Error Sending Message',
      description: `Something went wrong. Please try again or call us directly at ${business.phone.display}.`,
    },
    extended: {
      title: 'Error Sending Request',
      description: 'Something went wrong. Please try again or call us directly.',
    },
  },
  closeToast: 'Close notification',
  notifications: 'Notifications',
};

export type EnquiryCopy = typeof en;

const nl: EnquiryCopy = {
  fields: {
    name: { label: enquiryLabels.nl.fields.name, placeholder: 'Je volledige naam' },
    email: { label: enquiryLabels.nl.fields.email, placeholder: 'naam@voorbeeld.nl' },
    phone: { label: enquiryLabels.nl.fields.phone, placeholder: '06 12345678' },
    service: { label: enquiryLabels.nl.fields.service },
    message: { label: enquiryLabels.nl.fields.message, placeholder: 'Vertel ons wat je in gedachten hebt' },
    date: { label: enquiryLabels.nl.fields.date },
    location: { label: enquiryLabels.nl.fields.location },
    attendees: { label: enquiryLabels.nl.fields.attendees },
    budget: { label: enquiryLabels.nl.fields.budget },
    weight: {
      label: enquiryLabels.nl.fields.weight,
      help: `Een tandemsprong kan tot ${maxWeight} kg: het tandemharnas en de parachute zijn gekeurd voor dat gezamenlijke gewicht.`,
    },
    experience: { label: enquiryLabels.nl.fields.experience },
    medicalInfo: {
      label: enquiryLabels.nl.fields.medicalInfo,
      help: 'Alles wat onze instructeur moet weten, zoals rug-, hart- of nekklachten.',
    },
    medicalConsent: medicalConsentCopy.nl,
    companyName: { label: enquiryLabels.nl.fields.companyName },
    eventType: { label: enquiryLabels.nl.fields.eventType },
    specialRequests: {
      label: enquiryLabels.nl.fields.specialRequests,
      placeholder: 'Videopakket, toegankelijkheid, een periode…',
    },
  },
  forms: {
    general: { title: 'Algemene vraag', submit: 'Bericht versturen', fields: {} },
    demo: {
      title: 'Demo-aanvraag',
      submit: 'Demo aanvragen',
      fields: {
        name: { label: enquiryLabels.nl.tabs.demo.name, placeholder: 'Je volledige naam' },
        location: { label: enquiryLabels.nl.tabs.demo.location, placeholder: 'Stadion, plaats' },
        attendees: { label: enquiryLabels.nl.tabs.demo.attendees },
        eventType: { label: enquiryLabels.nl.tabs.demo.eventType },
        date: { label: enquiryLabels.nl.tabs.demo.date },
        budget: { label: enquiryLabels.nl.tabs.demo.budget },
        message: {
          label: enquiryLabels.nl.tabs.demo.message,
          placeholder: 'Programma, landingsplek, moment in de show…',
        },
      },
    },
    tandem: {
      title: 'Aanvraag tandemsprong',
      submit: 'Sprong aanvragen',
      fields: {
        eventType: { label: enquiryLabels.nl.tabs.tandem.eventType },
        attendees: { label: enquiryLabels.nl.tabs.tandem.attendees },
      },
    },
    corporate: {
      title: 'Aanvraag zakelijk evenement',
      submit: 'Voorstel aanvragen',
      fields: {
        name: { label: enquiryLabels.nl.tabs.corporate.name, placeholder: 'Je volledige naam' },
        email: { label: enquiryLabels.nl.tabs.corporate.email, placeholder: 'naam@bedrijf.nl' },
        eventType: { label: enquiryLabels.nl.tabs.corporate.eventType },
        attendees: { label: enquiryLabels.nl.tabs.corporate.attendees },
        date: { label: enquiryLabels.nl.tabs.corporate.date },
        budget: { label: enquiryLabels.nl.tabs.corporate.budget },
        message: {
          label: enquiryLabels.nl.tabs.corporate.message,
          placeholder: 'Wat moet de dag opleveren?',
        },
      },
    },
  },
  options: {
    service: SERVICE_LABELS.nl,
    ...enquiryLabels.nl.options,
  },
  choose: 'Maak een keuze…',
  requiredNote: 'Velden met * zijn verplicht.',
  honeypot: 'Laat dit veld leeg',
  sending: 'Versturen…',
  errorSummary: (count: number) =>
    count === 1 ? 'Controleer dit veld:' : `Controleer deze ${count} velden:`,
  success: 'Bedankt! Je bericht is verzonden.',
  successDetail: `We reageren binnen ${business.replyWithinHours} uur.`,
  confirmation: {
    title: 'Bericht verstuurd',
    detail: `Je krijgt een bevestiging per e-mail. Binnen ${business.replyWithinHours} uur hoor je van ons, per e-mail of telefonisch.`,
  },
  failure: {
    general: {
      title: 'Versturen mislukt',
      description: `Er ging iets mis. Probeer het opnieuw of bel ons direct op ${business.phone.display}.`,
    },
    extended: {
      title: 'Je aanvraag kon niet worden verstuurd',
      description: 'Er ging iets mis. Probeer het opnieuw of bel ons direct.',
    },
  },
  closeToast: 'Melding sluiten',
  notifications: 'Meldingen',
};

export const enquiryCopy: Record<Language, EnquiryCopy> = { en, nl };

/** A field's words on a tab: the tab's own where it has them, else the common ones. */
export function fieldCopy(copy: EnquiryCopy, tab: EnquiryTab, name: FieldName): FieldCopy {
  const own: FormCopy['fields'] = copy.forms[tab].fields;
  return { ...copy.fields[name], ...own[name] };
}
