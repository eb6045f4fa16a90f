// Builds the chat assistant's facts from the site's own content: the FAQ, the service and landing
// pages, the business facts, the terms and the pages the assistant points visitors to. The edge
// functions cannot import src/, so the facts are written out as a module inside supabase/functions.
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { faqItems } from '@/content/faq';
import { pageMeta, shortTitle, type MetaPageId } from '@/content/page-meta';
import { seasonEn, seasonNl } from '@/content/season';
import { serviceContent, serviceSafety, type ServiceContentPageId } from '@/content/services';
import { contactCopy } from '@/features/enquiry-forms/contact-section-copy';
import { en as legalEn } from '@/pages/public/legal/copy/en';
import { nl as legalNl } from '@/pages/public/legal/copy/nl';
import { pathFor } from '@/routing/paths';
import { landingPageIds, servicePageIds } from '@/routing/page-ids';
import { business, dropZonePlace } from '@contract/business.ts';
import { leadWeeks } from '@contract/business-wording.ts';
import type { Language } from '@contract/language.ts';
import type { Fact, FactTopic, Knowledge } from '../../supabase/functions/_shared/chat/knowledge-types.ts';

export const KNOWLEDGE_PATH = resolve(
  import.meta.dirname,
  '../../supabase/functions/_shared/chat/knowledge.generated.ts',
);

const page = (id: MetaPageId, language: Language) => ({
  path: pathFor(id, language),
  pageTitle: shortTitle(pageMeta[language][id].title),
});

const fact = (
  id: string,
  topic: FactTopic,
  title: string,
  text: string,
  where: { path: string; pageTitle: string },
): Fact => ({ id, topic, title, text, ...where });

function faqFacts(language: Language): Fact[] {
  return faqItems.map((item) =>
    fact(`faq:${item.id}`, 'faq', item[language].question, item[language].answer, page('faq', language)),
  );
}

function serviceFacts(language: Language): Fact[] {
  const ids: readonly ServiceContentPageId[] = [...servicePageIds, ...landingPageIds];
  return ids.flatMap((id) => {
    const copy = serviceContent[id][language];
    const where = { path: pathFor(id, language), pageTitle: copy.h1 };
    const safety = serviceSafety(id, language);
    return [
      fact(`service:${id}:lead`, 'service', copy.h1, copy.lead, where),
      ...copy.features.map((feature, index) =>
        fact(`service:${id}:feature-${index + 1}`, 'service', feature.title, feature.text, where),
      ),
      ...copy.steps.map((step, index) =>
        fact(
          `service:${id}:step-${index + 1}`,
          'service',
          `${copy.stepsTitle}: ${step.title}`,
          step.text,
          where,
        ),
      ),
      fact(`service:${id}:cta`, 'service', copy.ctaTitle, copy.ctaText, where),
      ...(safety
        ? [
            fact(`service:${id}:safety`, 'service', safety.title, safety.text, where),
            ...safety.points.map((point, index) =>
              fact(`service:${id}:safety-${index + 1}`, 'service', safety.title, point, where),
            ),
          ]
        : []),
    ];
  });
}

const countryNames: Record<(typeof business.servedCountries)[number], Record<Language, string>> = {
  Netherlands: { en: 'the Netherlands', nl: 'Nederland' },
  Belgium: { en: 'Belgium', nl: 'België' },
  Germany: { en: 'Germany', nl: 'Duitsland' },
  France: { en: 'France', nl: 'Frankrijk' },
  'United Kingdom': { en: 'the United Kingdom', nl: 'het Verenigd Koninkrijk' },
};

