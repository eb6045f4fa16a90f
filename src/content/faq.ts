// Frequently asked questions, in English and Dutch. The first six are the home page's FAQ section;
// the FAQ page shows them all. Facts are interpolated from business.ts (and the jump weather limits
// from services.ts), never restated.
import { dutchClock, formatCount, leadWeeks, moreThan, numberWord } from '@/lib/format';
import { business } from '@contract/business.ts';
import type { Language } from '@contract/language.ts';
import { seasonEn, seasonNl } from './season';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqItem {
  /** Stable id, usable as an anchor (`/faq#weather`). */
  id: string;
  en: FaqEntry;
  nl: FaqEntry;
}

const lim = business.limits;
const dur = business.durations;
const s = business.stats;
const w = business.jumpWeather;

const daysText: Record<typeof business.hours.days, Record<Language, string>> = {
  'Mo-Fr': { en: 'Monday to Friday', nl: 'maandag tot en met vrijdag' },
};
const hoursEn = `${daysText[business.hours.days].en}, ${business.hours.opens}–${business.hours.closes}`;
const hoursNl = `van ${daysText[business.hours.days].nl}, van ${dutchClock(business.hours.opens)} tot ${dutchClock(business.hours.closes)} uur`;

const paymentText: Record<(typeof business.paymentAccepted)[number], Record<Language, string>> = {
  Cash: { en: 'cash', nl: 'contant' },
  'Credit Card': { en: 'credit card', nl: 'per creditcard' },
  'Bank Transfer': { en: 'bank transfer', nl: 'via bankoverschrijving' },
};
const listOf = (items: string[], and: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
const paymentsEn = listOf(
  business.paymentAccepted.map((p) => paymentText[p].en),
  'or',
);
const paymentsNl = listOf(
  business.paymentAccepted.map((p) => paymentText[p].nl),
  'of',
);

export const faqItems: readonly FaqItem[] = [
  {
    id: 'prices',
    en: {
      question: 'How much does a jump or a show cost?',
      answer: `Prices are on request, because every jump, show and event is planned around your date, group and location. Tell us what you have in mind and we send a clear quote, with VAT included, usually within ${business.replyWithinHours} hours. You pay in euros by ${paymentsEn}, before the service is delivered.`,
    },
    nl: {
      question: 'Wat kost een sprong of show?',
      answer: `Prijzen zijn op aanvraag, omdat we elke sprong, show en elk evenement afstemmen op je datum, groep en locatie. Vertel wat je voor ogen hebt, dan sturen we meestal binnen ${business.replyWithinHours} uur een heldere offerte, inclusief btw. Je betaalt vooraf: ${paymentsNl}.`,
    },
  },
  {
    id: 'requirements',
    en: {
      question: 'Are there age or weight limits for a tandem jump?',
      answer: `Yes. You need to be at least ${lim.minimumAge} years old, and we cannot take tandem jumpers above ${lim.tandemMaxWeightKg} kg: the equipment and the instructor's safety margins are built around that limit. Most tandem jumpers weigh between ${lim.tandemTypicalWeightKg.min} and ${lim.tandemTypicalWeightKg.max} kg. Please mention any medical conditions when you book so we can advise you.`,
    },
    nl: {
      question: 'Zijn er leeftijds- of gewichtsgrenzen voor een tandemsprong?',
      answer: `Ja. Je moet minimaal ${lim.minimumAge} jaar zijn, en boven ${lim.tandemMaxWeightKg} kg kunnen we geen tandemsprong maken: het materiaal en de veiligheidsmarges van de instructeur zijn op die grens gebouwd. De meeste tandemspringers wegen tussen de ${lim.tandemTypicalWeightKg.min} en ${lim.tandemTypicalWeightKg.max} kg. Meld medische bijzonderheden bij het boeken, dan adviseren we je.`,
    },
  },
  {
    id: 'weather',
    en: {
      question: 'What happens if the weather is bad?',
      answer: `We only jump when it is safe: at least ${w.minVisibilityKm} km of visibility, wind under ${w.maxWindMs} m/s and no rain. If the conditions are not right, we tell you in time and plan a new date with you. A jump missed through force majeure, such as weather, can be made up within ${lim.forceMajeureMakeUpMonths} months. On our weather page you can read our weather rules and see, hour by hour, what the forecast for the drop zone means for them.`,
    },
    nl: {
      question: 'Wat gebeurt er bij slecht weer?',
      answer: `We springen alleen als het veilig is: minstens ${w.minVisibilityKm} km zicht, wind onder ${w.maxWindMs} m/s en geen regen. Zijn de omstandigheden niet goed, dan laten we het je op tijd weten en plannen we samen een nieuwe datum. Een sprong die door overmacht zoals het weer niet doorgaat, kun je binnen ${lim.forceMajeureMakeUpMonths} maanden inhalen. Op onze weerpagina lees je onze weerregels en zie je per uur wat de verwachting voor het springterrein daarvan zegt.`,
    },
  },
  {
    id: 'lead-times',
    en: {
      question: 'How far in advance should I book?',
      answer: `For a standard tandem jump, ${leadWeeks.en.tandem} weeks ahead is usually enough. Helicopter and hot air balloon jumps need ${leadWeeks.en.helicopterOrBalloon} weeks because we reserve the aircraft and crew, and balloon jumps are only possible from ${seasonEn}. Stadium and festival demonstrations and media productions need ${leadWeeks.en.demonstrationsAndMedia} weeks for permits and planning.`,
    },
    nl: {
      question: 'Hoe ver van tevoren moet ik boeken?',
      answer: `Voor een standaard tandemsprong is ${leadWeeks.nl.tandem} weken vooraf meestal genoeg. Helikopter- en ballonsprongen vragen ${leadWeeks.nl.helicopterOrBalloon} weken, omdat we toestel en crew reserveren, en ballonsprongen kunnen alleen van ${seasonNl}. Demonstraties in stadions en op festivals en mediaproducties hebben ${leadWeeks.nl.demonstrationsAndMedia} weken nodig voor vergunningen en planning.`,
    },
  },
  {
    id: 'safety',
    en: {
      question: 'How safe is skydiving with you?',
      answer: `Safety comes first in everything we do. In more than ${s.yearsExperience} years and ${moreThan(s.jumps, 'en')} jumps we have kept a ${s.safetyRecord} safety record. We are licensed by the KNVvL and insured, our equipment is maintained by our own FAA certified riggers, and we never jump outside our weather limits. Every tandem system carries a main and a reserve parachute.`,
    },
    nl: {
      question: 'Hoe veilig is parachutespringen bij jullie?',
      answer: `Veiligheid gaat bij ons altijd voor. In ruim ${s.yearsExperience} jaar en meer dan ${formatCount(s.jumps, 'nl')} sprongen hebben we een veiligheidsrecord van ${s.safetyRecord}. We zijn erkend door de KNVvL en verzekerd, ons materiaal wordt onderhouden door onze eigen FAA-gecertificeerde riggers en we springen nooit buiten onze weerslimieten. Elk tandemsysteem heeft een hoofd- en een reserveparachute.`,
    },
  },
  {
    id: 'booking',
    en: {
      question: 'How do I book or request a quote?',
      answer: `Use the contact form, call us on ${business.phone.display}, send a WhatsApp message to the same number or e-mail ${business.email}. Tell us the service, your preferred dates and, for tandem jumps, each jumper's weight and age. We are available ${hoursEn} and reply within ${business.replyWithinHours} hours.`,
    },
    nl: {
      question: 'Hoe boek ik of vraag ik een offerte aan?',
      answer: `Vul het contactformulier in, bel ons op ${business.phone.display}, stuur een WhatsApp naar hetzelfde nummer of mail naar ${business.email}. Vermeld de dienst, je voorkeursdata en, bij tandemsprongen, het gewicht en de leeftijd van iedere springer. We zijn bereikbaar ${hoursNl} en reageren binnen ${business.replyWithinHours} uur.`,
    },
  },
  {
    id: 'what-to-bring',
    en: {
      question: 'What should I bring on the day of my jump?',
      answer: `Wear comfortable clothes that suit the weather and trainers with laces, and bring a valid ID and something to eat and drink. We provide the jumpsuit, harness, helmet and goggles. Leave loose jewellery and anything in your pockets behind, and arrive rested: a clear head makes the briefing easier and the jump even better.`,
    },
    nl: {
      question: 'Wat neem ik mee op de dag van mijn sprong?',
      answer: `Trek makkelijke kleding aan die bij het weer past en sportschoenen met veters, en neem een geldig legitimatiebewijs en iets te eten en drinken mee. Springpak, harnas, helm en bril krijg je van ons. Laat losse sieraden en spullen uit je zakken thuis, en kom uitgerust: met een helder hoofd is de briefing makkelijker en de sprong nog mooier.`,
    },
  },
  {
    id: 'stadium-demos',
    en: {
      question: 'Can you do a demonstration jump in our stadium?',
      answer: `Very likely. We have performed ${moreThan(s.shows, 'en')} shows, from match ball deliveries to half-time shows and opening ceremonies. We first check the stadium, its surroundings and the airspace, then arrange the permits and coordinate with air traffic control and your safety team. Plan ${leadWeeks.en.demonstrationsAndMedia} weeks ahead and tell us the date, venue and audience size.`,
    },
    nl: {
      question: 'Kunnen jullie een demonstratiesprong in ons stadion doen?',
      answer: `Grote kans. We verzorgden al ${moreThan(s.shows, 'nl')} shows, van de wedstrijdbal uit de lucht tot rustshows en openingsceremonies. Eerst beoordelen we het stadion, de omgeving en het luchtruim; daarna regelen we de vergunningen en stemmen we af met de luchtverkeersleiding en je veiligheidsorganisatie. Plan ${leadWeeks.nl.demonstrationsAndMedia} weken vooruit en geef datum, locatie en bezoekersaantal door.`,
    },
  },
  {
    id: 'corporate-events',
    en: {
      question: 'Do you organise corporate events?',
      answer: `Yes. We organise team building days with tandem jumps, client entertainment, product launches with a demonstration jump at your venue, and company celebrations. Tell us the type of event, the number of participants and your goals, and we propose a programme. Tandem-only days need ${leadWeeks.en.tandem} weeks; with a demonstration or media crew, allow ${leadWeeks.en.demonstrationsAndMedia} weeks.`,
    },
    nl: {
      question: 'Organiseren jullie bedrijfsevenementen?',
      answer: `Ja. We verzorgen teambuildingdagen met tandemsprongen, relatie-evenementen, productlanceringen met een demonstratiesprong op je locatie en bedrijfsfeesten. Vertel ons het soort evenement, het aantal deelnemers en je doelen, dan stellen we een programma voor. Een dag met alleen tandemsprongen regelen we in ${leadWeeks.nl.tandem} weken; met demonstratie of mediacrew reken je op ${leadWeeks.nl.demonstrationsAndMedia} weken.`,
    },
  },
  {
    id: 'media',
    en: {
      question: 'What is included in your media production?',
      answer: `Our camera flyers cover photography, freefall and aerial video, editing and delivery, and we can live stream jumps at events. For a personal tandem jump that means photos and an edited video of your jump; for brands and events we plan a full shot list. Edited footage is delivered within ${dur.mediaDeliveryHours} hours. Prices are on request.`,
    },
    nl: {
      question: 'Wat zit er in jullie mediaproductie?',
      answer: `Onze cameraspringers verzorgen fotografie, vrije-val- en luchtvideo, montage en levering, en bij evenementen streamen we sprongen ook live. Voor een persoonlijke tandemsprong betekent dat foto's en een gemonteerde video van je sprong; voor merken en evenementen plannen we een complete shotlist. Het gemonteerde materiaal heb je binnen ${dur.mediaDeliveryHours} uur. Prijzen op aanvraag.`,
    },
  },
  {
    id: 'cancellations',
    en: {
      question: 'What if I cannot jump or my event is cancelled?',
      answer: `We do not give refunds, but you do not lose your jump either. When a jump cannot go ahead through force majeure, such as weather, we make it up with you within ${lim.forceMajeureMakeUpMonths} months. Contact us as early as possible if your plans change, and we look at the options together. The full rules are in our terms and conditions.`,
    },
    nl: {
      question: 'Wat als ik niet kan springen of mijn evenement niet doorgaat?',
      answer: `We geven geen geld terug, maar je sprong raak je ook niet kwijt. Gaat een sprong door overmacht niet door, bijvoorbeeld door het weer, dan halen we hem samen binnen ${lim.forceMajeureMakeUpMonths} maanden in. Laat het zo vroeg mogelijk weten als je plannen veranderen, dan bekijken we samen de mogelijkheden. De volledige regels staan in onze algemene voorwaarden.`,
    },
  },
  {
    id: 'balloon-helicopter',
    en: {
      question: 'How long do helicopter and balloon jumps take?',
      answer: `A helicopter jump takes about ${dur.helicopterMinutes} minutes from briefing to landing. A hot air balloon jump takes about ${dur.balloonHours} hours, because the balloon climbs slowly before you step out, and is only possible from ${seasonEn}, when the weather is calm enough to fly. Both are booked ${leadWeeks.en.helicopterOrBalloon} weeks ahead.`,
    },
    nl: {
      question: 'Hoe lang duren helikopter- en ballonsprongen?',
      answer: `Een helikoptersprong duurt zo'n ${dur.helicopterMinutes} minuten van briefing tot landing. Een ballonsprong duurt ongeveer ${dur.balloonHours} uur, omdat de ballon rustig klimt voordat je uitstapt, en kan alleen van ${seasonNl}, als het weer rustig genoeg is om te varen. Beide boek je ${leadWeeks.nl.helicopterOrBalloon} weken vooraf.`,
    },
  },
  {
    id: 'rigging',
    en: {
      question: 'Do you offer rigging and repack services?',
      answer: `Yes. Our riggers inspect, maintain and repack parachutes for skydivers, clubs and other professionals, and have completed ${moreThan(s.repacks, 'en')} repacks so far. The same riggers look after our own tandem and demonstration equipment. Send us the type of equipment and what it needs, and we reply within ${business.replyWithinHours} hours with the planning and a price.`,
    },
    nl: {
      question: 'Bieden jullie rigging en het vouwen van parachutes aan?',
      answer: `Ja. Onze riggers inspecteren, onderhouden en pakken parachutes voor springers, clubs en andere professionals, en hebben er al ${moreThan(s.repacks, 'nl')} gepakt. Dezelfde riggers verzorgen ons eigen tandem- en demonstratiemateriaal. Laat weten om welk materiaal het gaat en wat er moet gebeuren, dan reageren we binnen ${business.replyWithinHours} uur met planning en prijs.`,
    },
  },
  {
    id: 'complaints',
    en: {
      question: 'What if I am not satisfied?',
      answer: `We hope that never happens: ${s.satisfaction} of our clients are satisfied. If something did go wrong, tell us in writing, preferably within ${lim.complaintWithinDays} days and at the latest within ${numberWord(lim.complaintLatestMonths, 'en')} months of noticing the problem, by e-mail to ${business.email}. We handle every complaint within ${lim.complaintHandledWithinDays} days and look for a fair solution with you.`,
    },
    nl: {
      question: 'Wat als ik niet tevreden ben?',
      answer: `We hopen dat het nooit gebeurt: ${s.satisfaction} van onze klanten is tevreden. Ging er toch iets mis, meld het dan schriftelijk, per mail naar ${business.email}: bij voorkeur binnen ${lim.complaintWithinDays} dagen en in elk geval binnen ${numberWord(lim.complaintLatestMonths, 'nl')} maanden nadat je het probleem hebt ontdekt. We handelen elke klacht binnen ${lim.complaintHandledWithinDays} dagen af en zoeken samen met jou naar een eerlijke oplossing.`,
    },
  },
];

/** The six questions shown in the home page's FAQ section. */
export const homeFaqItems: readonly FaqItem[] = faqItems.slice(0, 6);

/** The FAQ in one language. */
export const faqFor = (lang: Language, items: readonly FaqItem[] = faqItems): FaqEntry[] =>
  items.map((item) => item[lang]);
