// `npm run chat:knowledge`: writes the chat assistant's facts from the site content.
import { writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { buildKnowledge, KNOWLEDGE_PATH, knowledgeSource } from './knowledge-source.ts';

await writeFile(KNOWLEDGE_PATH, await knowledgeSource());
const counts = Object.entries(buildKnowledge())
  .map(([language, facts]) => `${facts.length} ${language}`)
  .join(', ');
console.log(`wrote ${relative(resolve(import.meta.dirname, '../..'), KNOWLEDGE_PATH)} (${counts} facts)`);
