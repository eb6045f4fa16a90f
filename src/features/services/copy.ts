// The home services section, in English and Dutch. Facts come from business.ts.
import { leadWeeks, moreThan } from '@/lib/format';
import type { PageId } from '@/routing/page-ids';
import { business } from '@contract/business.ts';

const s = business.stats;
const dur = business.durations;

export type ServiceCardKey = 'stadium' | 'tandem' | 'media' | 'rigging';

interface ServiceCard {
  key: ServiceCardKey;
  title: string;
  description: string;
  features: [string, string, string, string];
  page: PageId | null;
}

interface ExclusiveJump {
  key: 'helicopter' | 'balloon';
  title: string;
  text: string;
  page: PageId;
}

/** Types a list's items without widening the copy object's type. */
const list = <T>(items: T[]): T[] => items;

const en = {
  eyebrow: 'Services',
  title: 'Everything that happens in the sky, planned on the ground',
  lead: `From a half-time flag jump in front of a full stadium to your first tandem jump: one team, more than ${s.yearsExperience} years of experience and a ${s.safetyRecord} safety record.`,
  quote: 'Request a quote',
  more: (title: string) => `More about ${title.toLowerCase()}`,
  cards: list<ServiceCard>([
    {
      key: 'stadium',
      title: 'Stadium Shows',
      description: `Demonstration jumps into stadiums and arenas, with flags, smoke and a landing on the centre spot. More than ${s.shows} shows so far.`,
      features: [
        'Half-time and opening shows',
        'Flags and coloured smoke',
        'Permits and airspace arranged',
        `Planned ${leadWeeks.en.demonstrationsAndMedia} weeks ahead`,
      ],
      page: 'service-stadium-shows',
    },
    {
      key: 'tandem',
      title: 'Tandem Jumps',
      description:
        'Your first freefall, strapped to one of our instructors. No experience needed, just a short briefing.',
      features: [
        'Briefing on the day',
        `Minimum age ${business.limits.minimumAge}`,
        'Photos and video on request',
        `Book ${leadWeeks.en.tandem} weeks ahead`,
      ],
      page: 'service-tandem-jumps',
    },
    {
      key: 'media',
      title: 'Media Production',
      description:
        'Aerial photography and video for brands, broadcasters and events, filmed by camera flyers who jump for a living.',
      features: [
        'Photography in freefall',
        'Video and live streaming',
        'Editing in house',
        `Delivered within ${dur.mediaDeliveryHours} hours`,
      ],
      page: 'service-media-production',
    },
    {
      key: 'rigging',
      title: 'Rigging Services',
      description: `Inspection, repair and repacking of parachutes by licensed riggers, with ${moreThan(s.repacks, 'en')} repacks and counting.`,
      features: [
        'Reserve repacks',
        'Main canopy inspections',
        'Harness and container repairs',
        'Advice on equipment',
      ],
      page: null,
    },
  ]),
  specialisedTitle: 'Specialised services',
  specialised: list<{ id: PageId; label: string }>([
    { id: 'corporate-events', label: 'Corporate events' },
    { id: 'festival-performances', label: 'Festival performances' },
    { id: 'stadium-demonstrations-netherlands', label: 'Stadium demonstrations in the Netherlands' },
    { id: 'helicopter-skydiving-netherlands', label: 'Helicopter skydiving' },
    { id: 'tandem-jumps-netherlands', label: 'Tandem jumps in the Netherlands' },
    { id: 'professional-skydiving-netherlands', label: 'Professional skydiving' },
  ]),
  citiesTitle: 'Near you',
  exclusiveTitle: 'Exclusive jumps',
  exclusiveLead: 'For those who want more than an aeroplane door.',
  exclusive: list<ExclusiveJump>([
    {
      key: 'helicopter',
      title: 'Helicopter jump',
      text: `Step off the skid of a hovering helicopter: no slipstream, a silent first seconds. About ${dur.helicopterMinutes} minutes from take-off to landing.`,
      page: 'service-helicopter-jumps',
    },
    {
      key: 'balloon',
      title: 'Hot air balloon jump',
      text: `Drift up at sunrise and leave the basket from complete stillness. About ${dur.balloonHours} hours in total, in season only.`,
      page: 'service-hot-air-balloon',
    },
  ]),
};

export type ServicesCopy = typeof en;

