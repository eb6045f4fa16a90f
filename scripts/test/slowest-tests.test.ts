import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { junitTimes, playwrightTimes, slowest, vitestTimes } from './slowest-tests';

const folder = mkdtempSync(join(tmpdir(), 'slowest-tests-'));
const write = (name: string, body: unknown) => {
  const path = join(folder, name);
  writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
  return path;
};

describe('the slowest tests of a run', () => {
  it('reads each vitest test and each file with its hooks', () => {
    const report = write('unit.json', {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          startTime: 1_000,
          endTime: 4_500,
          assertionResults: [
            { fullName: 'a adds', duration: 12 },
            { fullName: 'a skips', duration: null },
          ],
        },
      ],
    });
    const { tests, files } = vitestTimes('unit', report, '/repo');
    expect(tests).toEqual([
      { name: 'unit · src/a.test.ts · a adds', seconds: 0.012 },
      { name: 'unit · src/a.test.ts · a skips', seconds: 0 },
    ]);
    expect(files).toEqual([{ name: 'unit · src/a.test.ts', seconds: 3.5 }]);
  });

  it('reads Playwright tests inside describe blocks, every try counted', () => {
    const report = write('e2e.json', {
      suites: [
        {
          title: 'home.spec.ts',
          file: 'home.spec.ts',
          specs: [
            {
              title: 'loads',
              file: 'home.spec.ts',
              tests: [{ projectName: 'serial', results: [{ duration: 900 }] }],
            },
          ],
          suites: [
            {
              title: 'menu',
              file: 'home.spec.ts',
              specs: [
                {
                  title: 'opens',
                  file: 'home.spec.ts',
                  tests: [{ projectName: 'read-only', results: [{ duration: 1_000 }, { duration: 500 }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(playwrightTimes(report)).toEqual([
      { name: 'serial · home.spec.ts · loads', seconds: 0.9 },
      { name: 'read-only · home.spec.ts · menu › opens', seconds: 1.5 },
    ]);
  });

  it("reads Deno's JUnit report", () => {
    const report = write(
      'functions.xml',
      '<testsuites><testsuite name="a"><testcase name="sends mail" classname="./tests/functions/a.test.ts" time="2.5"/></testsuite></testsuites>',
    );
    expect(junitTimes('functions', report)).toEqual([
      { name: 'functions · ./tests/functions/a.test.ts · sends mail', seconds: 2.5 },
    ]);
  });

  it('lists the slowest first, as many as asked, and nothing for a missing report', () => {
    const times = [1, 3, 2].map((seconds) => ({ name: `t${seconds}`, seconds }));
    expect(slowest(times, 2)).toEqual(['    3.0 s  t3', '    2.0 s  t2']);
    expect(playwrightTimes(join(folder, 'missing.json'))).toEqual([]);
  });
});
