// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { faqItems } from '@/content/faq';
import { serviceContent } from '@/content/services';
import { business } from '@contract/business.ts';
import { buildKnowledge, KNOWLEDGE_PATH, knowledgeSource } from './knowledge-source';

describe('the chat knowledge', () => {
  it('is up to date with the site content', async () => {
    const committed = await readFile(KNOWLEDGE_PATH, 'utf8');
    expect(
      committed === (await knowledgeSource()),
      'knowledge.generated.ts is stale: run `npm run chat:knowledge`',
    ).toBe(true);
  });

  it('holds every FAQ answer and service lead word for word, on its page in its language', () => {
    const knowledge = buildKnowledge();
    for (const item of faqItems) {
      expect(knowledge.en).toContainEqual(
        expect.objectContaining({ id: `faq:${item.id}`, text: item.en.answer, path: '/faq' }),
      );
      expect(knowledge.nl).toContainEqual(
        expect.objectContaining({
          id: `faq:${item.id}`,
          text: item.nl.answer,
          path: '/nl/veelgestelde-vragen',
        }),
      );
    }
    expect(knowledge.nl).toContainEqual(
      expect.objectContaining({
        id: 'service:corporate-events:lead',
        text: serviceContent['corporate-events'].nl.lead,
        path: '/nl/corporate-events',
      }),
    );
  });

  it('states the business facts and the terms a visitor asks about', () => {
    const knowledge = buildKnowledge();
    const text = (language: 'en' | 'nl') => knowledge[language].map((fact) => fact.text).join('\n');
    expect(text('en')).toContain(business.phone.display);
    expect(text('en')).toContain('If you cancel, we do not refund your payment.');
    expect(text('en')).toContain('Payment is due before the service is delivered');
    expect(text('en')).toContain('the Netherlands, Belgium, Germany, France and the United Kingdom');
    expect(text('nl')).toContain('Nederland, België, Duitsland, Frankrijk en het Verenigd Koninkrijk');
    expect(text('nl')).toContain('6 tot 8 weken');
    expect(text('nl')).not.toMatch(/\d-\d+ weken/);
  });

  it('gives every fact an id that is unique in its language and a path in that language', () => {
    for (const [language, facts] of Object.entries(buildKnowledge())) {
      expect(new Set(facts.map((fact) => fact.id)).size).toBe(facts.length);
      for (const fact of facts) {
        expect(fact.path.startsWith('/nl')).toBe(language === 'nl');
      }
    }
  });
});
