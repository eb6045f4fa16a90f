import MiniSearch, { type SearchResult } from 'minisearch';
import type { Language } from '../contract/language.ts';
import { type Fact, facts } from './knowledge.ts';

// Full-text search over the facts of one language. Visitors write "kilo", "ballonvaart" or
// "bedrijfsuitje" where the site says "kg", "ballonsprong" or "bedrijfsevenementen", so both the
// facts and the question go through the same folding, stop words, light stemming, Dutch compound
// splitting and synonym groups before MiniSearch ranks them.

const stopWords: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my of on or our so than that the their them then there these they this to us was we were what when where which who why will with would you your yours about any also am just may might must shall should some such too very want like please tell know'.split(
      ' ',
    ),
  ),
  nl: new Set(
    'de het een en of in op aan te ten ter van voor met bij als dan dat die dit deze er is zijn was waren wordt worden word ben bent je jij jullie jou jouw u uw ik me mij mijn we wij ons onze hij zij ze wat wie waar wanneer hoe welk welke kan kun kunt kunnen mag mogen moet moeten wil wilt willen zou zouden heb hebt hebben heeft had niet geen ook nog al wel maar om naar uit tot over door zo graag even eens dus want hier daar iets vraag'.split(
      ' ',
    ),
  ),
};

const words = (list: string) => list.split(' ');

/**
 * Words that say nothing about which fact is meant: nearly every fact is about jumping, so a
 * question matching only these has not been understood.
 */
const genericWords: Record<Language, ReadonlySet<string>> = {
  en: new Set(words('jump skydiv skydive parachut parachute get need go make one possibl happen day')),
  nl: new Set(
    words('sprong spring parachut parachute parachutespring ga gaan krijg nodig mogelijk gebeur gebeurt dag'),
  ),
};

/** Groups of words that mean the same thing here; every member also indexes as the group's first word. */
const synonymGroups: readonly string[][] = [
  'kg kilo kilos kilogram weigh weight heavy gewicht weeg weg zwaar lb pound',
  'age old year leeftijd oud jaar minimumleeftijd young jong kind child children kid kinder',
  'price cost kost prijs tarief euro pay betal expensive duur offerte quote',
  'balloon ballon ballonvaart luchtballon',
  'helicopter helikopter heli chopper',
  'stadium stadion arena match wedstrijd voetbal football soccer halftime rust',
  'festival concert festivals',
  'corporate company bedrijf bedrijfs bedrijfsuitje bedrijfsevenement bedrijfsfeest personeelsuitje teambuilding team colleague collega zakelijk business',
  'media video photo foto film camera beeld footage materiaal opname',
  'bring wear clothes clothing kleding kleren meenemen meebreng aantrek drag schoen shoe trainer',
  'refund money geld terugbetal terugbetaling restitutie cancel annuler afzeg cancellation',
  'weather weer rain regen wind storm forecast verwachting weersverwachting zicht visibility',
  'country countri abroad land buitenland international belgium belgie germany duitsland france frankrijk kingdom uk england engeland',
  'book boek booking reserv reserveer aanvrag aanvraag',
  'advance ahead vooraf vooruit tevoren lead early vroeg week',
  'long lang duur duration take minut minute hour uur',
  'season seizoen summer zomer winter',
  'training course cursus licence license brevet opleiding lesson les experience ervaring',
  'stream livestream live streamen streaming',
  'gift present cadeau cadeaubon kado voucher giftcard',
  'health sick ill medical medisch ziek gezondheid gezond pregnant zwanger epilepsy epilepsie heart hart',
  'demonstration demonstratie demo show performance optreden',
  'safe safety veilig veiligheid risk risico gevaar danger dangerous gevaarlijk insured insurance verzekerd verzekering',
  'complaint klacht unhappy ontevreden satisfied tevreden',
  'rigging rigger repack vouw vouwen pack',
  'hour open opening openingstijd bereikbaar available office',
  'address adres location locatie where waar located gelegen vliegveld airfield dropzone',
].map(words);

