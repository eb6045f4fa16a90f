// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import rules of eslint.config.js, run on code as it would sit at a given path in the tree.
// The first lint reads the import graph for no-cycle, which takes seconds on a busy machine; the
// later ones reuse it. Timings stay out of what the tests assert.
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: import.meta.dirname });
  await eslint.lintText('export {};\n', { filePath: 'src/lib/probe.ts' });
}, 120_000);

const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
};

describe('import boundaries', { timeout: 60_000 }, () => {
  it('fails an import from a lower layer up to a higher one', async () => {
    expect(
      await problems('src/lib/probe.ts', "export { FaqBlock } from '@/features/faq/FaqBlock';\n"),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/lib sits below/)]);
    expect(await problems('src/routing/probe.ts', "export { uiCopy } from '@/content/ui';\n")).toHaveLength(
      1,
    );
  });

  it('fails a feature importing another feature', async () => {
    expect(
      await problems(
        'src/features/faq/probe.ts',
        "export { storyPath } from '@/features/stories/stories';\n",
      ),
    ).toEqual([expect.stringMatching(/A feature must not import another feature/)]);
  });

  it('keeps the admin area to the shared folders', async () => {
    expect(await problems('src/admin/probe.ts', "export { uiCopy } from '@/content/ui';\n")).toEqual([
      expect.stringMatching(/The admin area shares only/),
    ]);
    expect(await problems('src/admin/probe.ts', "export { pathFor } from '@/routing/paths';\n")).toEqual([]);
  });

  it('fails an edge function importing from outside supabase/functions, and the contract importing a function part', async () => {
    expect(
      await problems(
        'supabase/functions/_shared/probe.ts',
        "export { nlNum } from '../../../src/lib/format.ts';\n",
      ),
    ).toEqual([expect.stringMatching(/A hosted deploy bundles only supabase\/functions/)]);
    expect(
      await problems('supabase/functions/_shared/contract/probe.ts', "export { json } from '../http.ts';\n"),
    ).toEqual([
      expect.stringMatching(/The contract is imported by the site and the functions, and imports neither/),
    ]);
  });

  it('fails an import cycle', async () => {
    const routes = "import { resolvePath } from './paths';\nexport const probe = resolvePath;\n";
    expect(await problems('src/routing/routes.ts', routes)).toEqual([
      expect.stringMatching(/^import-x\/no-cycle:/),
    ]);
  });

  it('asks for the alias instead of a deep relative path', async () => {
    expect(
      await problems('src/pages/public/probe.ts', "export { nlNum } from '../../lib/format';\n"),
    ).toEqual([expect.stringMatching(/with the @\/ alias/)]);
  });

  it('allows imports that point down, and packages in the functions', async () => {
    expect(await problems('src/features/faq/probe.ts', "export { nlNum } from '@/lib/format';\n")).toEqual(
      [],
    );
    expect(
      await problems(
        'supabase/functions/_shared/probe.ts',
        "export { createClient } from '@supabase/supabase-js';\n",
      ),
    ).toEqual([]);
  });

  it('sends Zod and Lucide through their one home', async () => {
    expect(await problems('supabase/functions/_shared/probe.ts', "export { z } from 'zod';\n")).toEqual([
      expect.stringMatching(/contract\/zod\.ts/),
    ]);
    expect(await problems('src/features/faq/probe.ts', "export { z } from 'zod';\n")).toEqual([
      expect.stringMatching(/@contract\/zod\.ts/),
    ]);
    expect(await problems('src/features/faq/probe.ts', "export { Check } from 'lucide-react';\n")).toEqual([
      expect.stringMatching(/@\/components\/icons/),
    ]);
  });
});
