import assert from 'node:assert/strict';
import { requireAdminWithCode } from '../../supabase/functions/_shared/admin-guard.ts';
import {
  expiredToken,
  forgedToken,
  newAccount,
  newAdminWithCode,
  passwordEnrolledToken,
  passwordToken,
  TEST_PASSWORD,
  SEEDED_ADMIN_ID,
} from './support/callers.ts';
import { test, testConfig } from './support/harness.ts';

// The check every admin function starts with, against the emulator's real auth and database.

const config = testConfig();
const request = (token?: string) =>
  new Request('http://functions.test/admin', {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

async function refusal(token?: string): Promise<{ status: number; code: string }> {
  const checked = await requireAdminWithCode(request(token), config);
  assert.equal(checked.ok, false);
  if (checked.ok) throw new Error('unreachable');
  const body = (await checked.response.json()) as { success: boolean; code: string; error: string };
  assert.equal(body.success, false);
  assert.ok(body.error.length > 0);
  return { status: checked.response.status, code: body.code };
}

test('admin guard: no token, a forged token and an expired token are 401', async () => {
  assert.deepEqual(await refusal(), { status: 401, code: 'not_signed_in' });
  assert.deepEqual(await refusal(await forgedToken(SEEDED_ADMIN_ID)), {
    status: 401,
    code: 'session_invalid',
  });
  assert.deepEqual(await refusal(await expiredToken(SEEDED_ADMIN_ID)), {
    status: 401,
    code: 'session_invalid',
  });
});

test('admin guard: a visitor is 403, an admin with only the password is 403 and told to enter the code', async () => {
  assert.deepEqual(await refusal(await passwordToken('visitor@example.com')), {
    status: 403,
    code: 'not_admin',
  });
  assert.deepEqual(await refusal(await passwordToken('editor@example.com')), {
    status: 403,
    code: 'code_required',
  });
  assert.deepEqual(await refusal(config.anonKey), { status: 403, code: 'not_admin' });
});

test('admin guard: an admin at aal2 through a factor enrolled from the password session is 403', async () => {
  const admin = await newAccount('guard-rogue', true);
  const rogue = await passwordEnrolledToken(admin.email, TEST_PASSWORD);
  assert.deepEqual(await refusal(rogue.token), { status: 403, code: 'factor_not_bound' });
});

test('admin guard: an admin who entered the code passes, as themselves', async () => {
  const { token, id } = await newAdminWithCode('guard');
  const checked = await requireAdminWithCode(request(token), config);
  assert.equal(checked.ok, true);
  if (!checked.ok) throw new Error('unreachable');
  assert.equal(checked.userId, id);
  // The client acts as the admin: RLS lets an aal2 admin read enquiries.
  const { error } = await checked.asAdmin.from('enquiries').select('id').limit(1);
  assert.equal(error, null);
});
