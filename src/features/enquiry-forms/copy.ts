// The enquiry forms' words in English and Dutch. The Dutch object has the English object's type, so
// a missing translation is a compile error. Validation messages come from the shared catalogue.
import { business } from '@contract/business.ts';
import { SERVICE_LABELS } from '@contract/enquiry/options.ts';
import type { Language } from '@contract/language.ts';
import type { EnquiryTab, FieldName } from './form-fields';
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
    name: { label: 'Name', placeholder: 'Your full name' },
    email: { label: 'Email', placeholder: 'you@example.com' },
    phone: { label: 'Phone', placeholder: '+31 6 12345678' },
    service: { label: 'Service' },
    message: { label: 'Message', placeholder: 'Tell us what you have in mind' },
    date: { label: 'Preferred date' },
    location: { label: 'Location' },
    attendees: { label: 'Number of people' },
    budget: { label: 'Budget' },
    weight: {
      label: 'Weight (kg)',
      help: `Tandem jumps are possible up to ${maxWeight} kg: the tandem harness and parachute are certified for that combined load.`,
    },
    experience: { label: 'Experience level' },
    medicalInfo: {
      label: 'Medical information',
      help: 'Anything our instructor should know, such as back, heart or neck conditions.',
    },
    companyName: { label: 'Company name' },
    eventType: { label: 'Type' },
    specialRequests: {
      label: 'Special requirements',
      placeholder: 'Video package, accessibility, a date range…',
    },
  } satisfies Record<FieldName, FieldCopy>,
  forms: {
    general: { title: 'General enquiry', submit: 'Send message', fields: {} },
    demo: {
      title: 'Demo request',
      submit: 'Request a demo',
      fields: {
        name: { label: 'Organiser name', placeholder: 'Your full name' },
        location: { label: 'Stadium or event location', placeholder: 'Stadium, city' },
        attendees: { label: 'Expected audience size' },
        eventType: { label: 'Demo type' },
        date: { label: 'Event date' },
        budget: { label: 'Budget (excl. VAT)' },
        message: {
          label: 'Event details',
          placeholder: 'Programme, landing area, timing in the show…',
        },
      },
    },
    tandem: {
      title: 'Tandem jump request',
      submit: 'Request my jump',
      fields: {
        eventType: { label: 'Jump type' },
        attendees: { label: 'Number of jumpers' },
      },
    },
    corporate: {
      title: 'Corporate event request',
      submit: 'Request a proposal',
      fields: {
        name: { label: 'Contact person', placeholder: 'Your full name' },
        email: { label: 'Corporate email', placeholder: 'you@company.com' },
        eventType: { label: 'Event type' },
        attendees: { label: 'Number of participants' },
        date: { label: 'Event date' },
        budget: { label: 'Budget (excl. VAT)' },
        message: { label: 'Goals and requirements', placeholder: 'What should the day achieve?' },
      },
    },
  } satisfies Record<EnquiryTab, FormCopy>,
  options: {
    service: SERVICE_LABELS.en,
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
      beginner: 'Beginner (1-5 jumps)',
      experienced: 'Experienced (6+ jumps)',
    },
    demoBudget: {
      'under-5k': 'Under €5,000',
      '5k-10k': '€5,000 - €10,000',
      '10k-25k': '€10,000 - €25,000',
      '25k-plus': '€25,000 or more',
      custom: 'Custom / let’s discuss',
    },
    corporateBudget: {
      'under-10k': 'Under €10,000',
      '10k-25k': '€10,000 - €25,000',
      '25k-50k': '€25,000 - €50,000',
      '50k-plus': '€50,000 or more',
      custom: 'Custom / let’s discuss',
    },
  } satisfies OptionLabels,
  choose: 'Choose…',
  requiredNote: 'Fields marked * are required.',
  honeypot: 'Leave this field empty',
  sending: 'Sending...',
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
    name: { label: 'Naam', placeholder: 'Je volledige naam' },
    email: { label: 'E-mail', placeholder: 'jij@voorbeeld.nl' },
    phone: { label: 'Telefoon', placeholder: '06 12345678' },
    service: { label: 'Dienst' },
    message: { label: 'Bericht', placeholder: 'Vertel ons wat je in gedachten hebt' },
    date: { label: 'Gewenste datum' },
    location: { label: 'Locatie' },
    attendees: { label: 'Aantal personen' },
    budget: { label: 'Budget' },
    weight: {
      label: 'Gewicht (kg)',
      help: `Een tandemsprong kan tot ${maxWeight} kg: het tandemtuig en de parachute zijn gekeurd voor dat gezamenlijke gewicht.`,
    },
    experience: { label: 'Ervaring' },
    medicalInfo: {
      label: 'Medische informatie',
      help: 'Alles wat onze instructeur moet weten, zoals rug-, hart- of nekklachten.',
    },
    companyName: { label: 'Bedrijfsnaam' },
    eventType: { label: 'Soort' },
    specialRequests: { label: 'Speciale wensen', placeholder: 'Videopakket, toegankelijkheid, een periode…' },
  },
  forms: {
    general: { title: 'Algemene vraag', submit: 'Verstuur bericht', fields: {} },
    demo: {
      title: 'Demo-aanvraag',
      submit: 'Vraag een demo aan',
      fields: {
        name: { label: 'Naam organisator', placeholder: 'Je volledige naam' },
        location: { label: 'Stadion of evenementlocatie', placeholder: 'Stadion, plaats' },
        attendees: { label: 'Verwacht aantal toeschouwers' },
        eventType: { label: 'Soort demo' },
        date: { label: 'Datum evenement' },
        budget: { label: 'Budget (excl. btw)' },
        message: {
          label: 'Details van het evenement',
          placeholder: 'Programma, landingsplek, moment in de show…',
        },
      },
    },
    tandem: {
      title: 'Aanvraag tandemsprong',
      submit: 'Vraag mijn sprong aan',
      fields: {
        eventType: { label: 'Soort sprong' },
        attendees: { label: 'Aantal springers' },
      },
    },
    corporate: {
      title: 'Aanvraag zakelijk evenement',
      submit: 'Vraag een voorstel aan',
      fields: {
        name: { label: 'Contactpersoon', placeholder: 'Je volledige naam' },
        email: { label: 'Zakelijk e-mailadres', placeholder: 'jij@bedrijf.nl' },
        eventType: { label: 'Soort evenement' },
        attendees: { label: 'Aantal deelnemers' },
        date: { label: 'Datum evenement' },
        budget: { label: 'Budget (excl. btw)' },
        message: { label: 'Doelen en wensen', placeholder: 'Wat moet de dag opleveren?' },
      },
    },
  },
  options: {
    service: SERVICE_LABELS.nl,
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
      'corporate-challenge': 'Bedrijfsuitdaging',
      'brand-activation': 'Merkactivatie',
    },
    experience: {
      none: 'Geen (eerste keer)',
      beginner: 'Beginner (1-5 sprongen)',
      experienced: 'Ervaren (6+ sprongen)',
    },
    demoBudget: {
      'under-5k': 'Minder dan € 5.000',
      '5k-10k': '€ 5.000 - € 10.000',
      '10k-25k': '€ 10.000 - € 25.000',
      '25k-plus': '€ 25.000 of meer',
      custom: 'Op maat / in overleg',
    },
    corporateBudget: {
      'under-10k': 'Minder dan € 10.000',
      '10k-25k': '€ 10.000 - € 25.000',
      '25k-50k': '€ 25.000 - € 50.000',
      '50k-plus': '€ 50.000 of meer',
      custom: 'Op maat / in overleg',
    },
  },
  choose: 'Maak een keuze…',
  requiredNote: 'Velden met * zijn verplicht.',
  honeypot: 'Laat dit veld leeg',
  sending: 'Versturen...',
  errorSummary: (count: number) => (count === 1 ? 'Verbeter 1 veld:' : `Verbeter ${count} velden:`),
  success: 'Bedankt! Je bericht is verzonden.',
  successDetail: `We reageren binnen ${business.replyWithinHours} uur.`,
  confirmation: {
    title: 'Bericht verstuurd',
    detail: `Je krijgt een bevestiging per e-mail. Binnen ${business.replyWithinHours} uur hoor je van ons, per e-mail of telefoon.`,
  },
  failure: {
    general: {
      title: 'Fout bij het verzenden',
      description: `Er ging iets mis. Probeer het opnieuw of bel ons direct op ${business.phone.display}.`,
    },
    extended: {
      title: 'Fout bij het verzenden van je aanvraag',
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
