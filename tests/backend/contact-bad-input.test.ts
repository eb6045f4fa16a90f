import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/start.ts';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../emulator/keys.ts';
import { fetchFrom, loopbackAddress } from '../support/client-address.ts';
import { client } from '../support/helpers.ts';
import { TEST_STACK_OPTIONS } from '../support/test-stack.ts';

// A bad-input run against send-contact-email through the gateway: thousands of malformed and
// hostile requests mixed with valid ones. It passes when nothing gets a 5xx, no invalid request
// stores a row, and every valid one stores exactly one. Each valid body has its own e-mail
// address and comes from its own loopback address, so the rate limit never hides a result (a 429
// fails the run).

// `npm test` draws the first 500 of the same seeded run; the complete sweeps (`npm run test:sweeps`)
// send all 5,000.
const TOTAL = process.env.SWEEPS === 'all' ? 5_000 : 500;
const CONCURRENCY = 12;
const SEED = 20261122;

let emulator: RunningEmulator;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bad-input-tests-'));
  emulator = await startEmulator({
    ...TEST_STACK_OPTIONS,
    dataDir,
    fresh: true,
    port: 0,
    inboxPort: 0,
    smtpPort: 0,
    quiet: true,
  });
}, 180_000);

afterAll(async () => {
  await emulator?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

type Expectation = 'valid' | 'invalid' | 'honeypot';

interface Case {
  kind: string;
  expect: Expectation;
  method: string;
  contentType?: string;
  body?: string;
  /** The address a valid body stores its row under. */
  email?: string;
  /** The loopback address the request comes from. */
  ip: string;
}

const random = generator(SEED);
const futureDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

const NAMES = ['Sanne de Vries', 'Zoë Ångström', "Jan-Willem O'Brien", 'Łukasz Nowak', 'Ana María', 'Ed'];
const MESSAGES = [
  'We would like to book a tandem jump for two people.',
  'Graag een offerte voor een demo 🪂 tijdens onze opening!\nGroet, team',
  "Price for 20 people? We're flexible on dates; 3 < 4 & 5 > 2.",
  'Select * from enquiries; -- just kidding, we want a jump',
  '   Spaces around are trimmed, this still counts.   ',
  '日本語のメッセージです。タンデムジャンプをお願いします。',
];

function validBody(index: number): Record<string, unknown> {
  const email = `valid-${index}@example.test`;
  const common = { name: random.pick(NAMES), email, language: random.pick(['en', 'nl']) };
  switch (random.int(4)) {
    case 0:
      return {
        ...common,
        formType: 'contact',
        service: random.pick(['tandem-jump', 'demo-event', 'other']),
        message: random.pick(MESSAGES),
        ...(random.next() < 0.5 ? { phone: random.pick(['+31 6 1234 5678', '(020) 123-4567', '']) } : {}),
        page: '/contact',
      };
    case 1:
      return {
        ...common,
        formType: 'demo',
        additionalData: {
          date: futureDate,
          attendees: random.pick([1, 500, '2500', 100_000]),
          eventType: random.pick(['half-time-show', 'festival-performance']),
          budget: random.pick(['under-5k', '25k-plus', 'custom', '']),
          location: 'Philips Stadion',
        },
      };
    case 2:
      return {
        ...common,
        formType: 'tandem',
        message: random.pick(['', 'Birthday present']),
        additionalData: { weight: random.pick([40, 75, 100]), experience: random.pick(['none', 'beginner']) },
      };
    default:
      return {
        ...common,
        formType: 'corporate',
        additionalData: {
          companyName: 'Acme & Zonen B.V.',
          eventType: random.pick(['team-building', 'brand-activation']),
          budget: random.pick(['under-10k', '50k-plus']),
          attendees: 120,
          specialRequests: 'Vegetarian lunch\r\nParking for 3 buses',
        },
      };
  }
}

const HOSTILE_TEXT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(document.domain)',
  '<iframe src="//evil.test"></iframe>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'eval(atob("YWxlcnQoMSk="))',
  'width: expression(alert(1))',
  'https://a.test http://b.test www.c.test https://d.test',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
];
const INJECTION = [
  "Robert'); DROP TABLE enquiries;--",
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  '\\u0000',
];
const CONTROL = ['\u0000', '\u0007', '\u001b[31m', '\r\nBcc: victim@evil.test', '\u007f', '\ud800'];
const WRONG_VALUES: unknown[] = [null, 42, -1, 1.5, true, false, [], ['a'], {}, { $ne: null }, '', ' '];

/** One invalid mutation of a valid body; each is invalid whatever the base body was. */
function invalidBody(index: number): { kind: string; body: unknown; expect?: Expectation } {
  const base = validBody(index);
  const extended = base.formType !== 'contact';
  const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));
  const mutations: (() => { kind: string; body: unknown; expect?: Expectation })[] = [
    () => ({ kind: 'missing field', body: without(random.pick(['name', 'email', 'formType'])) }),
    () => ({
      kind: 'wrong type',
      body: {
        ...base,
        [random.pick(['name', 'email', 'formType'])]: random.pick(WRONG_VALUES),
      },
    }),
    () => ({ kind: 'null required field', body: { ...base, [random.pick(['name', 'email'])]: null } }),
    () => ({
      kind: 'wrong formType',
      body: { ...base, formType: random.pick(['Contact', 'booking', 'admin', '', 7]) },
    }),
    () => ({
      kind: 'huge string',
      body: {
        ...base,
        [random.pick(['name', 'email', 'message'])]: 'x'.repeat(
          random.pick([1001, 5000, 10_001, 31_000, 40_000]),
        ),
      },
    }),
    () => ({
      kind: 'control characters',
      body: { ...base, [random.pick(['name', 'email'])]: `Sanne${random.pick(CONTROL)}Vries` },
    }),
    () => ({ kind: 'lone surrogate', body: { ...base, name: 'Sanne \ud800 Vries' } }),
    () => ({ kind: 'injection in name', body: { ...base, name: random.pick(INJECTION) } }),
    () => ({
      kind: 'injection in email',
      body: { ...base, email: `${random.pick(INJECTION)}@example.test` },
    }),
    () => ({ kind: 'hostile text', body: { ...base, message: `Hello ${random.pick(HOSTILE_TEXT)} there` } }),
    () => ({
      kind: 'hostile additional text',
      body: {
        ...base,
        formType: 'corporate',
        additionalData: {
          [random.pick(['location', 'specialRequests', 'companyName'])]: random.pick(HOSTILE_TEXT),
        },
      },
    }),
    () => ({
      kind: 'extra top-level key',
      body: { ...base, [random.pick(['isAdmin', 'status', 'id'])]: true },
    }),
    () => ({
      kind: 'extra nested key',
      body: { ...base, formType: 'demo', additionalData: { date: futureDate, price: 0 } },
    }),
    () => ({
      kind: 'nested object',
      body: {
        ...base,
        formType: 'tandem',
        additionalData: random.pick([[1, 2], 'weight=80', { weight: { $gt: 0 } }, 5]),
      },
    }),
    () => ({
      kind: 'out of range',
      body: {
        ...base,
        formType: 'tandem',
        additionalData: random.pick([
          { weight: 101 },
          { weight: 39 },
          { weight: 80.5 },
          { weight: '80kg' },
          { date: '2020-01-01' },
          { date: '2026-13-45' },
          { date: 'tomorrow' },
          { experience: 'expert' },
        ]),
      },
    }),
    () => ({
      kind: 'out of range attendees',
      body: {
        ...base,
        formType: 'demo',
        additionalData: { attendees: random.pick([0, -5, 100_001, 1e300, 'many']) },
      },
    }),
    () => ({
      kind: 'wrong option',
      body: {
        ...base,
        formType: 'demo',
        additionalData: random.pick([
          { budget: '50k-plus' },
          { eventType: 'team-building' },
          { budget: 'free' },
        ]),
      },
    }),
    () => ({
      kind: 'bad language or page',
      body: { ...base, ...random.pick([{ language: 'fr' }, { page: 'https://evil.test' }]) },
    }),
    () =>
      extended
        ? { kind: 'contact rules', body: { ...base, formType: 'contact' } }
        : {
            kind: 'contact rules',
            body: { ...base, [random.pick(['service', 'message'])]: random.pick(['', 'short', 'x']) },
          },
    () => ({ kind: 'not an object', body: random.pick([null, [], [base], 'contact', 42, true]) }),
    () => ({
      kind: 'prototype keys',
      body: JSON.parse(`{"__proto__":{"formType":"contact"},"constructor":{"x":1}}`),
    }),
    () => ({ kind: 'deep nesting', body: JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) }),
    () => ({
      kind: 'honeypot',
      body: { ...base, website: random.pick(['https://spam.test', 'x', 1]) },
      expect: 'honeypot',
    }),
  ];
  return random.pick(mutations)();
}

