import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/start.ts';
import { PUBLISHABLE_KEY } from '../../emulator/keys.ts';
import { fetchFrom, loopbackAddress } from '../support/client-address.ts';
import { TEST_STACK_OPTIONS } from '../support/test-stack.ts';

// The limits through the gateway: the client's address is the connection's, as on the hosted edge,
// so a forged X-Forwarded-For buys no extra attempts, and another machine has its own allowance.

let emulator: RunningEmulator;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'client-address-tests-'));
  emulator = await startEmulator({
    dataDir,
    fresh: true,
    port: 0,
    inboxPort: 0,
    smtpPort: 0,
    quiet: true,
    ...TEST_STACK_OPTIONS,
  });
}, 180_000);

afterAll(async () => {
  await emulator?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let sequence = 0;
const email = (label: string) => `${label}-${Date.now().toString(36)}-${sequence++}@example.test`;

async function post(from: string, name: string, body: unknown, forwardedFor?: string): Promise<number> {
  const response = await fetchFrom(from, `${emulator.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: PUBLISHABLE_KEY,
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
  await response.text();
  return response.status;
}

const tandem = () => ({ formType: 'tandem', name: 'Sanne de Vries', email: email('forged') });
const newsletter = () => ({ name: 'Sanne de Vries', email: email('forged-newsletter') });

it('eight enquiries with eight forged X-Forwarded-For values and e-mails hit the limit after five', async () => {
  const from = loopbackAddress(1);
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push(await post(from, 'send-contact-email', tandem(), `10.0.0.${i}`));
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  // Another machine is another client, with its own allowance.
  expect(await post(loopbackAddress(2), 'send-contact-email', tandem())).toBe(200);
});

it('eight newsletter sign-ups with eight forged X-Forwarded-For values hit the limit after five', async () => {
  const from = loopbackAddress(3);
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++)
    statuses.push(await post(from, 'newsletter-subscribe', newsletter(), `10.1.0.${i}`));
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
});
