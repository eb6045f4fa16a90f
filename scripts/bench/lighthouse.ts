// `npm run bench`: Lighthouse (mobile, default simulated throttling) over every page of the built
// sitemap, in both languages, with the system Chromium. A benchmark, not a test: it writes a table to
// docs/bench/lighthouse.md and never fails on scores.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';
import { startLocalBackend } from '../local-backend';
import { startStaticServer } from '../server/static-server';

const root = resolve(import.meta.dirname, '../..');
const PORT = 4174;
// `npm run bench -- [--runs N] [path ...]`: Lighthouse's scores vary between runs of the same page
// (most of all TBT, on a busy machine), so each page is measured N times (3 unless told) and its
// median run reported, as Lighthouse's own guidance recommends. The runs go round the pages, one
// run of each page per round: a busy minute on the machine then spoils one run of a few pages, not
// every run of one page.
// `--dist` and `--out` measure another build (an earlier commit's, for a before-and-after) into
// another table.
const { values: options, positionals: only } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: join(root, 'dist') },
    out: { type: 'string', default: join(root, 'docs/bench/lighthouse.md') },
    // Keeps each median run's full Lighthouse report here, to read what a score is made of.
    reports: { type: 'string' },
  },
  allowPositionals: true,
});
const dist = resolve(options.dist);
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs takes a whole number of 1 or more, not ${options.runs}`);

/**
 * The built sitemap's pages: every canonical, indexable page, stories included. Aliases are the same
 * pages, and noindex pages fail SEO by design.
 */
const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]).pathname)
  .filter((path) => only.length === 0 || only.includes(path));

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
}

// Lighthouse now and then loses a trace on a busy machine (NO_FCP and the like): such a run measures
// nothing about the page, so it is repeated, up to three runs in all, and reported if it persists.
const ATTEMPTS = 3;

async function auditWithRetries(url: string, port: number) {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableFullPageScreenshot: true,
      // Every run is a first visit. Lighthouse keeps local storage by default, and a stored Dutch
      // choice from the page before sends `/` on to `/nl`: that run measured a redirect, not `/`.
      clearStorageTypes: [...defaultSettings.clearStorageTypes, 'local_storage', 'indexeddb', 'cookies'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError, categories, finalDisplayedUrl } = result.lhr;
    if (finalDisplayedUrl !== url)
      throw new Error(`${url} ended on ${finalDisplayedUrl}: the bench measures a page, not a redirect`);
    if (!runtimeError && categories.performance?.score != null) return result;
    lastError = runtimeError?.code ?? 'no performance score';
    console.warn(`${url}: run ${attempt} failed (${lastError})`);
  }
  throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} runs: ${lastError}`);
}

function rowOf(path: string, result: RunnerResult): Row {
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const scriptBytes =
    (
      audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    jsBytes: scriptBytes,
  };
}

// A build for the local stack gets its backend, as `npm start` does: without it every page's live
// requests fail and Lighthouse rightly marks the console errors down.
const backend = await startLocalBackend(root);
const server = await startStaticServer({ dir: dist, port: PORT });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath('full'),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const runsOf = new Map<string, Row[]>(paths.map((path) => [path, []]));
// Lighthouse's measure of this machine's speed, each run. It simulates a phone by slowing the
// machine's own CPU fourfold, so on a slower machine the same page blocks longer and scores lower:
// the index tells apart two tables of the same code from different days.
const benchmarkIndexes: number[] = [];
let chromiumVersion = '';
const reportName = (path: string) => path.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\//g, '~');
const runReport = (path: string, run: number) =>
  join(options.reports ?? '', `${reportName(path)}.run${run}.json`);
if (options.reports) await mkdir(options.reports, { recursive: true });
try {
  for (let run = 0; run < RUNS; run++) {
    for (const path of paths) {
      const result = await auditWithRetries(`${server.url}${path}`, chrome.port);
      const row = rowOf(path, result);
      runsOf.get(path)?.push(row);
      benchmarkIndexes.push(Math.round(result.lhr.environment.benchmarkIndex));
      chromiumVersion ||= /Chrome\/(\d+)/.exec(result.lhr.environment.hostUserAgent)?.[1] ?? '';
      if (options.reports) await writeFile(runReport(path, run), JSON.stringify(result.lhr));
      console.log(`round ${run + 1}/${RUNS}\t${Object.values(row).join('\t')}`);
    }
  }
} finally {
  chrome.kill();
  await server.close();
  await backend?.stop();
}

// Each page's median run by performance; with --reports, its report is kept and the others go.
const rows: Row[] = [];
for (const [path, runs] of runsOf) {
  const order = runs.map((row, run) => ({ row, run })).sort((a, b) => a.row.performance - b.row.performance);
  const median = order[Math.floor((order.length - 1) / 2)];
  rows.push(median.row);
  console.log(
    `${Object.values(median.row).join('\t')}\truns ${runs.map((row) => row.performance).join(' ')}`,
  );
  if (options.reports) {
    await rename(runReport(path, median.run), join(options.reports, `${reportName(path)}.json`));
    for (let run = 0; run < runs.length; run++)
      if (run !== median.run) await rm(runReport(path, run), { force: true });
  }
}
const allRuns = [...runsOf.values()].flat();
const atLeast98 = `${rows.filter((row) => row.performance >= 98).length} of ${rows.length} pages (${allRuns.filter((row) => row.performance >= 98).length} of ${allRuns.length} runs) score 98 or more`;

const columns: [keyof Row, string][] = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['bestPractices', 'Best practices'],
  ['seo', 'SEO'],
  ['lcp', 'LCP ms'],
  ['tbt', 'TBT ms'],
  ['cls', 'CLS'],
  ['jsBytes', 'JS bytes'],
];
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summary = columns
  .map(([key, label]) => {
    const values = rows.map((row) => row[key] as number);
    return `${label} min ${Math.min(...values)} / median ${median(values)}`;
  })
  .join('; ');
const machine = `Lighthouse's benchmark index of the machine (higher is faster) min ${Math.min(...benchmarkIndexes)} / median ${median(benchmarkIndexes)} / max ${Math.max(...benchmarkIndexes)} over the ${benchmarkIndexes.length} runs; Chromium ${chromiumVersion}`;
const table = [
  `| Route | ${columns.map(([, label]) => label).join(' | ')} |`,
  `| --- | ${columns.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.path} | ${columns.map(([key]) => row[key]).join(' | ')} |`),
].join('\n');
const report = `# Lighthouse benchmark

Summary (${rows.length} routes, median of ${RUNS} run${RUNS === 1 ? '' : 's'} each, taken in rounds over
the pages): ${summary}. ${atLeast98}.

Mobile form factor, Lighthouse's default simulated throttling, system Chromium, production build
served by \`scripts/server/static-server.ts\`. Run on ${new Date().toISOString().slice(0, 10)} with \`npm run bench\`.
Timings on shared machines are noisy: compare runs made on one machine. ${machine}.

${table}
`;
await writeFile(resolve(options.out), report);
console.log(`\n${summary}\n${atLeast98}\n${machine}`);
