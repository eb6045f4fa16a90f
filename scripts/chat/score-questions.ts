// `npx tsx scripts/chat/score-questions.ts [--verbose]`: runs the chat question set against the
// local answerer and prints the score per language, with every answer that missed.
import { answerLocally } from '../../supabase/functions/_shared/chat/local-answerer.ts';
import { LANGUAGES } from '../../supabase/functions/_shared/contract/language.ts';
import { chatQuestions, checkAnswer } from '../../tests/functions/chat-questions.ts';

const verbose = process.argv.includes('--verbose');
let failed = false;
for (const language of LANGUAGES) {
  const results = chatQuestions[language].map((question) =>
    checkAnswer(question, answerLocally(question.question, language).text),
  );
  const passed = results.filter((result) => result.missing.length === 0 && result.forbidden.length === 0);
  const percent = (100 * passed.length) / results.length;
  if (percent < 90) failed = true;
  console.log(`${language}: ${passed.length}/${results.length} (${percent.toFixed(1)} %)`);
  for (const result of results) {
    const ok = result.missing.length === 0 && result.forbidden.length === 0;
    if (ok && !verbose) continue;
    console.log(`  ${ok ? '✓' : '✗'} [${result.question.topic}] ${result.question.question}`);
    if (!ok)
      console.log(
        `    missing: ${result.missing.join(', ') || '-'}; forbidden: ${result.forbidden.join(', ') || '-'}`,
      );
    console.log(`    ${result.answer}`);
  }
}
process.exitCode = failed ? 1 : 0;