const synonymOf: ReadonlyMap<string, string> = new Map(
  synonymGroups.flatMap((group) => group.map((word) => [word, group[0]] as const)),
);

/** Lower case without accents, so "België" and "belgie" are one word. */
export const fold = (text: string): string => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

const tokenize = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function stemDutch(word: string): string {
  if (word.length <= 4) return word;
  let stem = word;
  if (stem.endsWith('en') && stem.length > 5) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !stem.endsWith('ss')) stem = stem.slice(0, -1);
  else if (stem.endsWith('e')) stem = stem.slice(0, -1);
  // "sprongen" -> "sprong", "kosten" -> "kost", but "zetten" -> "zet".
  if (/([bdfgklmnprst])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** The last parts of Dutch compounds worth splitting off: "ballonsprong" is also "ballon" and "sprong". */
const dutchHeads = [
  'sprongen',
  'sprong',
  'springers',
  'springer',
  'seizoen',
  'shows',
  'show',
  'dagen',
  'dag',
  'evenementen',
  'evenement',
  'demonstraties',
  'demonstratie',
  'uitje',
  'tijden',
  'vaart',
];

function terms(word: string, language: Language): string[] {
  if (stopWords[language].has(word)) return [];
  const parts = [word];
  if (language === 'nl') {
    const head = dutchHeads.find(
      (candidate) => word.endsWith(candidate) && word.length - candidate.length >= 3,
    );
    if (head) parts.push(word.slice(0, -head.length), head);
  }
  const stem = language === 'en' ? stemEnglish : stemDutch;
  const out = new Set<string>();
  for (const part of parts) {
    const stemmed = stem(part);
    out.add(stemmed);
    const synonym = synonymOf.get(part) ?? synonymOf.get(stemmed);
    if (synonym) out.add(synonym);
  }
  return [...out];
}

/** A word that names one of the topics above, strong enough to choose a fact on its own. */
export const isTopicTerm = (term: string): boolean => synonymOf.get(term) === term;

/** The search terms of a text: what both the index and the questions are made of. */
export const searchTerms = (text: string, language: Language): string[] =>
  tokenize(text).flatMap((word) => terms(word, language));

/** The terms that point at a particular fact, leaving out the ones every fact shares. */
export const meaningfulTerms = (text: string, language: Language): string[] => [
  ...new Set(searchTerms(text, language).filter((term) => !genericWords[language].has(term))),
];

const topicBoost: Record<Fact['topic'], number> = {
  faq: 1.4,
  business: 1.3,
  service: 1,
  terms: 0.8,
  page: 0.7,
};

const indexes = new Map<Language, MiniSearch<Fact>>();

function indexFor(language: Language): MiniSearch<Fact> {
  const existing = indexes.get(language);
  if (existing) return existing;
  const index = new MiniSearch<Fact>({
    fields: ['title', 'text'],
    tokenize,
    processTerm: (word) => terms(word, language),
    searchOptions: {
      boost: { title: 2 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
      boostDocument: (id) => {
        const fact = facts(language).find((candidate) => candidate.id === id);
        return fact ? topicBoost[fact.topic] : 1;
      },
    },
  });
  index.addAll([...facts(language)]);
  indexes.set(language, index);
  return index;
}

export interface FactMatch {
  fact: Fact;
  score: number;
  /** The question's meaningful terms that the fact contains. */
  matched: string[];
}

/** The facts that best match a question, best first, with what each matched. */
export function searchFacts(question: string, language: Language, limit = 5): FactMatch[] {
  const wanted = new Set(meaningfulTerms(question, language));
  if (wanted.size === 0) return [];
  const byId = new Map(facts(language).map((fact) => [fact.id, fact]));
  const processTerm = (word: string) => terms(word, language).filter((term) => wanted.has(term));
  return indexFor(language)
    .search(question, { processTerm })
    .slice(0, limit)
    .flatMap((result: SearchResult) => {
      const fact = byId.get(String(result.id));
      if (!fact) return [];
      const matched = result.queryTerms.filter((term) => wanted.has(term));
      return [{ fact, score: result.score, matched }];
    });
}
