// The contact section: what each kind of enquiry covers and how to reach us directly.
import { dutchClock, leadWeeks } from '@/lib/format';
import { business } from '@contract/business.ts';

export type EnquiryTab = 'general' | 'demo' | 'tandem' | 'corporate';

interface TabCopy {
  label: string;
  title: string;
  text: string;
  covers: [string, string, string, string];
}

const en = {
  eyebrow: 'Contact',
  title: 'Plan your jump, show or event',
  lead: `Prices are on request: tell us what you have in mind and we reply within ${business.replyWithinHours} hours.`,
  tabsLabel: 'Kind of enquiry',
  tabs: {
    general: {
      label: 'General',
      title: 'General questions',
      text: 'Anything about our jumps, shows, media or rigging services.',
      covers: [
        'Which service suits you',
        'Dates and availability',
        'Prices on request',
        'Rigging and repacks',
      ],
    },
    demo: {
      label: 'Demo',
      title: 'Stadium and festival demonstrations',
      text: `For organisers of matches, festivals and ceremonies. Plan ${leadWeeks.en.demonstrationsAndMedia} weeks ahead for permits.`,
      covers: [
        'Stadium or event location',
        'Expected audience size',
        'Half-time show, opening ceremony or display',
        'Flags, smoke and timing',
      ],
    },
    tandem: {
      label: 'Tandem',
      title: 'Tandem, helicopter and balloon jumps',
      text: `For your own jump or one as a gift. Book ${leadWeeks.en.tandem} weeks ahead, ${leadWeeks.en.helicopterOrBalloon} for helicopter or balloon.`,
      covers: [
        'Standard tandem jump',
        'Helicopter or balloon jump',
        'Weight and health questions',
        'Photos and video',
      ],
    },
    corporate: {
      label: 'Corporate',
      title: 'Corporate events',
      text: 'Team building, client entertainment, product launches and company celebrations.',
      covers: ['Number of participants', 'Goals and budget', 'Location and date', 'Catering and media'],
    },
  } satisfies Record<EnquiryTab, TabCopy> as Record<EnquiryTab, TabCopy>,
  coversTitle: 'Tell us about',
  reachTitle: 'Reach us directly',
  callNow: 'Call now',
  emailDirect: 'Email direct',
  whatsapp: 'WhatsApp (opens in a new tab)',
  hoursTitle: 'Office hours',
  // Dutch time, not "CET": in summer the Netherlands is on CEST.
  hours: `Monday to Friday, ${business.hours.opens}–${business.hours.closes} (Dutch time)`,
  reply: `We reply within ${business.replyWithinHours} hours.`,
  locationTitle: 'Where to find us',
};

export type ContactCopy = typeof en;

const nl: ContactCopy = {
  eyebrow: 'Contact',
  title: 'Plan je sprong, show of evenement',
  lead: `Prijzen zijn op aanvraag: vertel wat je voor ogen hebt, dan antwoorden we binnen ${business.replyWithinHours} uur.`,
  tabsLabel: 'Soort aanvraag',
  tabs: {
    general: {
      label: 'Algemeen',
      title: 'Algemene vragen',
      text: 'Alles over onze sprongen, shows, media en riggingdiensten.',
      covers: [
        'Welke dienst bij je past',
        'Data en beschikbaarheid',
        'Prijzen op aanvraag',
        'Rigging en pakken',
      ],
    },
    demo: {
      label: 'Demo',
      title: 'Demonstraties in stadions en op festivals',
      text: `Voor organisatoren van wedstrijden, festivals en ceremonies. Plan ${leadWeeks.nl.demonstrationsAndMedia} weken vooruit voor de vergunningen.`,
      covers: [
        'Stadion of evenementenlocatie',
        'Verwacht aantal bezoekers',
        'Rustshow, openingsceremonie of demonstratie',
        'Vlaggen, rook en timing',
      ],
    },
    tandem: {
      label: 'Tandem',
      title: 'Tandem-, helikopter- en ballonsprongen',
      text: `Voor je eigen sprong of als cadeau. Boek ${leadWeeks.nl.tandem} weken vooraf, ${leadWeeks.nl.helicopterOrBalloon} weken voor helikopter of luchtballon.`,
      covers: [
        'Standaard tandemsprong',
        'Sprong uit helikopter of luchtballon',
        'Vragen over gewicht en gezondheid',
        "Foto's en video",
      ],
    },
    corporate: {
      label: 'Zakelijk',
      title: 'Bedrijfsuitjes en evenementen',
      text: 'Teambuilding, relatie-evenementen, productlanceringen en bedrijfsfeesten.',
      covers: ['Aantal deelnemers', 'Doelen en budget', 'Locatie en datum', 'Catering en media'],
    },
  },
  coversTitle: 'Handig om te vermelden',
  reachTitle: 'Direct contact',
  callNow: 'Bel nu',
  emailDirect: 'Mail direct',
  whatsapp: 'WhatsApp (opent in een nieuw tabblad)',
  hoursTitle: 'Bereikbaar',
  hours: `Maandag tot en met vrijdag, van ${dutchClock(business.hours.opens)} tot ${dutchClock(business.hours.closes)} uur`,
  reply: `We antwoorden binnen ${business.replyWithinHours} uur.`,
  locationTitle: 'Hier vind je ons',
};

export const contactCopy = { en, nl } as const;
export const enquiryTabs: readonly EnquiryTab[] = ['general', 'demo', 'tandem', 'corporate'];
