// `npm run bench:enquiries`: a load run of the enquiry path through the local stack (gateway, Deno
// function, database, mail catcher) on a fresh emulator of its own. A benchmark, not a test: it writes
// docs/bench/enquiry-load.md and .json and never fails on figures, only says what it found.
//
// 50 clients at once, each sending 10 enquiries one after another, from an address of its own: each
// client's socket is bound to its own loopback address (127.0.1.N), and the gateway vouches for the
// socket's address (CF-Connecting-IP), as the platform's edge does. The rate limit (5 a minute per
// form type, per client address and per e-mail address) is therefore what a real crowd meets, and is
// not the bottleneck by construction: each client spreads its 10 enquiries over the 4 form types
// (at most 3 of a type) and every enquiry has its own e-mail address. Every 10th enquiry is sent twice
// at once with the same idempotency key (a double tap), and must still be stored and e-mailed once.
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../../emulator/start.ts';

const root = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    enquiries: { type: 'string', default: '500' },
    'double-every': { type: 'string', default: '10' },
  },
});
const CLIENTS = Number(options.clients);
const ENQUIRIES = Number(options.enquiries);
const DOUBLE_EVERY = Number(options['double-every']);
if (![CLIENTS, ENQUIRIES, DOUBLE_EVERY].every((n) => Number.isInteger(n) && n >= 1) || CLIENTS > 250)
  throw new Error('--clients (1-250), --enquiries and --double-every take whole numbers of 1 or more');

const FORM_TYPES = ['contact', 'demo', 'tandem', 'corporate'] as const;
const DOMAIN = 'load.bench.test';
const run = Date.now().toString(36);

function enquiryBody(client: number, index: number) {
  const email = `c${client}-e${index}-${run}@${DOMAIN}`;
  const formType = FORM_TYPES[index % FORM_TYPES.length]!;
  return formType === 'contact'
    ? {
        formType,
        name: 'Sanne de Vries',
        email,
        service: 'tandem-jump',
        message: 'We would like to book two tandem jumps in May.',
        language: index % 2 ? 'nl' : 'en',
      }
    : {
        formType,
        name: 'Sanne de Vries',
        email,
        message: 'A day out for our team, with jumps for volunteers.',
        language: index % 2 ? 'nl' : 'en',
      };
}

interface Sample {
  status: number;
  ms: number;
  error?: string;
}

