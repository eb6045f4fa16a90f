import { business } from '../contract/business.ts';
import type { Language } from '../contract/language.ts';
import { fold, isTopicTerm, meaningfulTerms, searchFacts, searchTerms } from './knowledge-search.ts';
import { type Fact, factById } from './knowledge.ts';
import { answererCopy } from './local-answerer-copy.ts';

// The assistant without a model: a few rules where a wrong answer would matter (limits with the
// visitor's own numbers, prices, the weather, a person), then full-text search over the site's
// facts. Replies are sentences from the facts plus a link on, or an honest handover; they never
// repeat what the visitor wrote beyond a number they gave.

export interface LocalAnswer {
  /** Plain text; the only markup is Markdown-style links `[label](/path)` to the site's pages. */
  text: string;
  /** True when the visitor is sent on to a person (phone, WhatsApp, the contact form). */
  handover: boolean;
  /** The facts the reply was written from. */
  factIds: string[];
}

export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** At most this many sentences from the facts, before the link on. */
const MAX_FACT_SENTENCES = 3;

const lim = business.limits;

const patterns = {
  injection: [
    /\b(ignore|disregard|forget|override|negeer|vergeet|negeren)\b.{0,60}\b(instructions?|rules|prompts?|instructies?|regels|opdrachten?|richtlijnen)\b/,
    /\bsyste(m|em) ?prompt|\bsysteeminstructie|\bsystem (message|instructions?)\b/,
    /\b(print|show|reveal|repeat|output|display|list|give|toon|laat|geef|herhaal|print)\b.{0,40}\b(your|je|jouw|uw)\b.{0,20}\b(rules|instructions?|prompts?|configuration|regels|instructies?|configuratie)\b/,
    /\b(you are now|from now on you|je bent nu|vanaf nu ben je|developer mode|jailbreak|pretend to be|act as|doe alsof)\b/,
  ],
  greeting:
    /^(hi|hello|hey|hallo|hoi|goedemorgen|goedemiddag|goedenavond|good (morning|afternoon|evening)|dag)\b[\s!.,]*$/,
  thanks:
    /^(thanks?( you)?|thank you( very much)?|cheers|bedankt|dank( je| u)?( wel)?|dankjewel|top|great|super)\b[\s!.,]*$/,
  person: [
    /\b(speak|talk|chat)\s+(to|with)\s+(a|an|someone|somebody|one|your|staff|the team|real)\b/,
    /\b(human|real person|live person|an? (agent|employee|person)|staff member)\b/,
    /\b(medewerker|een mens|echt persoon|een persoon|iemand (spreken|van jullie|aan de lijn)|persoonlijk contact)\b/,
    /\b(call me|call me back|bel me|terugbellen|bellen met|spreken met)\b/,
    /^(person|human|agent|medewerker|mens)[\s!?.]*$/,
  ],
  weight:
    /\b(kg|kilos?|kilograms?|weigh|weighs|weight\w*|heavy|overweight|gewicht\w*|weeg|weegt|wegen|zwaar|zwaarder|lbs?|pounds?|pond)\b/,
  age: /\b(age|aged|how old|old enough|too old|years old|year old|yo|leeftijd\w*|oud genoeg|te oud|jaar oud|hoe oud|minimumleeftijd|too young|te jong|kids?|children|child|kinderen|kind|son|daughter|zoon|dochter|teenagers?|tieners?|minors?|minderjarig\w*)\b/,
  price:
    /\b(prices?|pricing|costs?|how much|expensive|cheap|fees?|rates?|tariffs?|euros?|eur|prijs|prijzen|prijzig|kost|kosten|tarief|tarieven|duur|goedkoop|hoeveel (kost|betaal)\w*|discounts?|korting|get a quote|a quote for)\b|€/,
  leadTime:
    /\b(in advance|(weeks|book|plan|far) ahead|beforehand|how (far|early|soon)|how many weeks|how long before|lead times?|van tevoren|vooraf|vooruit|hoe (ver|vroeg)|hoeveel weken|op tijd)\b/,
  corporate:
    /\b(corporate|company (outing|event|day|trip|party)|team ?building\w*|teamuitje|bedrijfsuitje|bedrijfsevenement\w*|personeelsuitje|bedrijfsfeest|colleagues|collega\S*)/,
  contact:
    /\b(e-?mail( address)?|e-?mailadres|mailadres|phone( number)?|telephone|whatsapp|telefoon\w*|how (can|do) i (contact|reach) you|hoe (kan ik jullie|bereik ik jullie))\b/,
  refund:
    /\b(refunds?|refunded|money back|force majeure|overmacht|reimburse\w*|cancel\w*|geld terug|terugbetal\w*|restitutie|annuler\w*|afzeggen|afgelast)\b/,
  booking:
    /\b(how (do|can) (i|we) (book|reserve|make a booking|request a quote)|how to (book|reserve)|hoe (boek|reserveer) (ik|je|we)|hoe kan ik (boeken|reserveren)|offerte aanvragen|request a quote|need to know|what information|welke gegevens|wat moet ik doorgeven)\b/,
  mediaDelivery:
    /\b(footage|videos?|photos?|pictures|images|film|beelden|foto'?s|filmpje|materiaal)\b.*\b(how (soon|fast|quickly|long)|when|deliver\w*|ready|hoe (snel|lang)|wanneer|lever\w*|klaar)\b|\b(how (soon|fast|quickly|long)|when|deliver\w*|hoe (snel|lang)|wanneer|lever\w*)\b.*\b(footage|videos?|photos?|pictures|images|film|beelden|foto'?s|filmpje|materiaal)\b/,
  demonstration:
    /\b(stadium|stadiums|stadion\w*|festival\w*|demo|demos|demonstrat\w*|half-?time( show)?|rustshow\w*|opening ceremon\w*|openingsceremonie\w*|match ?ball|wedstrijdbal|air ?show|parachute (show|act|display)s?|parachuteshow\w*|parachuteoptreden\w*|parachute-act\w*)\b/,
  bring:
    /\b(what (should|do|must) (i|we) (bring|wear|take)|what to (bring|wear)|wat (neem|moet) (ik|je|we) (mee|aan)|aantrekken|meenemen|meebrengen)\b/,
  weather:
    /\b(weather|rain\w*|wind\w*|storm|stormy|forecast|clouds?|cloudy|sunny|fog|foggy|weer|regen|regent|waait|bewolkt|zonnig|mist|onweer|weersverwachting|weerbericht|slecht weer)\b/,
  forecast:
    /\b(tomorrow|today|tonight|weekend|saturday|sunday|monday|tuesday|wednesday|thursday|friday|next week|will it|going to be|guarantee|morgen|vandaag|zaterdag|zondag|maandag|dinsdag|woensdag|donderdag|vrijdag|volgende week|gaat het|wordt het|garantie|garanderen)\b/,
  hours:
    /\b((opening|office|business) hours|open|opened|closed|reachable|openingstijden|openingstijd|kantoortijden|geopend|gesloten|bereikbaar)\b|when can i (call|reach)|are you available|wanneer (kan ik|zijn jullie)\b.{0,20}\b(bellen|bereik)/,
  location:
    /\b(where are you|where is|where do (i|we) (go|jump|land)|where can i find|located|location|address|directions|how do i get there|where do we land|adres|locatie|waar zitten|waar zijn jullie|waar is|waar vind|waar spring|waar land\w*|waar moet ik|routebeschrijving|gevestigd)\b/,
  countries:
    /\b(countr(y|ies)|abroad|international|belgium|germany|france|united kingdom|uk|england|buitenland|(welke|andere|meer) landen|belgie|duitsland|frankrijk|engeland|verenigd koninkrijk)\b/,
} as const;

