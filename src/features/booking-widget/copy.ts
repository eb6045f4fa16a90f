import { business } from '@contract/business.ts';

const en = {
  label: 'Book a jump',
  title: 'Plan your jump',
  minimise: 'Minimise booking options',
  open: 'Book a jump',
  call: 'Call',
  callLabel: `Call ${business.phone.display}`,
  whatsapp: 'WhatsApp',
  whatsappLabel: 'WhatsApp (opens in a new tab)',
  info: 'Our services',
  book: 'Book now',
};

export type BookingWidgetCopy = typeof en;

const nl: BookingWidgetCopy = {
  label: 'Boek een sprong',
  title: 'Plan je sprong',
  minimise: 'Boekingsopties minimaliseren',
  open: 'Boek een sprong',
  call: 'Bellen',
  callLabel: `Bel ${business.phone.display}`,
  whatsapp: 'WhatsApp',
  whatsappLabel: 'WhatsApp (opent in een nieuw tabblad)',
  info: 'Onze diensten',
  book: 'Nu boeken',
};

export const bookingWidgetCopy = { en, nl } as const;
