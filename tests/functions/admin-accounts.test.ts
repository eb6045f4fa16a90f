import assert from 'node:assert/strict';
import type { AdminAccount } from '../../supabase/functions/_shared/contract/admin-accounts.ts';
import { createAdminAccounts } from '../../supabase/functions/admin-accounts/handler.ts';
import {
  codeToken,
  expiredToken,
  forgedToken,
  newAccount,
  passwordToken,
  TEST_PASSWORD,
} from './support/callers.ts';
import { database, jsonCaller, mailTo, test, testConfig, uniqueEmail } from './support/harness.ts';

// admin-accounts against the emulator's auth server, database and mail catcher: only an admin who
// entered their code may use it; accounts and factors change in the auth server, admin rights in
// admin_users, and the database keeps one admin whatever happens.

const config = testConfig();
const db = database(config);
const handle = createAdminAccounts({ config, db });

const call = jsonCaller(handle, 'admin-accounts');

async function adminIds(): Promise<string[]> {
  const { data, error } = await db.from('admin_users').select('user_id');
  if (error) throw new Error(error.message);
  return data.map((row) => row.user_id);
}

async function verifiedFactors(userId: string): Promise<number> {
  const { data, error } = await db.auth.admin.mfa.listFactors({ userId });
  if (error) throw new Error(error.message);
  return data.factors.filter((factor) => factor.status === 'verified').length;
}

// A seeded admin can get a code token once per run (a second enrolment needs aal2), so the caller
// here is an admin of its own.
const me = await newAccount('caller', true);
const adminToken = (await codeToken(me.email, TEST_PASSWORD)).token;

test('admin-accounts: no, forged or expired token is 401; a visitor and a password-only admin are 403', async () => {
  const list = { action: 'list' };
  assert.equal((await call(list)).status, 401);
  assert.equal((await call(list, await forgedToken(me.id))).status, 401);
  assert.equal((await call(list, await expiredToken(me.id))).status, 401);
  const visitor = await call(list, await passwordToken('visitor@example.com'));
  assert.deepEqual([visitor.status, visitor.body.code], [403, 'not_admin']);
  const passwordOnlyAdmin = await newAccount('password-only', true);
  const passwordOnly = await call(
    { action: 'invite', email: uniqueEmail('never') },
    await passwordToken(passwordOnlyAdmin.email, TEST_PASSWORD),
  );
  assert.deepEqual([passwordOnly.status, passwordOnly.body.code], [403, 'code_required']);
});

test('admin-accounts: a body without a known action is 400 in plain words', async () => {
  for (const body of [{}, { action: 'promote' }, { action: 'invite', email: 'not-an-address' }]) {
    const answer = await call(body, adminToken);
    assert.equal(answer.status, 400);
    assert.equal(answer.body.code, 'bad_request');
    assert.match(String(answer.body.error), /action/);
  }
});

test('admin-accounts: the list shows each admin with two-step sign-in and last sign-in', async () => {
  const withoutCode = await newAccount('no-mfa', true);
  const withCode = await newAccount('mfa', true);
  await codeToken(withCode.email, TEST_PASSWORD);

  const answer = await call({ action: 'list' }, adminToken);
  assert.equal(answer.status, 200);
  assert.equal(answer.body.you, me.id);
  const admins = answer.body.admins as AdminAccount[];
  const find = (id: string) => admins.find((admin) => admin.userId === id);
  assert.equal(find(me.id)?.mfa, true);
  assert.equal(find(me.id)?.email, me.email);
  assert.ok(find(me.id)?.lastSignInAt);
  assert.ok(admins.some((admin) => admin.email === 'admin@example.com'));
  assert.equal(find(withCode.id)?.mfa, true);
  assert.equal(find(withoutCode.id)?.mfa, false);
  assert.equal(find(withoutCode.id)?.lastSignInAt, null);
  assert.equal(find(withoutCode.id)?.invitePending, false);
  // Visitors are not admins, so they are not listed.
  assert.equal(
    admins.some((admin) => admin.email === 'visitor@example.com'),
    false,
  );
});