const listOf = (items: readonly string[], and: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

/** The business facts that are no single sentence on a page, written from business.ts. */
function businessFacts(language: Language): Fact[] {
  const b = business;
  const lim = b.limits;
  const dur = b.durations;
  const w = b.jumpWeather;
  const a = b.address;
  const contact = page('contact', language);
  const countries = listOf(
    b.servedCountries.map((country) => countryNames[country][language]),
    language === 'en' ? 'and' : 'en',
  );
  const text = {
    en: {
      hours: ['Office hours', `${contactCopy.en.hours}. ${contactCopy.en.reply}`],
      phone: [
        'Phone, WhatsApp and e-mail',
        `Call us on ${b.phone.display}, send a WhatsApp message to the same number or e-mail ${b.email}.`,
      ],
      address: [
        'Where to find us',
        `Our office is at ${a.street}, ${a.postalCode} ${a.locality} (${a.region}). Tandem jumps take off from ${b.dropZone.name}, next to ${a.locality}.`,
      ],
      limits: [
        'Age and weight limits',
        `Tandem jumpers are at least ${lim.minimumAge} years old and weigh no more than ${lim.tandemMaxWeightKg} kg; most weigh between ${lim.tandemTypicalWeightKg.min} and ${lim.tandemTypicalWeightKg.max} kg.`,
      ],
      'lead-times': [
        'Lead times',
        `Book a tandem jump ${leadWeeks.en.tandem} weeks ahead, a helicopter or hot air balloon jump ${leadWeeks.en.helicopterOrBalloon} weeks ahead, and a demonstration or media production ${leadWeeks.en.demonstrationsAndMedia} weeks ahead.`,
      ],
      durations: [
        'How long it takes',
        `A helicopter jump takes about ${dur.helicopterMinutes} minutes, a hot air balloon jump about ${dur.balloonHours} hours, and edited photos and video are delivered within ${dur.mediaDeliveryHours} hours.`,
      ],
      'balloon-season': ['Balloon season', `Hot air balloon jumps are possible from ${seasonEn}.`],
      weather: [
        'Weather limits',
        `We jump only with at least ${w.minVisibilityKm} km of visibility, wind under ${w.maxWindMs} m/s and no rain. A jump missed through force majeure, such as weather, can be made up within ${lim.forceMajeureMakeUpMonths} months.`,
      ],
      countries: ['Countries we serve', `We work in ${countries}.`],
      reply: ['Reply time', `We reply to every request within ${b.replyWithinHours} hours.`],
    },
    nl: {
      hours: ['Bereikbaar', `${contactCopy.nl.hours}. ${contactCopy.nl.reply}`],
      phone: [
        'Telefoon, WhatsApp en e-mail',
        `Bel ons op ${b.phone.display}, stuur een WhatsApp naar hetzelfde nummer of mail naar ${b.email}.`,
      ],
      address: [
        'Waar je ons vindt',
        `Ons kantoor is aan de ${a.street}, ${a.postalCode} ${a.locality} (${a.region}). Tandemsprongen vertrekken vanaf vliegveld ${dropZonePlace}, naast ${a.locality}.`,
      ],
      limits: [
        'Leeftijd en gewicht',
        `Tandemspringers moeten minimaal ${lim.minimumAge} jaar zijn en mogen maximaal ${lim.tandemMaxWeightKg} kg wegen; de meesten wegen tussen de ${lim.tandemTypicalWeightKg.min} en ${lim.tandemTypicalWeightKg.max} kg.`,
      ],
      'lead-times': [
        'Hoe ver vooruit boeken',
        `Boek een tandemsprong ${leadWeeks.nl.tandem} weken vooraf, een helikopter- of ballonsprong ${leadWeeks.nl.helicopterOrBalloon} weken vooraf en een demonstratie of mediaproductie ${leadWeeks.nl.demonstrationsAndMedia} weken vooraf.`,
      ],
      durations: [
        'Hoe lang het duurt',
        `Een helikoptersprong duurt zo'n ${dur.helicopterMinutes} minuten, een ballonsprong ongeveer ${dur.balloonHours} uur, en gemonteerde foto's en video heb je binnen ${dur.mediaDeliveryHours} uur.`,
      ],
      'balloon-season': ['Ballonseizoen', `Ballonsprongen kunnen van ${seasonNl}.`],
      weather: [
        'Weerslimieten',
        `We springen alleen bij minstens ${w.minVisibilityKm} km zicht, wind onder ${w.maxWindMs} m/s en geen regen. Een sprong die door overmacht zoals het weer niet doorgaat, kun je binnen ${lim.forceMajeureMakeUpMonths} maanden inhalen.`,
      ],
      countries: ['Landen waar we werken', `We werken in ${countries}.`],
      reply: ['Reactietijd', `We reageren op elke aanvraag binnen ${b.replyWithinHours} uur.`],
    },
  }[language];
  // Each fact links to the page a visitor asking about it wants next; the rest to the contact page.
  const servicePage = (id: ServiceContentPageId) => ({
    path: pathFor(id, language),
    pageTitle: serviceContent[id][language].h1,
  });
  const pages: Partial<Record<keyof typeof text, { path: string; pageTitle: string }>> = {
    limits: servicePage('service-tandem-jumps'),
    'lead-times': page('faq', language),
    durations: page('faq', language),
    'balloon-season': servicePage('service-hot-air-balloon'),
    weather: page('weather', language),
  };
  return Object.entries(text).map(([key, [title, sentence]]) =>
    fact(`business:${key}`, 'business', title, sentence, pages[key as keyof typeof text] ?? contact),
  );
}

/** Every section of the terms and conditions but the last (applicable law), paragraph by paragraph. */
function termsFacts(language: Language): Fact[] {
  const terms = (language === 'en' ? legalEn : legalNl).terms;
  const where = page('terms', language);
  return terms.sections
    .slice(0, -1)
    .flatMap((section, index) =>
      [...section.paragraphs, ...(section.list ?? [])].map((paragraph, paragraphIndex) =>
        fact(`terms:${index + 1}-${paragraphIndex + 1}`, 'terms', section.title, paragraph, where),
      ),
    );
}

/** The pages the assistant sends visitors on to. */
function pageFacts(language: Language): Fact[] {
  const ids = ['contact', 'weather', 'faq'] as const;
  return ids.map((id) => {
    const where = page(id, language);
    return fact(`page:${id}`, 'page', where.pageTitle, pageMeta[language][id].description, where);
  });
}

export function buildKnowledge(): Knowledge {
  const byLanguage = (language: Language) => [
    ...businessFacts(language),
    ...faqFacts(language),
    ...serviceFacts(language),
    ...termsFacts(language),
    ...pageFacts(language),
  ];
  return { en: byLanguage('en'), nl: byLanguage('nl') };
}

/** The generated module's source, formatted as the repository's prettier configuration says. */
export async function knowledgeSource(): Promise<string> {
  const source = [
    '// Generated by `npm run chat:knowledge` from the site content (src/content, business.ts, the terms',
    '// and the routes table). Do not edit: change the content and run the command again.',
    "import type { Knowledge } from './knowledge-types.ts';",
    '',
    `export const knowledge: Knowledge = ${JSON.stringify(buildKnowledge(), null, 2)};`,
    '',
  ].join('\n');
  const options = await resolveConfig(KNOWLEDGE_PATH);
  return format(source, { ...options, filepath: KNOWLEDGE_PATH });
}
