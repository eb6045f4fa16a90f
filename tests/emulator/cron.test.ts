import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cronMatches, runDueJobs } from '../../emulator/db/cron.ts';
import { startEmulator, type RunningEmulator } from '../../emulator/start.ts';
import { TEST_STACK_OPTIONS } from '../support/test-stack.ts';

// pg_cron's interface as migrations use it: cron.schedule / cron.unschedule by name, cron.job, and
// jobs run on their schedule (UTC) as the owner, each run recorded in cron.job_run_details.

let emulator: RunningEmulator;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'emulator-cron-'));
  emulator = await startEmulator({
    dataDir,
    port: 0,
    inboxPort: 0,
    smtpPort: 0,
    functions: false,
    quiet: true,
    ...TEST_STACK_OPTIONS,
  });
  await emulator.db.asOwner((tx) =>
    tx.query('create table public.test_ticks (at timestamptz default now())'),
  );
  // The project's own jobs (some run every minute) are paused, so each test counts only its jobs.
  await emulator.db.asOwner((tx) => tx.query('update cron.job set active = false'));
});

afterAll(async () => {
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const owner = <T>(sql: string, params?: unknown[]) =>
  emulator.db.asOwner((tx) => tx.query<T>(sql, params)).then((result) => result.rows);

describe('cron schedules', () => {
  it('reads the five fields in UTC, with lists, ranges, steps and either day field', () => {
    const at = (iso: string) => new Date(iso);
    expect(cronMatches('17 3 * * *', at('2026-11-25T03:17:40Z'))).toBe(true);
    expect(cronMatches('17 3 * * *', at('2026-11-25T04:17:00Z'))).toBe(false);
    expect(cronMatches('*/15 * * * *', at('2026-11-25T10:45:00Z'))).toBe(true);
    expect(cronMatches('*/15 * * * *', at('2026-11-25T10:46:00Z'))).toBe(false);
    expect(cronMatches('0 9-17/4 * * 1-5', at('2026-11-25T13:00:00Z'))).toBe(true);
    expect(cronMatches('0 9-17/4 * * 1-5', at('2026-11-29T13:00:00Z'))).toBe(false);
    expect(cronMatches('0 0 * * 7', at('2026-11-29T00:00:00Z'))).toBe(true);
    expect(cronMatches('0 0 1,15 * *', at('2026-11-15T00:00:00Z'))).toBe(true);
    // Day of month 1 or a Wednesday: the 25th of November 2026 is a Wednesday.
    expect(cronMatches('0 0 1 * 3', at('2026-11-25T00:00:00Z'))).toBe(true);
    expect(cronMatches('61 * * * *', at('2026-11-25T00:00:00Z'))).toBe(false);
    expect(cronMatches('* * *', at('2026-11-25T00:00:00Z'))).toBe(false);
  });
});

describe('cron jobs', () => {
  it('schedules by name, replaces a job scheduled again under its name, and unschedules it', async () => {
    const [{ first }] = await owner<{ first: number }>(
      `select cron.schedule('test-replace', '0 * * * *', 'select 1') as first`,
    );
    const [{ second }] = await owner<{ second: number }>(
      `select cron.schedule('test-replace', '30 * * * *', 'select 2') as second`,
    );
    expect(second).toBe(first);
    expect(await owner(`select schedule, command from cron.job where jobname = 'test-replace'`)).toEqual([
      { schedule: '30 * * * *', command: 'select 2' },
    ]);
    expect(await owner(`select cron.unschedule('test-replace') as removed`)).toEqual([{ removed: true }]);
    expect(await owner(`select cron.unschedule('test-replace') as removed`)).toEqual([{ removed: false }]);
  });

  it('refuses a schedule without five fields', async () => {
    await expect(owner(`select cron.schedule('test-bad', 'daily', 'select 1')`)).rejects.toThrow();
  });

  it('runs a due job as the owner and records the run; a job not due does not run', async () => {
    await owner(
      `select cron.schedule('test-tick', '5 4 * * *', 'insert into public.test_ticks default values')`,
    );
    expect(await runDueJobs(emulator.db, new Date('2026-11-25T04:06:00Z'))).toBe(0);
    expect(await owner('select * from public.test_ticks')).toHaveLength(0);

    expect(await runDueJobs(emulator.db, new Date('2026-11-25T04:05:30Z'))).toBe(1);
    expect(await owner('select * from public.test_ticks')).toHaveLength(1);
    const runs = await owner<{ status: string; return_message: string; command: string }>(
      `select d.status, d.return_message, d.command from cron.job_run_details d
       join cron.job j using (jobid) where j.jobname = 'test-tick'`,
    );
    expect(runs).toEqual([
      {
        status: 'succeeded',
        return_message: '1 row',
        command: 'insert into public.test_ticks default values',
      },
    ]);
    await owner(`select cron.unschedule('test-tick')`);
  });

  it('records a failing job as failed, with the error, and goes on with the next', async () => {
    await owner(`select cron.schedule('test-broken', '0 5 * * *', 'select * from public.no_such_table')`);
    await owner(
      `select cron.schedule('test-after', '0 5 * * *', 'insert into public.test_ticks default values')`,
    );
    const before = (await owner('select * from public.test_ticks')).length;
    expect(await runDueJobs(emulator.db, new Date('2026-11-25T05:00:00Z'))).toBe(2);
    expect((await owner('select * from public.test_ticks')).length).toBe(before + 1);
    const [failed] = await owner<{ status: string; return_message: string }>(
      `select d.status, d.return_message from cron.job_run_details d
       join cron.job j using (jobid) where j.jobname = 'test-broken'`,
    );
    expect(failed?.status).toBe('failed');
    expect(failed?.return_message).toMatch(/no_such_table/);
  });

  it('keeps the cron schema away from the API roles', async () => {
    const rows = await owner<{ usable: boolean }>(
      `select has_schema_privilege('anon', 'cron', 'usage') or has_schema_privilege('authenticated', 'cron', 'usage') as usable`,
    );
    expect(rows).toEqual([{ usable: false }]);
  });
});
