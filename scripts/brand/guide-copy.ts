// The free guide the newsletter sends: a first-timer's guide to a tandem skydive, in English and
// Dutch. Every fact comes from the business facts and the service copy, so the guide says what the
// site says. The Dutch object has the English object's type, so a missing part is a compile error.
import { business, dropZonePlace } from '../../supabase/functions/_shared/contract/business';
import {
  dutchClock,
  leadWeeks,
  moreThan,
  numberWord,
  statFigure,
} from '../../supabase/functions/_shared/contract/business-wording';
import { seasonEn, seasonNl } from '../../src/content/season';

export interface GuideStep {
  title: string;
  text: string;
}

export interface GuideSection {
  title: string;
  text: string;
  points?: string[];
  steps?: GuideStep[];
}

export interface GuideCopy {
  /** The PDF's title, also its file's document title. */
  title: string;
  subtitle: string;
  intro: string;
  facts: { value: string; label: string }[];
  sections: GuideSection[];
  contact: {
    title: string;
    text: string;
    /** Labels of the contact details, which come from the business facts. */
    labels: Record<'phone' | 'whatsapp' | 'email' | 'web' | 'hours' | 'office', string>;
    hours: string;
  };
  footer: string;
}

const dz = dropZonePlace;
const hq = business.address.locality;
const lim = business.limits;
const dur = business.durations;
const s = business.stats;
const w = business.jumpWeather;
const site = business.siteUrl.replace(/^https?:\/\//, '');

const en: GuideCopy = {
  title: 'Your first tandem skydive',
  subtitle: `A first-timer's guide from ${business.name}`,
  intro: `A tandem jump is the way into skydiving: no course and no licence, just you and an experienced instructor attached to you from exit to landing. This guide tells you what to expect, from booking your date to the moment your feet touch the ground at ${dz}.`,
  facts: [
    { value: `${business.foundingYear}`, label: 'jumping since' },
    { value: statFigure(s.jumps, 'en'), label: 'jumps made by our team' },
    { value: s.safetyRecord, label: 'safety record' },
    {
      value: `${business.rating.value}/${business.rating.best}`,
      label: `from ${business.rating.count} reviews`,
    },
  ],
  sections: [
    {
      title: 'Can I jump? The rules',
      text: 'Almost everyone can. These limits are firm, for your safety, and we never stretch them.',
      points: [
        `You are at least ${lim.minimumAge} years old.`,
        `You weigh no more than ${lim.tandemMaxWeightKg} kg: above that a tandem jump is not possible, for safety reasons. Most of our tandem jumpers weigh between ${lim.tandemTypicalWeightKg.min} and ${lim.tandemTypicalWeightKg.max} kg.`,
        'You are in good general health. Tell us about any medical condition when you book.',
        'No experience is needed: your instructor handles the exit, the parachute and the landing.',
      ],
    },
    {
      title: 'Preparing',
      text: `Book ${leadWeeks.en.tandem} weeks ahead for the best choice of dates. When you ask for a date, send us your preferred dates, your weight and your age; we confirm your slot and send you the practical information.`,
      points: [
        `Plan your trip: ${dz} lies next to ${hq}, between the Veluwe and the IJssel valley, and most Dutch cities are within about two hours' drive.`,
        'Want to relive the jump later? Ask for our media service when you book (see "After the jump").',
        'Coming with friends or colleagues? Book together; those who stay on the ground can watch the landings.',
      ],
    },
    {
      title: 'What to wear',
      text: 'Nothing special: your instructor fits your harness on the day.',
      points: [
        'Comfortable clothes you can move in freely.',
        'Trainers or other sports shoes.',
        'Clothes that suit the weather of the day.',
      ],
    },
    {
      title: 'The weather',
      text: 'We jump only when conditions are safe, and we let you know in time if the sky says no.',
      points: [
        `At least ${w.minVisibilityKm} km of visibility.`,
        `Wind under ${w.maxWindMs} m/s.`,
        'No rain.',
        `Cancelled because of the weather or other force majeure? You can make up your jump within ${lim.forceMajeureMakeUpMonths} months.`,
        `Curious beforehand? Our weather page shows the forecast for wind, cloud base, visibility and rain: ${site}/weather`,
      ],
    },
    {
      title: 'The day itself',
      text: `You come to ${dz} airfield. Before anything happens in the air, you are briefed on the ground.`,
      steps: [
        {
          title: 'Briefing',
          text: 'Your instructor explains the exit position, the freefall and the landing.',
        },
        { title: 'Harness', text: 'Your instructor fits your harness.' },
        {
          title: 'Equipment',
          text: `Every tandem system carries a main and a reserve parachute, packed and maintained by our own riggers (${moreThan(s.repacks, 'en')} repacks).`,
        },
      ],
    },
    {
      title: 'The jump',
      text: 'From boarding to landing, your instructor is beside you the whole time.',
      steps: [
        { title: 'The climb', text: 'The plane climbs to altitude over the Veluwe.' },
        {
          title: 'Freefall',
          text: 'You exit together and fall at full speed: the minute of freefall you will talk about for years.',
        },
        {
          title: 'Under the canopy',
          text: 'The parachute opens for a quiet glide over the Veluwe, with time to take in the view.',
        },
        { title: 'Landing', text: 'A gentle landing on the airfield, together with your instructor.' },
      ],
    },
    {
      title: 'After the jump',
      text: 'Back on the ground, the story starts.',
      points: [
        `Booked our media service? A camera flyer records your jump, and you receive the edited footage within ${dur.mediaDeliveryHours} hours.`,
        `Ready for more? Jump from a helicopter (about ${dur.helicopterMinutes} minutes) or from a hot air balloon (${seasonEn}, about ${dur.balloonHours} hours); book those ${leadWeeks.en.helicopterOrBalloon} weeks ahead.`,
        `Not happy with something? Tell us in writing, preferably within ${lim.complaintWithinDays} days and at the latest within ${numberWord(lim.complaintLatestMonths, 'en')} months of noticing the problem; we handle it within ${lim.complaintHandledWithinDays} days.`,
      ],
    },
    {
      title: 'How to book',
      text: `Prices are on request and include VAT. Payment is due before your jump, by cash, credit card or bank transfer, in euro.`,
      steps: [
        {
          title: 'Ask for your date',
          text: `Use the form at ${site}/contact, or call, WhatsApp or e-mail us. Send your preferred dates, weight and age.`,
        },
        {
          title: 'Hear from us',
          text: `We reply within ${business.replyWithinHours} hours and tell you the price.`,
        },
        {
          title: 'Confirm',
          text: 'We confirm your slot and send the practical information for the day.',
        },
      ],
    },
  ],
  contact: {
    title: 'Contact us',
    text: `${business.name} has been making professional jumps since ${business.foundingYear}, from ${hq}.`,
    labels: {
      phone: 'Phone',
      whatsapp: 'WhatsApp',
      email: 'E-mail',
      web: 'Web',
      hours: 'Hours',
      office: 'Office',
    },
    hours: `Monday to Friday, ${business.hours.opens}–${business.hours.closes}`,
  },
  footer: `${business.legalName} · ${site}`,
};

const nl: GuideCopy = {
  title: 'Je eerste tandemsprong',
  subtitle: `De gids voor beginners van ${business.name}`,
  intro: `Met een tandemsprong begin je meteen met parachutespringen: geen cursus en geen brevet, alleen jij en een ervaren instructeur die van exit tot landing aan je vastzit. In deze gids lees je wat je kunt verwachten, van het boeken van je datum tot het moment dat je voeten op ${dz} de grond raken.`,
  facts: [
    { value: `${business.foundingYear}`, label: 'opgericht' },
    { value: statFigure(s.jumps, 'nl'), label: 'sprongen door ons team' },
    { value: s.safetyRecord, label: 'veiligheidsrecord' },
    {
      value: `${String(business.rating.value).replace('.', ',')}/${business.rating.best}`,
      label: `op basis van ${business.rating.count} reviews`,
    },
  ],
  sections: [
    {
      title: 'Mag ik springen? De regels',
      text: 'Bijna iedereen kan springen. Deze grenzen liggen vast, voor je eigen veiligheid, en we rekken ze nooit op.',
      points: [
        `Je moet minimaal ${lim.minimumAge} jaar zijn.`,
        `Je mag maximaal ${lim.tandemMaxWeightKg} kg wegen: daarboven is een tandemsprong om veiligheidsredenen niet mogelijk. De meeste tandemspringers wegen tussen de ${lim.tandemTypicalWeightKg.min} en ${lim.tandemTypicalWeightKg.max} kg.`,
        'Je bent in goede algemene gezondheid. Meld medische bijzonderheden bij het boeken.',
        'Ervaring is niet nodig: je instructeur regelt de exit, de parachute en de landing.',
      ],
    },
    {
      title: 'Voorbereiden',
      text: `Boek ${leadWeeks.nl.tandem} weken vooruit voor de meeste keus in data. Stuur bij je aanvraag je voorkeursdata, je gewicht en je leeftijd; wij bevestigen je datum en tijd en sturen je de praktische informatie.`,
      points: [
        `Plan je reis: ${dz} ligt naast ${hq}, tussen de Veluwe en de IJsselvallei, en vanuit de meeste Nederlandse steden rijd je er binnen zo'n twee uur naartoe.`,
        'Wil je de sprong later nog eens beleven? Vraag bij het boeken naar onze mediaservice (zie ‘Na de sprong’).',
        "Kom je met vrienden of collega's? Boek samen; wie op de grond blijft, kijkt naar de landingen.",
      ],
    },
    {
      title: 'Wat trek je aan?',
      text: 'Niets bijzonders: je instructeur past op de dag je harnas aan.',
      points: [
        'Makkelijke kleding waarin je vrij kunt bewegen.',
        'Sportschoenen.',
        'Kleding die past bij het weer van de dag.',
      ],
    },
    {
      title: 'Het weer',
      text: 'We springen alleen als het veilig is, en laten je op tijd weten als de lucht niet meewerkt.',
      points: [
        `Minstens ${w.minVisibilityKm} km zicht.`,
        `Wind onder ${w.maxWindMs} m/s.`,
        'Geen regen.',
        `Afgelast door het weer of andere overmacht? Je haalt je sprong binnen ${lim.forceMajeureMakeUpMonths} maanden in.`,
        `Benieuwd? Op onze weerpagina zie je de verwachting voor wind, wolkenbasis, zicht en neerslag: ${site}/nl/weather`,
      ],
    },
    {
      title: 'De dag zelf',
      text: `Je komt naar vliegveld ${dz}. Voordat er in de lucht iets gebeurt, krijg je op de grond een briefing.`,
      steps: [
        {
          title: 'Briefing',
          text: 'Je instructeur legt de exithouding, de vrije val en de landing uit.',
        },
        { title: 'Harnas', text: 'Je instructeur past je harnas aan.' },
        {
          title: 'Materiaal',
          text: `Elk tandemsysteem heeft een hoofd- en een reserveparachute, gepakt en onderhouden door onze eigen riggers (al ${moreThan(s.repacks, 'nl')} parachutes).`,
        },
      ],
    },
    {
      title: 'De sprong',
      text: 'Van instappen tot landen is je instructeur de hele tijd bij je.',
      steps: [
        { title: 'De klim', text: 'Het toestel klimt boven de Veluwe naar hoogte.' },
        {
          title: 'Vrije val',
          text: 'Samen stap je uit en val je op volle snelheid: de minuut vrije val waar je nog jaren over praat.',
        },
        {
          title: 'Aan de parachute',
          text: 'De parachute gaat open voor een rustige glijvlucht boven de Veluwe, met tijd voor het uitzicht.',
        },
        { title: 'Landen', text: 'Een zachte landing op het vliegveld, samen met je instructeur.' },
      ],
    },
    {
      title: 'Na de sprong',
      text: 'Terug op de grond begint het verhaal.',
      points: [
        `Onze mediaservice geboekt? Een cameraspringer legt je sprong vast en je hebt het gemonteerde materiaal binnen ${dur.mediaDeliveryHours} uur.`,
        `Smaakt het naar meer? Spring uit een helikopter (zo'n ${dur.helicopterMinutes} minuten) of uit een luchtballon (${seasonNl}, zo'n ${dur.balloonHours} uur); boek die ${leadWeeks.nl.helicopterOrBalloon} weken vooruit.`,
        `Ben je ergens niet tevreden over? Laat het ons schriftelijk weten, bij voorkeur binnen ${lim.complaintWithinDays} dagen en in elk geval binnen ${numberWord(lim.complaintLatestMonths, 'nl')} maanden nadat je het probleem hebt ontdekt; we handelen het binnen ${lim.complaintHandledWithinDays} dagen af.`,
      ],
    },
    {
      title: 'Zo boek je',
      text: 'Prijzen op aanvraag, inclusief btw. Je betaalt vóór je sprong, contant, met een creditcard of per bankoverschrijving, in euro.',
      steps: [
        {
          title: 'Vraag je datum aan',
          text: `Gebruik het formulier op ${site}/nl/contact, of bel, app of mail ons. Stuur je voorkeursdata, gewicht en leeftijd mee.`,
        },
        {
          title: 'Je hoort van ons',
          text: `We reageren binnen ${business.replyWithinHours} uur en laten je de prijs weten.`,
        },
        {
          title: 'Bevestigen',
          text: 'We bevestigen je datum en tijd en sturen de praktische informatie voor de dag.',
        },
      ],
    },
  ],
  contact: {
    title: 'Neem contact op',
    text: `${business.name} maakt sinds ${business.foundingYear} professionele sprongen, vanuit ${hq}.`,
    labels: {
      phone: 'Telefoon',
      whatsapp: 'WhatsApp',
      email: 'E-mail',
      web: 'Web',
      hours: 'Bereikbaar',
      office: 'Kantoor',
    },
    hours: `Maandag tot en met vrijdag, ${dutchClock(business.hours.opens)}–${dutchClock(business.hours.closes)} uur`,
  },
  footer: `${business.legalName} · ${site}`,
};

export const guideCopy = { en, nl } as const;
