// Runs the jobs registered with `cron.schedule` (cron.sql) as pg_cron runs them on a hosted
// project: standard five-field schedules read in UTC, checked once a minute, each command run as
// the database owner in its own transaction and recorded in `cron.job_run_details`.
import type { Database } from '../contract.ts';

const FIELDS = [
  { min: 0, max: 59 }, // minute
  { min: 0, max: 23 }, // hour
  { min: 1, max: 31 }, // day of month
  { min: 1, max: 12 }, // month
  { min: 0, max: 7 }, // day of week, 0 and 7 both Sunday
] as const;

/** The values a field allows (`*`, `5`, `1-5`, `*\/15`, `0-30/10`, lists of those), or null when it is not valid. */
function fieldValues(text: string, { min, max }: { min: number; max: number }): Set<number> | null {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return null;
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1) return null;
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** Whether a schedule is due in the UTC minute of `at`; false for a schedule that is not valid. */
export function cronMatches(schedule: string, at: Date): boolean {
  const texts = schedule.trim().split(/\s+/);
  if (texts.length !== FIELDS.length) return false;
  const fields = texts.map((text, index) => fieldValues(text, FIELDS[index]!));
  if (fields.some((field) => field === null)) return false;
  const [minutes, hours, days, months, weekdays] = fields as Set<number>[];
  const weekday = at.getUTCDay();
  const dayOfMonth = days!.has(at.getUTCDate());
  const dayOfWeek = weekdays!.has(weekday) || (weekday === 0 && weekdays!.has(7));
  // As in cron: when both day fields are restricted, either one matching is enough.
  const dayMatches = texts[2] !== '*' && texts[4] !== '*' ? dayOfMonth || dayOfWeek : dayOfMonth && dayOfWeek;
  return (
    minutes!.has(at.getUTCMinutes()) &&
    hours!.has(at.getUTCHours()) &&
    months!.has(at.getUTCMonth() + 1) &&
    dayMatches
  );
}

interface Job {
  jobid: number;
  schedule: string;
  command: string;
  database: string;
  username: string;
}

/** Runs every active job due in the minute of `at`; returns how many ran. */
export async function runDueJobs(db: Database, at: Date): Promise<number> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<Job>(
      'select jobid, schedule, command, database, username from cron.job where active order by jobid',
    ),
  );
  const due = rows.filter((job) => cronMatches(job.schedule, at));
  for (const job of due) {
    const started = new Date();
    let status = 'succeeded';
    let message = '';
    try {
      const result = await db.asOwner((tx) => tx.query(job.command));
      message = `${result.affectedRows ?? result.rows.length} row${(result.affectedRows ?? result.rows.length) === 1 ? '' : 's'}`;
    } catch (error) {
      status = 'failed';
      message = error instanceof Error ? error.message : String(error);
    }
    await db.asOwner((tx) =>
      tx.query(
        `insert into cron.job_run_details
           (jobid, job_pid, database, username, command, status, return_message, start_time, end_time)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now())`,
        [job.jobid, process.pid, job.database, job.username, job.command, status, message, started],
      ),
    );
  }
  return due.length;
}

/** Checks for due jobs at the start of every minute until stopped. */
export function startCron(db: Database, onError: (error: unknown) => void): { stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const now = Date.now();
    // Half a second into the minute, so a timer that fires a little early still reads the new minute.
    timer = setTimeout(tick, 60_000 - (now % 60_000) + 500);
    // The scheduler alone never keeps the process running.
    timer.unref();
  };
  const tick = () => {
    runDueJobs(db, new Date()).catch(onError);
    schedule();
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}
