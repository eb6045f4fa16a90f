import { business } from '@contract/business.ts';

const en = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  lead: 'The questions we hear most. Anything else? Just ask.',
  allTitle: 'All questions and answers',
  moreTitle: 'More information',
  relatedServices: 'Related services',
  locationInfo: 'Location info',
  contact: 'Contact us',
  email: `E-mail ${business.email}`,
};

const nl: typeof en = {
  eyebrow: 'Hulp',
  title: 'Veelgestelde vragen',
  lead: 'De vragen die we het vaakst krijgen. Staat die van jou er niet bij? Vraag het ons gewoon.',
  allTitle: 'Alle vragen en antwoorden',
  moreTitle: 'Meer informatie',
  relatedServices: 'Gerelateerde diensten',
  locationInfo: 'Locatie-informatie',
  contact: 'Neem contact op',
  email: `Mail naar ${business.email}`,
};

export const faqCopy = { en, nl } as const;
