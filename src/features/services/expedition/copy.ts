// The Greenland expedition block inside the services section.
const en = {
  eyebrow: 'Expedition',
  title: 'Greenland: skydiving over the ice sheet',
  description:
    'Once a season we take a small team of experienced jumpers north, to jump over glaciers, fjords and an ice sheet that runs to the horizon. We plan the logistics, aircraft, permits and safety cover; you bring your logbook.',
  carouselLabel: 'Greenland expedition',
  photo: (n: number, total: number) => `Greenland expedition, photo ${n} of ${total}`,
  slides: ['The ice sheet at first light', 'Helicopter lift from base camp', 'Canopy over the fjord'],
  highlightsTitle: 'Expedition highlights',
  highlights: [
    'Jumps over glaciers and fjords',
    'Helicopter and aeroplane lifts',
    'Small groups of experienced jumpers',
    'Full logistics and safety cover',
  ],
};

export type ExpeditionCopy = typeof en;

const nl: ExpeditionCopy = {
  eyebrow: 'Expeditie',
  title: 'Groenland: parachutespringen boven de ijskap',
  description:
    'Eén keer per seizoen gaan we met een klein team ervaren springers naar het noorden, om te springen boven gletsjers, fjorden en een ijskap die tot aan de horizon loopt. Wij regelen de logistiek, toestellen, vergunningen en veiligheid; jij neemt je logboek mee.',
  carouselLabel: 'Expeditie Groenland',
  photo: (n: number, total: number) => `Expeditie Groenland, foto ${n} van ${total}`,
  slides: [
    'De ijskap bij het eerste licht',
    'Met de helikopter vanuit het basiskamp',
    'Een scherm boven de fjord',
  ],
  highlightsTitle: 'Hoogtepunten van de expeditie',
  highlights: [
    'Sprongen boven gletsjers en fjorden',
    'Opstijgen per helikopter en vliegtuig',
    'Kleine groepen ervaren springers',
    'Volledige logistiek en veiligheid geregeld',
  ],
};

export const expeditionCopy = { en, nl } as const;