const nl: ServicesCopy = {
  eyebrow: 'Diensten',
  title: 'Alles wat in de lucht gebeurt, op de grond voorbereid',
  lead: `Van een vlaggensprong in de rust voor een vol stadion tot je eerste tandemsprong: één team, ruim ${s.yearsExperience} jaar ervaring en een veiligheidsrecord van ${s.safetyRecord}.`,
  quote: 'Offerte aanvragen',
  more: (title: string) => `Meer over ${title.toLowerCase()}`,
  cards: [
    {
      key: 'stadium',
      title: 'Stadionshows',
      description: `Demonstratiesprongen in stadions en arena's, met vlaggen, rook en een landing op de middenstip. Al ${moreThan(s.shows, 'nl')} shows.`,
      features: [
        'Shows in de rust en bij openingen',
        'Vlaggen en gekleurde rook',
        'Vergunningen en luchtruim geregeld',
        `${leadWeeks.nl.demonstrationsAndMedia} weken vooraf gepland`,
      ],
      page: 'service-stadium-shows',
    },
    {
      key: 'tandem',
      title: 'Tandemsprongen',
      description:
        'Je eerste vrije val, vast aan een van onze instructeurs. Geen ervaring nodig, alleen een korte briefing.',
      features: [
        'Briefing op de dag zelf',
        `Minimumleeftijd ${business.limits.minimumAge} jaar`,
        "Foto's en video op aanvraag",
        `${leadWeeks.nl.tandem} weken vooraf boeken`,
      ],
      page: 'service-tandem-jumps',
    },
    {
      key: 'media',
      title: 'Mediaproductie',
      description:
        "Luchtfoto's en video voor merken, omroepen en evenementen, gemaakt door cameraspringers die er hun vak van maken.",
      features: [
        "Foto's in vrije val",
        'Video en livestreams',
        'Montage in eigen huis',
        `Binnen ${dur.mediaDeliveryHours} uur geleverd`,
      ],
      page: 'service-media-production',
    },
    {
      key: 'rigging',
      title: 'Rigging en pakservice',
      description: `Inspectie, reparatie en het pakken van parachutes door gecertificeerde riggers. Al ${moreThan(s.repacks, 'nl')} parachutes gepakt.`,
      features: [
        'Reserveparachutes pakken',
        'Inspectie van hoofdschermen',
        'Reparatie van harnas en container',
        'Advies over materiaal',
      ],
      page: null,
    },
  ],
  specialisedTitle: 'Gespecialiseerde diensten',
  specialised: [
    { id: 'corporate-events', label: 'Bedrijfsevenementen' },
    { id: 'festival-performances', label: 'Festivaloptredens' },
    { id: 'stadium-demonstrations-netherlands', label: 'Stadiondemonstraties in Nederland' },
    { id: 'helicopter-skydiving-netherlands', label: 'Helikoptersprongen in Nederland' },
    { id: 'tandem-jumps-netherlands', label: 'Tandemsprongen in Nederland' },
    { id: 'professional-skydiving-netherlands', label: 'Professioneel parachutespringen' },
  ],
  citiesTitle: 'Bij jou in de buurt',
  exclusiveTitle: 'Exclusieve sprongen',
  exclusiveLead: 'Voor wie meer wil dan een vliegtuigdeur.',
  exclusive: [
    {
      key: 'helicopter',
      title: 'Sprong uit een helikopter',
      text: `Stap van de ski van een stilhangende helikopter: geen luchtstroom, een paar doodstille eerste seconden. Zo'n ${dur.helicopterMinutes} minuten van opstijgen tot landen.`,
      page: 'service-helicopter-jumps',
    },
    {
      key: 'balloon',
      title: 'Sprong uit een luchtballon',
      text: `Stijg op bij zonsopgang en stap in doodse stilte uit de mand. Zo'n ${dur.balloonHours} uur in totaal, alleen in het seizoen.`,
      page: 'service-hot-air-balloon',
    },
  ],
};

export const servicesCopy = { en, nl } as const;

/** The analytics event of a card's quote button: its English title in lower snake case. */
export const quoteEventName = (key: ServiceCardKey): string => {
  const card = en.cards.find((candidate) => candidate.key === key);
  return (card?.title ?? key).toLowerCase().replace(/[^a-z0-9]+/g, '_');
};
