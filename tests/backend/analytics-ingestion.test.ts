import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '@contract/analytics/events.ts';
import { openDatabase, type EmulatorDatabase } from '../../emulator/db/index.ts';
import { TEMPLATE_CACHE_DIR } from '../../emulator/db/template.ts';

// The database's ceiling on stored analytics events, on a database of its own (it counts every
// insert of the day): whoever writes, a statement that would pass the day's limit of the contract
// is refused whole. (Anonymous direct inserts are refused in rls-matrix.test.ts; the track-events
// function's own limits are in tests/functions/track-events.test.ts.)

let dataDir: string;
let db: EmulatorDatabase;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'analytics-ingestion-'));
  db = await openDatabase({
    dataDir,
    supabaseDir: join(import.meta.dirname, '..', '..', 'supabase'),
    templateDir: TEMPLATE_CACHE_DIR,
  });
}, 120_000);

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const asService = <T>(sql: string, params?: unknown[]) =>
  db.withClaims({ role: 'service_role' }, (tx) => tx.query<T>(sql, params)).then((result) => result.rows);

/** Inserts `count` page views in one statement, as the function inserts a batch. */
const insertEvents = (count: number, path: string) =>
  asService(
    `insert into public.analytics_events (name, path)
     select 'page_view', $1 from generate_series(1, $2::integer)`,
    [path, count],
  );

const todaysCount = async () =>
  (
    await asService<{ events: number }>(
      `select events from public.analytics_event_days where day = (now() at time zone 'UTC')::date`,
    )
  )[0]?.events ?? 0;

const stored = async (path: string) =>
  Number(
    (
      await asService<{ n: string }>(`select count(*) as n from public.analytics_events where path = $1`, [
        path,
      ])
    )[0]?.n,
  );

describe('the daily ceiling on analytics events', () => {
  it('counts each statement’s events against the UTC day', async () => {
    await insertEvents(3, '/counted');
    await insertEvents(2, '/counted');
    expect(await todaysCount()).toBe(5);
  });

  it('refuses a statement that would pass the ceiling, whole, and takes one that reaches it', async () => {
    await asService(
      `update public.analytics_event_days set events = $1 where day = (now() at time zone 'UTC')::date`,
      [ANALYTICS_LIMITS.dailyMaxEvents - 2],
    );
    await expect(insertEvents(3, '/over')).rejects.toMatchObject({ code: '54000' });
    expect(await stored('/over')).toBe(0);
    expect(await todaysCount()).toBe(ANALYTICS_LIMITS.dailyMaxEvents - 2);

    await insertEvents(2, '/last');
    expect(await stored('/last')).toBe(2);
    await expect(insertEvents(1, '/over')).rejects.toMatchObject({ code: '54000' });
    expect(await todaysCount()).toBe(ANALYTICS_LIMITS.dailyMaxEvents);
  });

  it('keeps the counts from visitors', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        db.withClaims({ role }, (tx) => tx.query('select * from public.analytics_event_days')),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