const RAW_BODIES = [
  '{"name": "Sanne",',
  "{'name': 'x'}",
  '{"a":1,}',
  'NaN',
  '',
  '\ufeff{',
  '{"name":"\\x41"}',
  'undefined',
];

function buildCases(): Case[] {
  const cases: Case[] = [];
  for (let index = 0; index < TOTAL; index++) {
    const ip = loopbackAddress(index);
    const roll = random.next();
    if (roll < 0.06) {
      const body = validBody(index);
      cases.push({
        kind: 'valid',
        expect: 'valid',
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify(body),
        email: String(body.email),
        ip,
      });
    } else if (roll < 0.12) {
      cases.push({
        kind: 'bad JSON',
        expect: 'invalid',
        method: 'POST',
        contentType: 'application/json',
        body: random.pick(RAW_BODIES),
        ip,
      });
    } else if (roll < 0.17) {
      cases.push({
        kind: 'wrong content type',
        expect: 'invalid',
        method: 'POST',
        contentType: random.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          undefined,
        ]),
        body: JSON.stringify(validBody(index)),
        ip,
      });
    } else if (roll < 0.2) {
      cases.push({
        kind: 'wrong method',
        expect: 'invalid',
        method: random.pick(['GET', 'PUT', 'DELETE', 'PATCH']),
        ip,
      });
    } else {
      const mutation = invalidBody(index);
      cases.push({
        kind: mutation.kind,
        expect: mutation.expect ?? 'invalid',
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify(mutation.body),
        ip,
      });
    }
  }
  return cases;
}

