import { business } from '../contract/business.ts';
import type { Language } from '../contract/language.ts';

// The local answerer's own words, around the sentences it takes from the facts. Numbers come from
// business.ts, so these sentences cannot drift from what the site says.

const lim = business.limits;
const phone = business.phone.display;

/** A Markdown-style link, the only markup a reply carries. */
export const link = (label: string, path: string) => `[${label}](${path})`;

export interface AnswererCopy {
  weightFine: (kg: string) => string;
  weightOver: (kg: string) => string;
  weightLimit: string;
  ageFine: (age: number) => string;
  ageWithConsent: (age: number) => string;
  ageTooYoung: (age: number) => string;
  ageLimit: string;
  bookWithDetails: (contactPath: string) => string;
  talkAboutIt: (contactPath: string) => string;
  requestQuote: (contactPath: string) => string;
  noWeatherPromise: string;
  currentWeather: (weatherPath: string, label: string) => string;
  readMore: (label: string, path: string) => string;
  orQuote: (contactPath: string) => string;
  person: (contactPath: string) => string;
  handover: (contactPath: string) => string;
  offTopic: string;
  greeting: string;
  thanks: string;
}

export const answererCopy: Record<Language, AnswererCopy> = {
  en: {
    weightFine: (kg) => `At ${kg} kg you can make a tandem jump: the limit is ${lim.tandemMaxWeightKg} kg.`,
    weightOver: (kg) =>
      `At ${kg} kg a tandem jump is not possible, sorry: we cannot take tandem jumpers above ${lim.tandemMaxWeightKg} kg, because the equipment and the instructor's safety margins are built around that limit.`,
    weightLimit: `We cannot take tandem jumpers above ${lim.tandemMaxWeightKg} kg; most tandem jumpers weigh between ${lim.tandemTypicalWeightKg.min} and ${lim.tandemTypicalWeightKg.max} kg.`,
    ageFine: (age) => `At ${age} you are old enough for a tandem jump: the minimum age is ${lim.minimumAge}.`,
    ageWithConsent: (age) =>
      `At ${age} you can make a tandem jump with the written consent of a parent or guardian: the minimum age is ${lim.minimumAge}, and under-18s need that consent.`,
    ageTooYoung: (age) =>
      `At ${age} a tandem jump is not possible yet, sorry: tandem jumpers are at least ${lim.minimumAge} years old.`,
    ageLimit: `Tandem jumpers are at least ${lim.minimumAge} years old; under-18s need the written consent of a parent or guardian.`,
    bookWithDetails: (path) =>
      `Mention each jumper's weight and age when you ${link('book your jump', path)}.`,
    talkAboutIt: (path) => `Questions about it? ${link('Contact us', path)} or call ${phone}.`,
    requestQuote: (path) => `${link('Request a quote', path)} and tell us your date, group and location.`,
    noWeatherPromise: 'I cannot tell you what the weather will do on your day.',
    currentWeather: (path, label) =>
      `The hourly forecast, checked against these rules, is on our ${link(label, path)} page.`,
    readMore: (label, path) => `More on ${link(label, path)}.`,
    orQuote: (path) => `Want to plan it? ${link('Request a quote', path)}.`,
    person: (path) =>
      `Happy to put you in touch with a person: call ${phone}, send a WhatsApp message to the same number, or use the ${link('contact form', path)}.`,
    handover: (path) =>
      `I cannot answer that well from here. Call us on ${phone}, send a WhatsApp message to the same number, or use the ${link('contact form', path)}: we reply within ${business.replyWithinHours} hours.`,
    offTopic: 'I can help with questions about our jumps, shows and events.',
    greeting:
      'Hi! Ask me about tandem, helicopter or balloon jumps, demonstrations, corporate events or how to book.',
    thanks: 'You are welcome! Anything else I can help you with?',
  },
  nl: {
    weightFine: (kg) =>
      `Met ${kg} kg kun je een tandemsprong maken: de grens is ${lim.tandemMaxWeightKg} kg.`,
    weightOver: (kg) =>
      `Met ${kg} kg kan een tandemsprong helaas niet: boven ${lim.tandemMaxWeightKg} kg kunnen we geen tandemsprong maken, omdat het materiaal en de veiligheidsmarges van de instructeur op die grens gebouwd zijn.`,
    weightLimit: `Boven ${lim.tandemMaxWeightKg} kg kunnen we geen tandemsprong maken; de meeste tandemspringers wegen tussen de ${lim.tandemTypicalWeightKg.min} en ${lim.tandemTypicalWeightKg.max} kg.`,
    ageFine: (age) =>
      `Met ${age} jaar ben je oud genoeg voor een tandemsprong: de minimumleeftijd is ${lim.minimumAge} jaar.`,
    ageWithConsent: (age) =>
      `Met ${age} jaar kun je een tandemsprong maken met schriftelijke toestemming van een ouder of voogd: de minimumleeftijd is ${lim.minimumAge} jaar, en onder de 18 is die toestemming nodig.`,
    ageTooYoung: (age) =>
      `Met ${age} jaar kan een tandemsprong helaas nog niet: tandemspringers zijn minimaal ${lim.minimumAge} jaar.`,
    ageLimit: `Tandemspringers zijn minimaal ${lim.minimumAge} jaar; onder de 18 is schriftelijke toestemming van een ouder of voogd nodig.`,
    bookWithDetails: (path) =>
      `Vermeld het gewicht en de leeftijd van iedere springer als je ${link('je sprong boekt', path)}.`,
    talkAboutIt: (path) => `Vragen hierover? ${link('Neem contact op', path)} of bel ${phone}.`,
    requestQuote: (path) =>
      `${link('Vraag een offerte aan', path)} en vertel ons je datum, groep en locatie.`,
    noWeatherPromise: 'Wat het weer op jouw dag doet, kan ik je niet beloven.',
    currentWeather: (path, label) =>
      `De verwachting per uur, getoetst aan deze regels, zie je op onze pagina ${link(label, path)}.`,
    readMore: (label, path) => `Meer hierover: ${link(label, path)}.`,
    orQuote: (path) => `Wil je het plannen? ${link('Vraag een offerte aan', path)}.`,
    person: (path) =>
      `Je spreekt graag iemand van ons team? Bel ${phone}, stuur een WhatsApp naar hetzelfde nummer of gebruik het ${link('contactformulier', path)}.`,
    handover: (path) =>
      `Daar kan ik je hier geen goed antwoord op geven. Bel ons op ${phone}, stuur een WhatsApp naar hetzelfde nummer of gebruik het ${link('contactformulier', path)}: we reageren binnen ${business.replyWithinHours} uur.`,
    offTopic: 'Ik help je graag met vragen over onze sprongen, shows en evenementen.',
    greeting:
      'Hoi! Vraag me gerust naar tandem-, helikopter- of ballonsprongen, demonstraties, bedrijfsevenementen of boeken.',
    thanks: 'Graag gedaan! Kan ik je nog ergens mee helpen?',
  },
};
