import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@contract/chat.ts';
import { RETENTION } from '@contract/retention.ts';
import { useOwnDatabase } from '../support/own-database.ts';

// The retention job (apply_retention) on a database of its own, since it touches every table: for
// each kind of data, a row just past its period (from the contract's RETENTION, which the privacy
// policy states) is deleted and a row just inside it is kept; and the hourly schedule that runs it.

const { owner, withClaims } = useOwnDatabase('retention');

/**
 * SQL for `period` ago, a day (or a minute, for hours) further back, and as far inside it. The
 * periods are the contract's numbers, written into the statements.
 */
const around = (period: string, margin = '1 day') => ({
  past: `(now() - interval '${period}' - interval '${margin}')`,
  inside: `(now() - interval '${period}' + interval '${margin}')`,
});

const ENQUIRY = around(`${RETENTION.enquiryYears} years`);
const UNSUBSCRIBED = around(`${RETENTION.unsubscribedDays} days`);
const UNCONFIRMED = around(`${RETENTION.unconfirmedDays} days`);
const ANALYTICS = around(`${RETENTION.analyticsMonths} months`);
const CHAT = around(`${CHAT_LIMITS.retentionDays} days`);
const RATE_LIMIT = around(`${RETENTION.rateLimitHours} hours`, '1 minute');
const RECIPIENT_MAIL = around(`${RETENTION.recipientMailDays} days`, '1 hour');
const DAY_COUNTS = around(`${RETENTION.analyticsDayCountDays} days`);

async function seed() {
  await owner(
    `insert into public.enquiries (form_type, name, email, created_at) values
       ('tandem', 'Expired Enquiry', 'expired@example.test', ${ENQUIRY.past}),
       ('tandem', 'Kept Enquiry', 'kept@example.test', ${ENQUIRY.inside}),
       ('tandem', 'New Enquiry', 'new@example.test', now())`,
  );
  const longAgo = `now() - interval '2 years'`;
  await owner(
    `insert into public.newsletter_subscribers (email, confirmed_at, unsubscribed_at, created_at, signed_up_at) values
       ('left-long-ago@example.test', ${longAgo}, ${UNSUBSCRIBED.past}, ${longAgo}, ${longAgo}),
       ('left-lately@example.test', ${longAgo}, ${UNSUBSCRIBED.inside}, ${longAgo}, ${longAgo}),
       ('loyal@example.test', ${longAgo}, null, ${longAgo}, ${longAgo}),
       ('never-confirmed@example.test', null, null, ${UNCONFIRMED.past}, ${UNCONFIRMED.past}),
       ('still-deciding@example.test', null, null, ${UNCONFIRMED.inside}, ${UNCONFIRMED.inside}),
       ('signed-up-again@example.test', null, null, ${longAgo}, ${longAgo})`,
  );
  // A sign-up for a known address gets a new confirmation token: its period starts again.
  await owner(
    `update public.newsletter_subscribers set confirmation_token = gen_random_uuid()
     where email = 'signed-up-again@example.test'`,
  );
  await owner(
    `insert into public.analytics_events (name, path, created_at) values
       ('page_view', '/expired', ${ANALYTICS.past}),
       ('page_view', '/kept', ${ANALYTICS.inside})`,
  );
  await owner(
    `insert into public.chat_conversations (customer_email, last_message_at) values
       ('old-chat@example.test', ${CHAT.past}),
       ('recent-chat@example.test', ${CHAT.inside})`,
  );
  await owner(
    `insert into public.rate_limit_hits (key, hit_at) values
       ('contact:ip:203.0.113.1', ${RATE_LIMIT.past}),
       ('contact:ip:203.0.113.2', ${RATE_LIMIT.inside})`,
  );
  await owner(
    `insert into public.recipient_mail_hits (recipient, kind, sent_at) values
       ('old-mail@example.test', 'enquiry-confirmation', ${RECIPIENT_MAIL.past}),
       ('recent-mail@example.test', 'enquiry-confirmation', ${RECIPIENT_MAIL.inside})`,
  );
  await owner(
    `insert into public.analytics_event_days (day, events) values
       ((${DAY_COUNTS.past} at time zone 'UTC')::date, 10),
       ((${DAY_COUNTS.inside} at time zone 'UTC')::date, 20)`,
  );
}

const column = async (sql: string) => (await owner<{ value: string }>(sql)).map((row) => row.value);

describe('retention', () => {
  it('runs every hour as one job, in place of the nightly purges', async () => {
    expect(
      await owner(
        `select jobname, schedule, command, active from cron.job
         where jobname in ('apply-retention', 'purge-old-analytics-events', 'delete-expired-chat-conversations')`,
      ),
    ).toEqual([
      {
        jobname: 'apply-retention',
        schedule: '17 * * * *',
        command: 'select * from public.apply_retention()',
        active: true,
      },
    ]);
  });

  it('deletes exactly what is past its period and keeps the rest', async () => {
    await seed();
    const removed = await withClaims({ role: 'service_role' }, (tx) =>
      tx.query<{ kind: string; removed: number }>('select kind, removed from public.apply_retention()'),
    );
    expect(Object.fromEntries(removed.rows.map((row) => [row.kind, Number(row.removed)]))).toEqual({
      enquiries: 1,
      'enquiry medical details': 0,
      'newsletter unsubscribed': 1,
      'newsletter unconfirmed': 1,
      'analytics events': 1,
      'chat conversations': 1,
      'rate limit hits': 1,
      'recipient mail hits': 1,
      'analytics day counts': 1,
    });

    expect(await column(`select name as value from public.enquiries order by name`)).toEqual([
      'Kept Enquiry',
      'New Enquiry',
    ]);
    expect(await column(`select email as value from public.newsletter_subscribers order by email`)).toEqual([
      'left-lately@example.test',
      'loyal@example.test',
      'signed-up-again@example.test',
      'still-deciding@example.test',
    ]);
    expect(await column(`select path as value from public.analytics_events order by path`)).toEqual([
      '/kept',
    ]);
    expect(await column(`select customer_email as value from public.chat_conversations`)).toEqual([
      'recent-chat@example.test',
    ]);
    expect(await column(`select key as value from public.rate_limit_hits`)).toEqual([
      'contact:ip:203.0.113.2',
    ]);
    expect(await column(`select recipient as value from public.recipient_mail_hits`)).toEqual([
      'recent-mail@example.test',
    ]);
    expect(
      await column(`select events::text as value from public.analytics_event_days
       where day < (now() at time zone 'UTC')::date`),
    ).toEqual(['20']);

    // A second run finds nothing more.
    const again = await withClaims({ role: 'service_role' }, (tx) =>
      tx.query<{ removed: number }>('select removed from public.apply_retention()'),
    );
    expect(again.rows.map((row) => Number(row.removed))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('is the service role’s alone', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        withClaims({ role }, (tx) => tx.query('select * from public.apply_retention()')),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