/** One POST over `agent`, timed from the first byte sent to the whole answer read. */
function post(url: URL, agent: Agent, localAddress: string, headers: Record<string, string>, body: string) {
  return new Promise<Sample>((done) => {
    const started = performance.now();
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        localAddress,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', (error) => done({ status: 0, ms: performance.now() - started, error: error.message }));
    req.setTimeout(120_000, () => req.destroy(new Error('no answer within 120 s')));
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms);

const dataDir = mkdtempSync(join(tmpdir(), 'enquiry-load-'));
console.log('starting a fresh local stack…');
const emulator = await startEmulator({
  dataDir,
  fresh: true,
  port: 0,
  inboxPort: 0,
  smtpPort: 0,
  quiet: true,
});
try {
  const url = new URL('/functions/v1/send-contact-email', emulator.url);
  const headers = {
    'Content-Type': 'application/json',
    apikey: emulator.keys.publishable,
    Authorization: `Bearer ${emulator.keys.anon}`,
  };
  const warmAgent = new Agent({ keepAlive: true });
  const warmBody = { ...enquiryBody(0, 0), email: `warm-up-${run}@example.test` };
  const warm = await post(url, warmAgent, '127.0.0.1', headers, JSON.stringify(warmBody));
  warmAgent.destroy();
  console.log(`warm-up (function boot): ${round(warm.ms)} ms, status ${warm.status}`);

  const perClient = Math.ceil(ENQUIRIES / CLIENTS);
  const samples: Sample[] = [];
  const sentEmails: string[] = [];
  let doubles = 0;
  console.log(`${ENQUIRIES} enquiries from ${CLIENTS} clients…`);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const localAddress = `127.0.1.${client + 1}`;
      const agent = new Agent({ keepAlive: true, maxSockets: 2 });
      for (let index = 1; index <= perClient; index += 1) {
        const sequence = client * perClient + index;
        if (sequence > ENQUIRIES) break;
        const body = enquiryBody(client + 1, index);
        sentEmails.push(body.email);
        const keyed = { ...headers, 'Idempotency-Key': crypto.randomUUID() };
        const copies = sequence % DOUBLE_EVERY === 0 ? 2 : 1;
        if (copies === 2) doubles += 1;
        const text = JSON.stringify(body);
        samples.push(
          ...(await Promise.all(
            Array.from({ length: copies }, () => post(url, agent, localAddress, keyed, text)),
          )),
        );
      }
      agent.destroy();
    }),
  );
  const wallMs = performance.now() - started;

  // What was stored: one row per enquiry, whatever arrived twice.
  interface Row {
    id: string;
    email: string;
    email_status: string;
    email_error: string | null;
  }
  const readRows = async () =>
    (
      await emulator.db.asOwner((tx) =>
        tx.query<Row>(
          `select id, email, email_status, email_error from public.enquiries where email like $1`,
          [`%-${run}@${DOMAIN}`],
        ),
      )
    ).rows;

  /** Rows and mails as they stand: statuses, the mail service's errors, mails caught per message. */
  async function snapshot(rows: Row[]) {
    const statuses = { sent: 0, failed: 0, pending: 0 };
    const mailErrors: Record<string, number> = {};
    for (const row of rows) {
      statuses[row.email_status as keyof typeof statuses] += 1;
      // The kind of error, without the enquiry-specific parts.
      for (const part of row.email_error?.split('; ') ?? []) {
        const kind = part.replace(/\d+ ms/, 'N ms').replace(/127\.0\.0\.1:\d+/, 'the mail catcher');
        mailErrors[kind] = (mailErrors[kind] ?? 0) + 1;
      }
    }
    // What the mail catcher received: one confirmation per address, one notification per enquiry.
    const inbox = (await (await fetch(`${emulator.inboxUrl}/api/v1/messages?limit=100000`)).json()) as {
      messages: { Subject: string; To: { Address: string }[] }[];
    };
    const idPrefixes = new Map(rows.map((row) => [row.id.slice(0, 8), row.id]));
    const visitorMails = new Map<string, number>();
    const companyMails = new Map<string, number>();
    for (const message of inbox.messages) {
      const ref = /#([0-9a-f]{8})$/.exec(message.Subject)?.[1];
      const id = ref ? idPrefixes.get(ref) : undefined;
      if (id) companyMails.set(id, (companyMails.get(id) ?? 0) + 1);
      for (const { Address } of message.To)
        if (Address.endsWith(`-${run}@${DOMAIN}`))
          visitorMails.set(Address, (visitorMails.get(Address) ?? 0) + 1);
    }
    const tally = (map: Map<string, number>) => ({
      caught: [...map.values()].reduce((a, b) => a + b, 0),
      exactlyOnce: [...map.values()].filter((n) => n === 1).length,
      moreThanOnce: [...map.values()].filter((n) => n > 1).length,
    });
    return {
      emailStatus: statuses,
      mailErrors,
      visitorConfirmations: tally(visitorMails),
      companyNotifications: tally(companyMails),
    };
  }

  const stored = await readRows();
  const rowsPerEmail = new Map<string, number>();
  for (const row of stored) rowsPerEmail.set(row.email, (rowsPerEmail.get(row.email) ?? 0) + 1);
  const storedOnce = sentEmails.filter((email) => rowsPerEmail.get(email) === 1).length;
  const missing = sentEmails.filter((email) => !rowsPerEmail.has(email)).length;
  const duplicated = [...rowsPerEmail.values()].filter((count) => count > 1).length;
  const atLastAnswer = await snapshot(stored);

  // The client addresses the rate limit counted: one per client when the gateway vouches for sockets.
  const { rows: seen } = await emulator.db.asOwner((tx) =>
    tx.query<{ addresses: number }>(
      `select count(distinct split_part(key, ':ip:', 2))::int as addresses
         from public.rate_limit_hits where key like '%:ip:127.0.1.%'`,
    ),
  );

  // E-mails that failed are the scheduled retry's (every minute, back-off 1, 5, 15 minutes ...):
  // wait until every row is sent, or SETTLE_MINUTES have passed.
  const SETTLE_MINUTES = 12;
  const settleStarted = performance.now();
  let settled = stored;
  while (
    settled.some((row) => row.email_status !== 'sent') &&
    performance.now() - settleStarted < SETTLE_MINUTES * 60_000
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    settled = await readRows();
  }
  const afterRetries = await snapshot(settled);
  const settleSeconds = Math.round((performance.now() - settleStarted) / 1000);

  const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = samples.filter((sample) => sample.status !== 200);
  const errorKinds = Object.entries(
    errors.reduce<Record<string, number>>((kinds, sample) => {
      const kind = sample.error ?? `HTTP ${sample.status}`;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      return kinds;
    }, {}),
  );
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
    clients: CLIENTS,
    enquiries: sentEmails.length,
    doubleSubmits: doubles,
    clientAddressesCounted: seen[0]?.addresses ?? 0,
    requests: samples.length,
    wallSeconds: Math.round(wallMs / 100) / 10,
    throughputPerSecond: Math.round((samples.length / (wallMs / 1000)) * 10) / 10,
    warmUpMs: round(warm.ms),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    errors: { count: errors.length, kinds: Object.fromEntries(errorKinds) },
    stored: { rows: stored.length, exactlyOnce: storedOnce, missing, duplicated },
    atLastAnswer,
    afterRetries: { ...afterRetries, secondsWaited: settleSeconds },
  };

  const verdict =
    missing + duplicated === 0 && storedOnce === result.enquiries
      ? `every one of the ${result.enquiries} enquiries was stored exactly once`
      : `${missing} enquiries missing and ${duplicated} stored more than once`;
  const list = (kinds: Record<string, number>) =>
    Object.keys(kinds).length === 0
      ? 'none'
      : Object.entries(kinds)
          .map(([kind, n]) => `${n} × ${kind}`)
          .join('; ');
  const mailLine = (tally: { caught: number; exactlyOnce: number; moreThanOnce: number }) =>
    `${tally.caught} caught; ${tally.exactlyOnce} exactly once, ${tally.moreThanOnce} more than once`;
  const snapshotRows = (
    label: string,
    shot: typeof atLastAnswer,
  ) => `| E-mail status ${label} | ${shot.emailStatus.sent} sent, ${shot.emailStatus.failed} failed, ${shot.emailStatus.pending} pending |
| Mail errors recorded ${label} | ${list(shot.mailErrors)} |
| Visitor confirmations ${label} | ${mailLine(shot.visitorConfirmations)} |
| Company notifications ${label} | ${mailLine(shot.companyNotifications)} |`;
  const markdown = `# Enquiry load run

\`npm run bench:enquiries\` (\`scripts/bench/enquiry-load.ts\`): ${result.enquiries} enquiries from
${result.clients} clients at once, each client sending its enquiries one after another from its own
loopback address (the address the gateway vouches for), through a fresh local stack: gateway, the
\`send-contact-email\` Deno function, the database (PGlite, one connection) and the mail catcher.
Every ${DOUBLE_EVERY}th enquiry is sent twice at once with the same idempotency key (${result.doubleSubmits}
double taps, ${result.requests} requests in all). Each client spreads its enquiries over the four form
types and every enquiry has its own e-mail address, so the rate limit (5 a minute per form type, per
client address and per e-mail address) refuses none of them: it is not the bottleneck by design.
After the last answer the run waits (up to ${SETTLE_MINUTES} minutes) for the scheduled retry
(\`retry-enquiry-emails\`) to send what failed, and counts the mails again.
A benchmark, not a test: the figures depend on the machine.

Run ${result.date} on ${result.machine.cpus} × ${result.machine.cpu}, Node ${result.machine.node}.

| | |
| --- | --- |
| Outcome | ${verdict} |
| Client addresses the rate limit counted | ${result.clientAddressesCounted} |
| Requests | ${result.requests} in ${result.wallSeconds} s (${result.throughputPerSecond} a second) |
| Latency per request | p50 ${result.latencyMs.p50} ms · p95 ${result.latencyMs.p95} ms · p99 ${result.latencyMs.p99} ms · max ${result.latencyMs.max} ms |
| Errors (not 200) | ${result.errors.count}${errorKinds.length ? ` (${errorKinds.map(([kind, n]) => `${kind}: ${n}`).join(', ')})` : ''} |
| Stored | ${result.stored.rows} rows; ${result.stored.exactlyOnce} exactly once, ${result.stored.missing} missing, ${result.stored.duplicated} duplicated |
${snapshotRows('at the last answer', atLastAnswer)}
${snapshotRows(`after the retries (${settleSeconds} s later)`, afterRetries)}
| Function boot (warm-up, not counted) | ${result.warmUpMs} ms |

The function answers after both e-mails have been handed to the mail catcher (it stores, sends,
records the outcome, then answers), so the latency includes two SMTP deliveries. The local stack is
one Node process (gateway, database, mail catcher) beside one Deno process, on a shared machine: the
database takes one transaction at a time, so requests queue there, and latency grows with the number
of clients while throughput stays about level. Raw figures: \`enquiry-load.json\`.
`;
  await writeFile(join(root, 'docs/bench/enquiry-load.json'), `${JSON.stringify(result, null, 2)}\n`);
  await writeFile(join(root, 'docs/bench/enquiry-load.md'), markdown);
  console.log(markdown);
} finally {
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
