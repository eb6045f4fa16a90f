// `npm test`: every check CI runs, in two lanes that share the machine's two cores, then the browser
// tests. Each stage's output is printed whole when it ends, so the lanes' logs do not interleave; the
// end of the log holds each stage's wall time and the slowest tests of vitest, Deno and Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumPath } from '../chromium';
import { junitTimes, playwrightTimes, slowest, vitestTimes, type TestTime } from './slowest-tests';

const root = resolve(import.meta.dirname, '../..');
const reports = join(root, 'test-reports');

interface Stage {
  name: string;
  script: string;
  args?: string[];
}

/** A vitest suite, with its JSON report for the slowest tests. */
const vitestStage = (name: string, script: string): Stage => ({
  name,
  script,
  args: ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`],
});

const VITEST_SUITES = ['unit', 'emulator', 'backend'] as const;

// The lanes are balanced by measure: on CI's two cores unit, emulator and backend took about 350 s,
// and lint, build, gates and the functions about 300 s.
const LANES: Stage[][] = [
  [
    vitestStage('unit', 'test:unit'),
    vitestStage('emulator', 'test:emulator'),
    vitestStage('backend', 'test:backend'),
  ],
  [
    { name: 'lint', script: 'lint' },
    { name: 'build', script: 'build:local' },
    { name: 'gates', script: 'test:gates' },
    { name: 'functions', script: 'test:functions', args: [`--junit-path=${join(reports, 'functions.xml')}`] },
  ],
];
const BROWSER: Stage = { name: 'e2e', script: 'test:e2e' };

interface Timing {
  stage: string;
  lane: string;
  startedAt: number;
  seconds: number;
  passed: boolean;
}

const begun = Date.now();
const timings: Timing[] = [];
const running = new Set<ReturnType<typeof spawn>>();
let failed = false;

const since = (time: number) => (time - begun) / 1000;

/** Runs one npm script; its output is kept and printed when it ends, or streamed when `live`. */
function runStage(stage: Stage, lane: string, live: boolean): Promise<boolean> {
  const startedAt = Date.now();
  const output: Buffer[] = [];
  const child = spawn(
    'npm',
    ['run', '--silent', stage.script, ...(stage.args ? ['--', ...stage.args] : [])],
    {
      cwd: root,
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    },
  );
  running.add(child);
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.on('close', (code) => {
      running.delete(child);
      const seconds = (Date.now() - startedAt) / 1000;
      const passed = code === 0;
      timings.push({ stage: stage.name, lane, startedAt: since(startedAt), seconds, passed });
      const verdict = passed ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(`\n━━ ${lane} · ${stage.name}: ${verdict} in ${seconds.toFixed(1)} s ━━\n`);
      if (!live) process.stdout.write(Buffer.concat(output));
      done(passed);
    });
  });
}

/** Runs a lane's stages in order, and stops at its own or the other lane's first failure. */
async function runLane(stages: Stage[], lane: string) {
  for (const stage of stages) {
    if (failed) return;
    if (!(await runStage(stage, lane, false))) failed = true;
  }
}

function printBrowser() {
  const path = chromiumPath();
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const debian = spawnSync('dpkg-query', ['-W', '-f', '${Package} ${Version}', 'chromium-headless-shell'], {
    encoding: 'utf8',
  });
  const packageLine = debian.status === 0 ? ` (Debian ${debian.stdout})` : '';
  process.stdout.write(`\nBrowser for the end-to-end tests: ${path}: ${version}${packageLine}\n`);
}

function printSummary() {
  const rows = timings.map(
    ({ stage, lane, startedAt, seconds, passed }) =>
      `${lane.padEnd(7)} ${stage.padEnd(10)} ${startedAt.toFixed(0).padStart(6)} ${seconds.toFixed(1).padStart(8)}  ${passed ? 'passed' : 'FAILED'}`,
  );
  const vitest = VITEST_SUITES.map((suite) => vitestTimes(suite, join(reports, `${suite}.json`), root));
  const vitestTests: TestTime[] = vitest.flatMap(({ tests }) => tests);
  const vitestFiles: TestTime[] = vitest.flatMap(({ files }) => files);
  const sections = [
    ['Stages (lane, stage, started at s, wall s, result)', rows],
    ['The 20 slowest vitest tests', slowest(vitestTests)],
    ['The 10 slowest vitest files (hooks and tests)', slowest(vitestFiles, 10)],
    ['The 20 slowest Deno tests', slowest(junitTimes('functions', join(reports, 'functions.xml')))],
    ['The 20 slowest Playwright tests', slowest(playwrightTimes(join(reports, 'e2e.json')))],
  ] as const;
  for (const [title, lines] of sections) {
    if (lines.length > 0) process.stdout.write(`\n${title}:\n${lines.join('\n')}\n`);
  }
  process.stdout.write(`\nTotal: ${since(Date.now()).toFixed(0)} s, ${failed ? 'FAILED' : 'passed'}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
await Promise.all(LANES.map((stages, index) => runLane(stages, `lane ${'AB'[index]}`)));
if (!failed) {
  printBrowser();
  if (!(await runStage(BROWSER, 'browser', true))) failed = true;
}
printSummary();
process.exit(failed ? 1 : 0);
