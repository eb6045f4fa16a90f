// The slowest tests of a run, read from the runners' JSON reports: vitest's (one file per suite) and
// Playwright's. What the tests cost is what CI's time is made of, so every run prints it.
import { existsSync, readFileSync } from 'node:fs';

export interface TestTime {
  /** The suite or project, the file and the test's title. */
  name: string;
  seconds: number;
}

interface VitestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    tests: { projectName: string; results: { duration: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

const relative = (file: string, root: string) => (file.startsWith(root) ? file.slice(root.length + 1) : file);

/** Each test of a vitest JSON report, and each file's whole time (its hooks and its tests). */
export function vitestTimes(
  suite: string,
  report: string,
  root: string,
): { tests: TestTime[]; files: TestTime[] } {
  if (!existsSync(report)) return { tests: [], files: [] };
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  return {
    tests: testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        name: `${suite} · ${relative(file.name, root)} · ${test.fullName}`,
        seconds: (test.duration ?? 0) / 1000,
      })),
    ),
    files: testResults.map((file) => ({
      name: `${suite} · ${relative(file.name, root)}`,
      seconds: (file.endTime - file.startTime) / 1000,
    })),
  };
}

/** Each test of a Playwright JSON report (a file's suite, then its `describe` blocks), every try counted. */
export function playwrightTimes(report: string): TestTime[] {
  if (!existsSync(report)) return [];
  const walk = (suite: PlaywrightSuite, titles: string[]): TestTime[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `${test.projectName} · ${spec.file} · ${[...titles, spec.title].join(' › ')}`,
        seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  const { suites } = JSON.parse(readFileSync(report, 'utf8')) as { suites: PlaywrightSuite[] };
  return suites.flatMap((suite) => walk(suite, []));
}

/** Each test of a JUnit report, as `deno test --junit-path` writes it. */
export function junitTimes(suite: string, report: string): TestTime[] {
  if (!existsSync(report)) return [];
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  return [...readFileSync(report, 'utf8').matchAll(/<testcase\b[^>]*>/g)].map(([tag]) => ({
    name: `${suite} · ${attribute(tag, 'classname')} · ${attribute(tag, 'name')}`,
    seconds: Number(attribute(tag, 'time')),
  }));
}

/** The `count` slowest, as lines of a plain-text table. */
export function slowest(times: TestTime[], count = 20): string[] {
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ name, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${name}`);
}
