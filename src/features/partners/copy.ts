// The partners section: what each partner does and why we work together, in both languages.
import { business } from '@contract/business.ts';
import type { PartnerId } from './partners';

interface PartnerText {
  industry: string;
  description: string;
}

interface Testimonial {
  quote: string;
  name: string;
  role: string;
  location: string;
}

const s = business.stats;

const en = {
  eyebrow: 'Partners',
  title: 'Trusted by clubs, broadcasters and aviation',
  lead: 'A show in the sky needs many hands on the ground. These are the organisations we fly with.',
  carouselLabel: 'Partners we work with',
  website: (name: string) => `${name} website (opens in a new tab)`,
  partners: {
    'fc-veluwe': {
      industry: 'Football club',
      description: 'Season openers and cup finals with a flag delivered to the centre spot.',
    },
    'sc-rijnmond': {
      industry: 'Football club',
      description: 'Half-time demonstrations in front of a sold-out stadium.',
    },
    'radio-zenith': {
      industry: 'Radio station',
      description: 'Live reports from the aircraft door for listeners across the country.',
    },
    'lage-landen-tv': {
      industry: 'Broadcaster',
      description: 'Aerial footage and live feeds for national television.',
    },
    'delta-atc': {
      industry: 'Air traffic control',
      description: 'Airspace coordination for every stadium and city jump.',
    },
    'hemelvaart-ballonteam': {
      industry: 'Balloon team',
      description: 'Pilots and balloons for our sunrise balloon jumps.',
    },
    rotorwerk: {
      industry: 'Helicopter company',
      description: 'Helicopters and crew for hover exits and camera flights.',
    },
    'luchtsport-oost': {
      industry: 'Aviation association',
      description: 'Training standards and a shared love of the sport.',
    },
    tripkompas: {
      industry: 'Travel search',
      description: 'Tandem jumps offered to travellers planning a trip to the Netherlands.',
    },
    'canopy-cargo': {
      industry: 'Parachute logistics',
      description: 'Safe, tracked transport of canopies and reserves across Europe.',
    },
    'freefall-supply': {
      industry: 'Skydive supplier',
      description: 'Containers, canopies and spare parts for our riggers.',
    },
  } satisfies Record<PartnerId, PartnerText> as Record<PartnerId, PartnerText>,
  valuesTitle: 'What partnership means to us',
  values: [
    {
      title: 'Reliability',
      text: `More than ${s.shows} shows delivered on the second, in front of crowds of every size.`,
    },
    {
      title: 'Shared standards',
      text: `A ${s.safetyRecord} safety record, built with partners who take safety as seriously as we do.`,
    },
    {
      title: 'Long relationships',
      text: `${s.repeatCustomers} of our clients come back. Most partners have been with us for years.`,
    },
  ],
  testimonialsTitle: 'What partners say',
  testimonials: [
    {
      quote:
        'Ten thousand people held their breath, and the flag landed exactly on the centre spot. Every season they make our opening unforgettable.',
      name: 'Marieke de Boer',
      role: 'Event manager, FC Veluwe Adelaars',
      location: 'Apeldoorn',
    },
    {
      quote: 'Their camera flyers understand television. The footage was ready before our evening broadcast.',
      name: 'Joris van Dam',
      role: 'Producer, Lage Landen Omroep',
      location: 'Hilversum',
    },
  ] as Testimonial[],
};

export type PartnersCopy = typeof en;

const nl: PartnersCopy = {
  eyebrow: 'Partners',
  title: 'Clubs, omroepen en de luchtvaart rekenen op ons',
  lead: 'Een show in de lucht vraagt veel handen op de grond. Dit zijn de organisaties waarmee we vliegen.',
  carouselLabel: 'Partners met wie we werken',
  website: (name: string) => `Website van ${name} (opent in een nieuw tabblad)`,
  partners: {
    'fc-veluwe': {
      industry: 'Voetbalclub',
      description: 'Seizoensopeningen en bekerfinales met een vlag precies op de middenstip.',
    },
    'sc-rijnmond': {
      industry: 'Voetbalclub',
      description: 'Demonstraties in de rust voor een uitverkocht stadion.',
    },
    'radio-zenith': {
      industry: 'Radiozender',
      description: 'Live verslag vanuit de vliegtuigdeur voor luisteraars in het hele land.',
    },
    'lage-landen-tv': {
      industry: 'Omroep',
      description: 'Luchtbeelden en livebeelden voor de landelijke televisie.',
    },
    'delta-atc': {
      industry: 'Luchtverkeersleiding',
      description: 'Afstemming van het luchtruim bij elke stadion- en stadssprong.',
    },
    'hemelvaart-ballonteam': {
      industry: 'Ballonteam',
      description: 'Piloten en ballonnen voor onze ballonsprongen bij zonsopgang.',
    },
    rotorwerk: {
      industry: 'Helikopterbedrijf',
      description: 'Helikopters en crew voor sprongen vanuit stilstand en cameravluchten.',
    },
    'luchtsport-oost': {
      industry: 'Luchtvaartvereniging',
      description: 'Opleidingsnormen en een gedeelde liefde voor de sport.',
    },
    tripkompas: {
      industry: 'Reiszoekmachine',
      description: 'Tandemsprongen voor reizigers die een trip naar Nederland plannen.',
    },
    'canopy-cargo': {
      industry: 'Parachutelogistiek',
      description: 'Veilig transport van schermen en reserves door heel Europa, met track-and-trace.',
    },
    'freefall-supply': {
      industry: 'Leverancier van springmateriaal',
      description: 'Containers, schermen en onderdelen voor onze riggers.',
    },
  },
  valuesTitle: 'Wat samenwerken voor ons betekent',
  values: [
    {
      title: 'Betrouwbaar',
      text: `Ruim ${s.shows} shows op de seconde uitgevoerd, voor publiek van elke omvang.`,
    },
    {
      title: 'Gedeelde normen',
      text: `Een veiligheidsrecord van ${s.safetyRecord}, opgebouwd met partners die veiligheid even serieus nemen als wij.`,
    },
    {
      title: 'Lange relaties',
      text: `${s.repeatCustomers} van onze klanten komt terug. De meeste partners werken al jaren met ons samen.`,
    },
  ],
  testimonialsTitle: 'Wat partners zeggen',
  testimonials: [
    {
      quote:
        'Tienduizend mensen hielden hun adem in en de vlag landde precies op de middenstip. Elk seizoen maken ze onze opening onvergetelijk.',
      name: 'Marieke de Boer',
      role: 'Evenementenmanager, FC Veluwe Adelaars',
      location: 'Apeldoorn',
    },
    {
      quote:
        'Hun cameraspringers weten precies wat televisie nodig heeft. De beelden waren klaar voor onze avonduitzending.',
      name: 'Joris van Dam',
      role: 'Producent, Lage Landen Omroep',
      location: 'Hilversum',
    },
  ],
};

export const partnersCopy = { en, nl } as const;