test('admin-accounts: inviting mails a link and makes the new account an admin; an admin again is 409', async () => {
  const email = uniqueEmail('Invitee');
  const invited = await call({ action: 'invite', email }, adminToken);
  assert.deepEqual(invited, { status: 200, body: { success: true, outcome: 'invited' } });

  const [mail] = await mailTo(email.toLowerCase());
  assert.ok(mail, 'the invitation arrives');
  const link = new URL(/(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.Text)?.[1] ?? '');
  assert.equal(link.searchParams.get('type'), 'invite');

  const listed = (await call({ action: 'list' }, adminToken)).body.admins as AdminAccount[];
  const added = listed.find((admin) => admin.email === email.toLowerCase());
  assert.ok(added, 'the invitee is on the admin list');
  assert.equal(added.invitePending, true);
  assert.equal(added.mfa, false);
  assert.ok((await adminIds()).includes(added.userId));

  const again = await call({ action: 'invite', email: email.toUpperCase() }, adminToken);
  assert.equal(again.status, 409);
  assert.equal(again.body.code, 'already_admin');
  assert.equal((await mailTo(email.toLowerCase())).length, 1, 'no second invitation');
  const seeded = await call({ action: 'invite', email: 'editor@example.com' }, adminToken);
  assert.equal(seeded.status, 409);
});

test('admin-accounts: inviting someone who already has an account makes them an admin without a new account', async () => {
  const existing = await newAccount('existing', false);
  const answer = await call({ action: 'invite', email: existing.email }, adminToken);
  assert.deepEqual(answer, { status: 200, body: { success: true, outcome: 'promoted' } });
  assert.ok((await adminIds()).includes(existing.id));
  assert.equal((await mailTo(existing.email)).length, 0);
  const signIn = await codeToken(existing.email, TEST_PASSWORD);
  assert.ok(signIn.token, 'they still sign in with their own password');
});

test('admin-accounts: removing an admin takes their admin rights, not their account', async () => {
  const other = await newAccount('removed', true);
  const answer = await call({ action: 'remove', userId: other.id }, adminToken);
  assert.deepEqual(answer, { status: 200, body: { success: true } });
  assert.equal((await adminIds()).includes(other.id), false);
  assert.equal((await db.auth.admin.getUserById(other.id)).error, null);
  const twice = await call({ action: 'remove', userId: other.id }, adminToken);
  assert.deepEqual([twice.status, twice.body.code], [404, 'not_found']);
});

test('admin-accounts: the last admin cannot be removed', async () => {
  const last = await newAccount('last', true);
  const { token } = await codeToken(last.email, TEST_PASSWORD);
  const others = (await adminIds()).filter((id) => id !== last.id);
  const { data: kept, error } = await db
    .from('admin_users')
    .select('user_id, email, created_at')
    .in('user_id', others);
  if (error) throw new Error(error.message);
  try {
    const removed = await db.from('admin_users').delete().in('user_id', others);
    assert.equal(removed.error, null);
    const answer = await call({ action: 'remove', userId: last.id }, token);
    assert.equal(answer.status, 409);
    assert.equal(answer.body.code, 'last_admin');
    assert.match(String(answer.body.error), /only admin/);
    assert.deepEqual(await adminIds(), [last.id]);
  } finally {
    const restored = await db.from('admin_users').insert(kept);
    if (restored.error) console.error(`restoring the admins failed: ${restored.error.message}`);
    await db.from('admin_users').delete().eq('user_id', last.id);
  }
});

test('admin-accounts: resetting removes another admin’s factors, never your own', async () => {
  const other = await newAccount('reset', true);
  await codeToken(other.email, TEST_PASSWORD);
  assert.equal(await verifiedFactors(other.id), 1);
  const answer = await call({ action: 'reset-factors', userId: other.id }, adminToken);
  assert.deepEqual(answer, { status: 200, body: { success: true, removed: 1 } });
  assert.equal(await verifiedFactors(other.id), 0);
  const listed = (await call({ action: 'list' }, adminToken)).body.admins as AdminAccount[];
  assert.equal(listed.find((admin) => admin.userId === other.id)?.mfa, false);

  const own = await call({ action: 'reset-factors', userId: me.id }, adminToken);
  assert.deepEqual([own.status, own.body.code], [409, 'own_factors']);
  assert.equal(await verifiedFactors(me.id), 1);

  const visitor = await newAccount('not-admin', false);
  const notAdmin = await call({ action: 'reset-factors', userId: visitor.id }, adminToken);
  assert.deepEqual([notAdmin.status, notAdmin.body.code], [404, 'not_found']);
});