interface Outcome {
  item: Case;
  status: number;
  body: unknown;
}

async function send(item: Case): Promise<Outcome> {
  const headers: Record<string, string> = { apikey: PUBLISHABLE_KEY };
  if (item.contentType) headers['Content-Type'] = item.contentType;
  const response = await fetchFrom(item.ip, `${emulator.url}/functions/v1/send-contact-email`, {
    method: item.method,
    headers,
    body: item.method === 'GET' ? undefined : item.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Kept as text for the report.
  }
  return { item, status: response.status, body };
}

it(`survives ${TOTAL} malformed, hostile and valid requests`, async () => {
  const cases = buildCases();
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++] as Case;
      outcomes.push(await send(item));
      // The catcher rewrites its whole store per message; emptying it keeps that cheap.
      if (next % 200 === 0) await fetch(`${emulator.inboxUrl}/api/v1/messages`, { method: 'DELETE' });
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;

  const byStatus: Record<string, number> = {};
  const byKind: Record<string, number> = {};
  for (const { item, status } of outcomes) {
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    byKind[item.kind] = (byKind[item.kind] ?? 0) + 1;
  }
  const valid = outcomes.filter((outcome) => outcome.item.expect === 'valid');
  const invalid = outcomes.filter((outcome) => outcome.item.expect !== 'valid');
  console.log(
    `bad-input run: ${outcomes.length} sent in ${seconds.toFixed(1)} s, ${valid.length} valid, ${invalid.length} invalid\n` +
      `by status: ${JSON.stringify(byStatus)}\nby kind: ${JSON.stringify(byKind)}`,
  );

  const serverErrors = outcomes.filter((outcome) => outcome.status >= 500);
  expect(
    serverErrors.map(({ item, status, body }) => ({
      kind: item.kind,
      status,
      body: item.body?.slice(0, 200),
      answer: body,
    })),
  ).toEqual([]);
  const wrongValid = valid.filter(
    (outcome) => outcome.status !== 200 || (outcome.body as { success?: unknown }).success !== true,
  );
  expect(wrongValid.map(({ item, status, body }) => ({ status, body: item.body, answer: body }))).toEqual([]);
  const acceptedInvalid = invalid.filter((outcome) =>
    outcome.item.expect === 'honeypot' ? outcome.status !== 200 : outcome.status < 400,
  );
  expect(
    acceptedInvalid.map(({ item, status, body }) => ({
      kind: item.kind,
      status,
      body: item.body?.slice(0, 300),
      answer: body,
    })),
  ).toEqual([]);
  expect(byStatus['429']).toBeUndefined();

  const { data: rows, error } = await client(emulator.url, SECRET_KEY)
    .from('enquiries')
    .select('email')
    .limit(10_000);
  expect(error).toBeNull();
  const stored = new Map<string, number>();
  for (const row of rows ?? []) stored.set(row.email, (stored.get(row.email) ?? 0) + 1);
  // Every valid body stored exactly one row, and nothing else stored anything.
  expect(
    valid
      .filter((outcome) => stored.get(outcome.item.email ?? '') !== 1)
      .map((outcome) => outcome.item.email),
  ).toEqual([]);
  expect(rows?.length).toBe(valid.length);
}, 300_000);
