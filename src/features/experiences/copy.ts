// The unique experiences section: helicopter and balloon jumps. Facts come from business.ts.
import { monthsEn, monthsNl } from '@/content/season';
import { leadWeeks, statFigure } from '@/lib/format';
import { business } from '@contract/business.ts';

const dur = business.durations;
const s = business.stats;
// Written out rather than from Intl, so server and browser always agree on the words.
const monthEn = (m: number) => monthsEn[m - 1];
const monthNl = (m: number) => monthsNl[m - 1];
const season = business.balloonSeason;

export interface Experience {
  key: 'helicopter' | 'balloon';
  title: string;
  text: string;
  facts: string[];
}

const en = {
  eyebrow: 'Unique experiences',
  title: 'Jump from a helicopter or a hot air balloon',
  lead: 'Two jumps most skydivers never make. Both start from near standstill, so the first seconds feel like stepping off the edge of the world.',
  book: (title: string) => `Book a ${title.toLowerCase()}`,
  experiences: [
    {
      key: 'helicopter',
      title: 'Helicopter jump',
      text: `The helicopter climbs and hovers; you leave from the skid with your instructor. About ${dur.helicopterMinutes} minutes from briefing to landing.`,
      facts: [
        `About ${dur.helicopterMinutes} minutes`,
        `Book ${leadWeeks.en.helicopterOrBalloon} weeks ahead`,
        'Tandem or solo',
      ],
    },
    {
      key: 'balloon',
      title: 'Hot air balloon jump',
      text: `A slow, silent climb at sunrise, then a jump from the basket. About ${dur.balloonHours} hours in total, from ${monthEn(season.from)} to ${monthEn(season.to)}.`,
      facts: [
        `About ${dur.balloonHours} hours`,
        `${monthEn(season.from)} to ${monthEn(season.to)}`,
        `Book ${leadWeeks.en.helicopterOrBalloon} weeks ahead`,
      ],
    },
  ] satisfies Experience[] as Experience[],
  statsTitle: 'Experience you can count on',
  stats: [
    { value: statFigure(s.yearsExperience, 'en'), label: 'years in the air' },
    { value: statFigure(s.jumps, 'en'), label: 'jumps made' },
    { value: String(s.countries), label: 'countries' },
    { value: s.safetyRecord, label: 'safety record' },
  ],
};

export type ExperiencesCopy = typeof en;

const nl: ExperiencesCopy = {
  eyebrow: 'Unieke ervaringen',
  title: 'Spring uit een helikopter of een luchtballon',
  lead: 'Twee sprongen die de meeste parachutisten nooit maken. Allebei beginnen ze vrijwel geruisloos: de eerste seconden voelt het alsof je van de rand van de wereld stapt.',
  book: (title: string) => `${title} boeken`,
  experiences: [
    {
      key: 'helicopter',
      title: 'Helikoptersprong',
      text: `De helikopter stijgt op en blijft stil hangen; samen met je instructeur stap je van de ski. Zo'n ${dur.helicopterMinutes} minuten van briefing tot landing.`,
      facts: [
        `Zo'n ${dur.helicopterMinutes} minuten`,
        `${leadWeeks.nl.helicopterOrBalloon} weken vooraf boeken`,
        'Tandem of solo',
      ],
    },
    {
      key: 'balloon',
      title: 'Ballonsprong',
      text: `Langzaam en geruisloos opstijgen bij zonsopgang, dan springen vanuit de mand. Zo'n ${dur.balloonHours} uur in totaal, van ${monthNl(season.from)} tot en met ${monthNl(season.to)}.`,
      facts: [
        `Zo'n ${dur.balloonHours} uur`,
        `${monthNl(season.from)} t/m ${monthNl(season.to)}`,
        `${leadWeeks.nl.helicopterOrBalloon} weken vooraf boeken`,
      ],
    },
  ],
  statsTitle: 'Ervaring waar je op kunt rekenen',
  stats: [
    { value: statFigure(s.yearsExperience, 'nl'), label: 'jaar in de lucht' },
    { value: statFigure(s.jumps, 'nl'), label: 'sprongen gemaakt' },
    { value: String(s.countries), label: 'landen' },
    { value: s.safetyRecord, label: 'veiligheidsrecord' },
  ],
};

export const experiencesCopy = { en, nl } as const;
