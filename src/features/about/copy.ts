// The about section: founder's story, expertise, stadium/team/safety, mission, reasons, stats.
import { formatCount, moreThan, rangeInWords, statFigure } from '@/lib/format';
import type { PageId } from '@/routing/page-ids';
import { business } from '@contract/business.ts';

const s = business.stats;
const founded = business.foundingYear;
const hq = business.address.locality;

interface Block {
  title: string;
  text: string;
}

const en = {
  eyebrow: 'About us',
  title: `Skydiving professionals since ${founded}`,
  storyTitle: "The founder's story",
  story: [
    `${business.founder} made his first jump as a teenager and started ${business.name} in ${hq} in ${founded}, with one aircraft, two canopies and a plan to bring skydiving to people who had only seen it on television.`,
    `Four decades later the team has made ${moreThan(s.jumps, 'en')} jumps, performed ${moreThan(s.shows, 'en')} shows and worked in ${s.countries} countries. The plan has not changed: every jump is prepared as if it were the first.`,
  ],
  expertiseTitle: 'Our expertise',
  expertise: [
    { id: 'service-stadium-shows', label: 'Stadium shows' },
    { id: 'service-tandem-jumps', label: 'Tandem jumps' },
    { id: 'service-media-production', label: 'Media production' },
    { id: 'corporate-events', label: 'Corporate events' },
  ] as { id: PageId; label: string }[],
  stadium: {
    title: 'In the stadium',
    text: 'A stadium is a small target with a big crowd. We survey every venue, agree the approach with air traffic control and rehearse the landing pattern so the flag arrives on the centre spot on the second.',
  } as Block,
  team: {
    title: 'The team',
    text: `A team of ${rangeInWords(business.employees, 'en')} licensed professionals: demonstration jumpers, tandem instructors, camera flyers and riggers, most of whom have been with us for more than a decade.`,
  } as Block,
  safety: {
    title: 'Our safety record',
    text: `A ${s.safetyRecord} safety record is not luck. We jump only in safe weather, our equipment is maintained by our own riggers (${moreThan(s.repacks, 'en')} repacks), and every jumper holds a current licence and insurance.`,
  } as Block,
  missionTitle: 'Our mission',
  mission:
    'To give every audience and every jumper an unforgettable moment in the sky, without ever compromising on safety.',
  reasonsTitle: 'Why clients choose us',
  reasons: [
    {
      title: 'Experience',
      text: `More than ${s.yearsExperience} years and ${formatCount(s.shows, 'en')} shows.`,
    },
    { title: 'Safety first', text: `A ${s.safetyRecord} safety record, licensed and insured.` },
    { title: 'Everything arranged', text: 'Permits, airspace, aircraft and crew from one team.' },
    { title: 'Personal', text: `A reply within ${business.replyWithinHours} hours and one contact person.` },
  ] as Block[],
  statsTitle: 'Our numbers',
  stats: [
    { value: statFigure(s.yearsExperience, 'en'), label: 'years of experience' },
    { value: String(s.countries), label: 'countries' },
    { value: statFigure(s.shows, 'en'), label: 'shows' },
    { value: statFigure(s.jumps, 'en'), label: 'jumps' },
    { value: statFigure(s.repacks, 'en'), label: 'repacks' },
    { value: s.safetyRecord, label: 'safety record' },
  ],
  contactButton: 'Get in touch',
};

export type AboutCopy = typeof en;

const nl: AboutCopy = {
  eyebrow: 'Over ons',
  title: `Professionele parachutisten sinds ${founded}`,
  storyTitle: 'Het verhaal van de oprichter',
  story: [
    `${business.founder} maakte zijn eerste sprong als tiener en begon ${business.name} in ${founded} in ${hq}, met één vliegtuig, twee schermen en een plan om parachutespringen dichter bij mensen te brengen die het alleen van televisie kenden.`,
    `Vier decennia later heeft het team ${moreThan(s.jumps, 'nl')} sprongen gemaakt, ${moreThan(s.shows, 'nl')} shows verzorgd en in ${s.countries} landen gewerkt. Het plan is niet veranderd: elke sprong bereiden we voor alsof het de eerste is.`,
  ],
  expertiseTitle: 'Onze expertise',
  expertise: [
    { id: 'service-stadium-shows', label: 'Stadionshows' },
    { id: 'service-tandem-jumps', label: 'Tandemsprongen' },
    { id: 'service-media-production', label: 'Mediaproductie' },
    { id: 'corporate-events', label: 'Bedrijfsevenementen' },
  ],
  stadium: {
    title: 'In het stadion',
    text: 'Een stadion is een klein doel met een groot publiek. We verkennen elke locatie, stemmen de nadering af met de luchtverkeersleiding en oefenen het landingspatroon, zodat de vlag op de seconde op de middenstip landt.',
  },
  team: {
    title: 'Het team',
    text: `Een team van ${rangeInWords(business.employees, 'nl')} gebrevetteerde professionals: demonstratiespringers, tandeminstructeurs, cameraspringers en riggers, de meesten al meer dan tien jaar bij ons.`,
  },
  safety: {
    title: 'Ons veiligheidsrecord',
    text: `Een veiligheidsrecord van ${s.safetyRecord} komt niet door geluk. We springen alleen bij veilig weer, ons materiaal wordt onderhouden door onze eigen riggers (al ${moreThan(s.repacks, 'nl')} parachutes gepakt) en elke springer heeft een geldig brevet en verzekering.`,
  },
  missionTitle: 'Onze missie',
  mission:
    'Elk publiek en elke springer een onvergetelijk moment in de lucht bezorgen, zonder ooit in te leveren op veiligheid.',
  reasonsTitle: 'Waarom klanten voor ons kiezen',
  reasons: [
    { title: 'Ervaring', text: `Ruim ${s.yearsExperience} jaar en ${moreThan(s.shows, 'nl')} shows.` },
    {
      title: 'Veiligheid voorop',
      text: `Een veiligheidsrecord van ${s.safetyRecord}, gebrevetteerd en verzekerd.`,
    },
    { title: 'Alles geregeld', text: 'Vergunningen, luchtruim, toestel en crew door één team.' },
    {
      title: 'Persoonlijk',
      text: `Binnen ${business.replyWithinHours} uur antwoord en één vast aanspreekpunt.`,
    },
  ],
  statsTitle: 'Onze cijfers',
  stats: [
    { value: statFigure(s.yearsExperience, 'nl'), label: 'jaar ervaring' },
    { value: String(s.countries), label: 'landen' },
    { value: statFigure(s.shows, 'nl'), label: 'shows' },
    { value: statFigure(s.jumps, 'nl'), label: 'sprongen' },
    { value: statFigure(s.repacks, 'nl'), label: 'parachutes gepakt' },
    { value: s.safetyRecord, label: 'veiligheidsrecord' },
  ],
  contactButton: 'Bericht sturen',
};

export const aboutCopy = { en, nl } as const;
