// The hero's copy. Numbers come from business.ts.
import { statFigure } from '@/lib/format';
import type { PageId } from '@/routing/page-ids';
import { business } from '@contract/business.ts';

const s = business.stats;

const en = {
  eyebrow: `Professional skydiving since ${business.foundingYear}`,
  headline: 'Skydiving shows and jumps that people remember',
  subtitle: `${business.name}: stadium demonstrations, tandem jumps and aerial media from ${business.address.locality}.`,
  description: `For more than ${s.yearsExperience} years we have flown flags into football stadiums, opened festivals from the sky and taken first-time jumpers through the clouds, with a ${s.safetyRecord} safety record.`,
  expertiseLabel: 'What we do',
  expertise: [
    { id: 'service-stadium-shows', label: 'Stadium shows' },
    { id: 'service-tandem-jumps', label: 'Tandem jumps' },
    { id: 'service-helicopter-jumps', label: 'Helicopter jumps' },
    { id: 'service-hot-air-balloon', label: 'Hot air balloon jumps' },
    { id: 'service-media-production', label: 'Media production' },
  ] satisfies { id: PageId; label: string }[],
  citiesLabel: 'Skydiving near',
  bookNow: 'Book now',
  watchVideos: 'Watch videos',
  stats: [
    { value: statFigure(s.yearsExperience, 'en'), label: 'years of experience' },
    { value: statFigure(s.shows, 'en'), label: 'stadium shows' },
    { value: s.safetyRecord, label: 'safety record' },
  ],
  slidesLabel: 'Highlights',
  showSlide: (n: number, m: number) => `Show slide ${n} of ${m}`,
  slideLabel: (n: number, m: number) => `${n} of ${m}`,
  slides: [
    'Freefall above the Veluwe',
    'A flag delivered to the centre spot',
    'Jumping from a hot air balloon',
  ],
};

export type HeroCopy = typeof en;

const nl: HeroCopy = {
  eyebrow: `Professioneel parachutespringen sinds ${business.foundingYear}`,
  headline: 'Parachuteshows en sprongen die je niet vergeet',
  subtitle: `${business.name}: demonstraties in stadions, tandemsprongen en luchtopnames vanuit ${business.address.locality}.`,
  description: `Al ruim ${s.yearsExperience} jaar brengen we vlaggen het stadion in, openen we festivals vanuit de lucht en nemen we beginners mee door de wolken, met een veiligheidsrecord van ${s.safetyRecord}.`,
  expertiseLabel: 'Wat we doen',
  expertise: [
    { id: 'service-stadium-shows', label: 'Stadionshows' },
    { id: 'service-tandem-jumps', label: 'Tandemsprongen' },
    { id: 'service-helicopter-jumps', label: 'Springen uit een helikopter' },
    { id: 'service-hot-air-balloon', label: 'Springen uit een luchtballon' },
    { id: 'service-media-production', label: 'Mediaproductie' },
  ],
  citiesLabel: 'Parachutespringen bij',
  bookNow: 'Nu boeken',
  watchVideos: "Video's bekijken",
  stats: [
    { value: statFigure(s.yearsExperience, 'nl'), label: 'jaar ervaring' },
    { value: statFigure(s.shows, 'nl'), label: 'stadionshows' },
    { value: s.safetyRecord, label: 'veiligheidsrecord' },
  ],
  slidesLabel: 'Hoogtepunten',
  showSlide: (n: number, m: number) => `Ga naar dia ${n} van ${m}`,
  slideLabel: (n: number, m: number) => `${n} van ${m}`,
  slides: ['Vrije val boven de Veluwe', 'Een vlag precies op de middenstip', 'Springen uit een luchtballon'],
};

export const heroCopy = { en, nl } as const;