const matchesAny = (text: string, list: readonly RegExp[]) => list.some((pattern) => pattern.test(text));

interface Numbers {
  weights: number[];
  ages: number[];
}

const parseNumber = (raw: string) => Number(raw.replace(',', '.'));

const weightPattern = /(\d{1,3}(?:[.,]\d{1,2})?)\s*(kg|kilos?|kilograms?|lbs?|pounds?|pond)\b/g;
/** "17 years old", "15 jaar oud", "aged 17", "I'm 17", "ik ben 17 jaar", "mijn zoon is 15": not "25 years in business". */
const agePattern =
  /\b(\d{1,3})\s*(?:years? old|yrs? old|y\/?o|jaar oud)\b|\b(?:aged|i am|i'm|im|is|ik ben|hij is|zij is|ze is)\s+(\d{1,3})\b(?!\s*(?:kg|kilo|lb|pound|pond|%|people|persons|personen|mensen|colleagues|collega))/g;
/** "a daughter of 12", "at 70", "met 70 jaar": an age only when the question is about age. */
const agePhrasePattern =
  /\b(?:van|at|met|of)\s+(\d{1,3})\b(?!\s*(?:kg|kilo|lb|pound|pond|people|persons|personen|mensen|colleagues|collega))/g;

/** The weights (in kg) and ages a visitor gave, told apart by their units and the words around them. */
function numbersIn(text: string): Numbers {
  const weights: number[] = [];
  const ages: number[] = [];
  const used = new Set<number>();
  const weightWords = patterns.weight.test(text);
  const ageWords = patterns.age.test(text);
  for (const match of text.matchAll(weightPattern)) {
    const value = parseNumber(match[1] ?? '');
    weights.push(/^(lb|pound|pond)/.test(match[2] ?? '') ? Math.round(value * 0.4536) : value);
    used.add(match.index);
  }
  const agePhrases = [...text.matchAll(agePattern), ...(ageWords ? text.matchAll(agePhrasePattern) : [])];
  for (const match of agePhrases) {
    const value = Number(match[1] ?? match[2]);
    const at = match.index + match[0].lastIndexOf(String(value));
    if (used.has(at)) continue;
    used.add(at);
    const saysYears = /^\s*(years?|yrs?|y\/?o|jaar|jr)\b/.test(text.slice(at + String(value).length));
    // "I am 98" in a question about weight is a weight; "I am 52 years" never is.
    if (weightWords && !ageWords && !saysYears && value >= 30) weights.push(value);
    else if (value > 0 && value < 120) ages.push(value);
  }
  // A bare number is a weight when the question is about weight: "my friend weighs 105".
  for (const match of text.matchAll(/\b\d{1,3}(?:[.,]\d{1,2})?\b/g)) {
    if (used.has(match.index)) continue;
    const value = parseNumber(match[0]);
    if (weightWords && value >= 30 && value <= 300) weights.push(value);
    else if (ageWords && !weightWords && value > 0 && value < 120) ages.push(value);
  }
  return { weights: [...new Set(weights)], ages: [...new Set(ages)] };
}

const formatNumber = (value: number, language: Language) =>
  language === 'nl' ? String(value).replace('.', ',') : String(value);

const contactPath = (language: Language) => factById(language, 'page:contact')?.path ?? '/contact';

/** A fact's text, sentence by sentence. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}])/u);

function requireFact(language: Language, id: string): Fact {
  const fact = factById(language, id);
  if (!fact) throw new Error(`the chat knowledge has no fact ${id}: run npm run chat:knowledge`);
  return fact;
}

/** A list item from a page ("FAA Certified, KNVvL Licensed, Insured") reads as a sentence once it ends with a full stop. */
const asSentence = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

const answer = (text: string[], factIds: string[], handover = false): LocalAnswer => ({
  text: text.map(asSentence).join(' '),
  handover,
  factIds,
});

function handover(language: Language, lead?: string): LocalAnswer {
  const copy = answererCopy[language];
  return answer([...(lead ? [lead] : []), copy.handover(contactPath(language))], ['business:phone'], true);
}

function limitsAnswer(language: Language, numbers: Numbers, asksWeight: boolean, asksAge: boolean) {
  const copy = answererCopy[language];
  const tandem = requireFact(language, 'service:service-tandem-jumps:lead');
  const contact = contactPath(language);
  const sentences: string[] = [];
  let over = false;
  for (const kg of numbers.weights.slice(0, 3)) {
    const shown = formatNumber(kg, language);
    if (kg > lim.tandemMaxWeightKg) over = true;
    sentences.push(kg > lim.tandemMaxWeightKg ? copy.weightOver(shown) : copy.weightFine(shown));
  }
  for (const age of numbers.ages.slice(0, 3)) {
    if (age < lim.minimumAge) over = true;
    sentences.push(
      age < lim.minimumAge ? copy.ageTooYoung(age) : age < 18 ? copy.ageWithConsent(age) : copy.ageFine(age),
    );
  }
  if (asksWeight && numbers.weights.length === 0) sentences.push(copy.weightLimit);
  if (asksAge && numbers.ages.length === 0) sentences.push(copy.ageLimit);
  const tail =
    numbers.weights.length + numbers.ages.length === 0
      ? copy.readMore(tandem.pageTitle, tandem.path)
      : over
        ? copy.talkAboutIt(contact)
        : copy.bookWithDetails(contact);
  return answer([...sentences.slice(0, MAX_FACT_SENTENCES), tail], ['business:limits', tandem.id]);
}

function priceAnswer(language: Language): LocalAnswer {
  const prices = requireFact(language, 'faq:prices');
  const [onRequest, quote] = sentencesOf(prices.text);
  return answer(
    [
      onRequest ?? prices.text,
      ...(quote ? [quote] : []),
      answererCopy[language].requestQuote(contactPath(language)),
    ],
    [prices.id],
  );
}

function weatherAnswer(language: Language, forecast: boolean): LocalAnswer {
  const copy = answererCopy[language];
  const weather = requireFact(language, 'faq:weather');
  const page = requireFact(language, 'page:weather');
  // The FAQ's last sentence points at the weather page, which the link below does instead.
  const sentences = sentencesOf(weather.text).slice(0, forecast ? 2 : 3);
  return answer(
    [
      ...(forecast ? [copy.noWeatherPromise] : []),
      ...sentences,
      copy.currentWeather(page.path, page.pageTitle),
    ],
    [weather.id, page.id],
  );
}

/** A fact in the site's words, with a link to its page or to the page of `linkTo`. */
function factAnswer(language: Language, id: string, linkTo?: string): LocalAnswer {
  const fact = requireFact(language, id);
  const page = linkTo ? requireFact(language, linkTo) : fact;
  const sentences = sentencesOf(fact.text).slice(0, MAX_FACT_SENTENCES);
  return answer([...sentences, answererCopy[language].readMore(page.pageTitle, page.path)], [fact.id]);
}

/** The FAQ's lead times say tandem first, then helicopter and balloon, then demonstrations and media. */
const leadTimeKinds = [
  /\btandem/,
  /\b(heli|balloon|ballon)/,
  /\b(stadium|stadion|festival|demo|show|media|video|film|event|evenement)/,
] as const;

function leadTimeAnswer(language: Language, text: string): LocalAnswer {
  const leadTimes = requireFact(language, 'faq:lead-times');
  const sentences = sentencesOf(leadTimes.text);
  const asked = sentences.filter((_, index) => leadTimeKinds[index]?.test(text));
  return answer(
    [
      ...(asked.length > 0 ? asked : sentences),
      answererCopy[language].readMore(leadTimes.pageTitle, leadTimes.path),
    ],
    [leadTimes.id],
  );
}

/** When the photos and video come: the FAQ's delivery time first, then what is filmed. */
function mediaDeliveryAnswer(language: Language): LocalAnswer {
  const media = requireFact(language, 'faq:media');
  const page = requireFact(language, 'service:service-media-production:lead');
  const [what, , delivery] = sentencesOf(media.text);
  return answer(
    [
      ...[delivery, what].filter((sentence): sentence is string => Boolean(sentence)),
      answererCopy[language].readMore(page.pageTitle, page.path),
    ],
    [media.id],
  );
}

/**
 * Stadiums and festivals: the FAQ's yes, what it takes and what to plan, linked to the festival or
 * stadium page, so "can you jump at our festival in July?" gets the lead time too.
 */
function demonstrationAnswer(language: Language, text: string): LocalAnswer {
  const demos = requireFact(language, 'faq:stadium-demos');
  const festival = /festival/.test(text);
  const page = requireFact(
    language,
    festival ? 'service:festival-performances:lead' : 'service:stadium-demonstrations:lead',
  );
  // A stadium organiser wants to hear about the checks and permits; a festival about the shows flown.
  const [yes, experience, checks, plan] = sentencesOf(demos.text);
  return answer(
    [
      ...[yes, festival ? experience : checks, plan].filter((sentence): sentence is string =>
        Boolean(sentence),
      ),
      answererCopy[language].readMore(page.pageTitle, page.path),
    ],
    [demos.id, page.id],
  );
}

function personAnswer(language: Language): LocalAnswer {
  const hours = requireFact(language, 'business:hours');
  return answer(
    [answererCopy[language].person(contactPath(language)), sentencesOf(hours.text)[0] ?? hours.text],
    ['business:phone', hours.id],
    true,
  );
}

/** The sentences of a fact that share the most terms with the question, in the fact's order. */
function bestSentences(fact: Fact, question: string, language: Language): string[] {
  const sentences = sentencesOf(fact.text);
  if (sentences.length <= MAX_FACT_SENTENCES) return sentences;
  const wanted = new Set(meaningfulTerms(question, language));
  const overlap = (sentence: string) =>
    searchTerms(sentence, language).filter((term) => wanted.has(term)).length;
  const chosen = sentences
    .map((sentence, index) => ({ index, score: overlap(sentence) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_FACT_SENTENCES)
    .map((entry) => entry.index)
    .sort((a, b) => a - b);
  // A bare "Yes." only makes sense before the sentence that explains it.
  if (chosen[0] === 1 && (sentences[0]?.length ?? 0) < 12) chosen.splice(-1, 1, 0);
  return chosen.sort((a, b) => a - b).map((index) => sentences[index] ?? '');
}

function retrievalAnswer(question: string, language: Language): LocalAnswer | null {
  const wanted = meaningfulTerms(question, language);
  const [best] = searchFacts(question, language);
  if (!best || wanted.length === 0) return null;
  // One matching word is enough only when it names a topic, or the fact is named after it.
  const titled = new Set(searchTerms(best.fact.title, language));
  const convincing =
    best.matched.length >= 2 || best.matched.some((term) => titled.has(term) || isTopicTerm(term));
  if (!convincing) return null;
  const tail = answererCopy[language].readMore(best.fact.pageTitle, best.fact.path);
  return answer([...bestSentences(best.fact, question, language), tail], [best.fact.id]);
}

/** Drops the sentences that try to give the assistant orders, keeping any real question around them. */
function withoutInjection(text: string): { rest: string; attempted: boolean } {
  const sentences = text.split(/(?<=[.!?\n])\s*/);
  const kept = sentences.filter((sentence) => !matchesAny(fold(sentence), patterns.injection));
  return { rest: kept.join(' ').trim(), attempted: kept.length < sentences.length };
}

function answerQuestion(question: string, language: Language): LocalAnswer | null {
  const text = fold(question).replace(/\s+/g, ' ').trim();
  const copy = answererCopy[language];
  if (patterns.greeting.test(text)) return answer([copy.greeting], []);
  if (patterns.thanks.test(text)) return answer([copy.thanks], []);
  if (matchesAny(text, patterns.person)) return personAnswer(language);
  const asksWeight = patterns.weight.test(text);
  const asksAge = patterns.age.test(text);
  const numbers = numbersIn(text);
  if (asksWeight || asksAge || numbers.weights.length > 0 || numbers.ages.length > 0) {
    return limitsAnswer(language, numbers, asksWeight, asksAge);
  }
  if (patterns.refund.test(text)) return factAnswer(language, 'faq:cancellations');
  if (patterns.leadTime.test(text)) return leadTimeAnswer(language, text);
  if (patterns.price.test(text)) return priceAnswer(language);
  if (patterns.booking.test(text)) return factAnswer(language, 'faq:booking');
  if (patterns.mediaDelivery.test(text)) return mediaDeliveryAnswer(language);
  if (patterns.demonstration.test(text)) return demonstrationAnswer(language, text);
  if (patterns.bring.test(text)) return factAnswer(language, 'faq:what-to-bring');
  if (patterns.weather.test(text)) return weatherAnswer(language, patterns.forecast.test(text));
  if (patterns.corporate.test(text)) {
    return factAnswer(language, 'faq:corporate-events', 'service:corporate-events:lead');
  }
  if (patterns.contact.test(text)) return factAnswer(language, 'business:phone');
  if (patterns.hours.test(text)) return factAnswer(language, 'business:hours');
  if (patterns.location.test(text)) return factAnswer(language, 'business:address');
  if (patterns.countries.test(text)) return factAnswer(language, 'business:countries');
  return retrievalAnswer(question, language);
}

/**
 * Answers a visitor's message from the site's facts in `language`, or hands over to a person.
 * `history` (oldest first) lets a short follow-up such as "and 105 kg?" borrow the earlier question.
 */
export function answerLocally(
  message: string,
  language: Language,
  history: HistoryMessage[] = [],
): LocalAnswer {
  const { rest, attempted } = withoutInjection(message.slice(0, 2000));
  if (attempted && rest === '') return handover(language, answererCopy[language].offTopic);
  const direct = answerQuestion(rest, language);
  if (direct) return direct;
  const previous = [...history].reverse().find((entry) => entry.role === 'user');
  if (previous) {
    const followUp = answerQuestion(`${withoutInjection(previous.content).rest} ${rest}`, language);
    if (followUp) return followUp;
  }
  return handover(language, attempted ? answererCopy[language].offTopic : undefined);
}
