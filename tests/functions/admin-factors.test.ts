import assert from 'node:assert/strict';
import type { AdminAccount, AdminFactor } from '../../supabase/functions/_shared/contract/admin-accounts.ts';
import { createAdminAccounts } from '../../supabase/functions/admin-accounts/handler.ts';
import { totpCode } from '../support/totp.ts';
import {
  codeToken as unboundCodeToken,
  newAccount,
  passwordToken,
  TEST_PASSWORD,
  userClient,
} from './support/callers.ts';
import { database, jsonCaller, test, testConfig } from './support/harness.ts';

// A colleague's authenticator apps from the accounts screen: an admin who entered their code lists
// another admin's apps and removes one (a colleague who lost their phone, or an app an attacker
// added with a stolen password); nobody else may, and nobody removes their own last app this way.

const config = testConfig();
const db = database(config);
const handle = createAdminAccounts({ config, db });

const call = jsonCaller(handle, 'admin-accounts');

async function verifiedFactorIds(userId: string): Promise<string[]> {
  const { data, error } = await db.auth.admin.mfa.listFactors({ userId });
  if (error) throw new Error(error.message);
  return data.factors.filter((factor) => factor.status === 'verified').map((factor) => factor.id);
}

/** Binds the account's verified factors as the command line does, so they count for admin work. */
async function bindFactors(userId: string): Promise<void> {
  for (const factorId of await verifiedFactorIds(userId)) {
    const { error } = await db
      .from('admin_factor_bindings')
      .upsert({ factor_id: factorId, user_id: userId, bound_through: 'service_role' });
    if (error) throw new Error(error.message);
  }
}

/** A token at aal2 whose factor is bound: for an admin, one who may do admin work. */
async function codeToken(account: { id: string; email: string }) {
  const signedIn = await unboundCodeToken(account.email, TEST_PASSWORD);
  await bindFactors(account.id);
  return signedIn;
}

const me = await newAccount('factors-caller', true);
const myToken = (await codeToken(me)).token;

test('admin factors: an admin at aal2 lists a colleague’s apps and removes one, ending the aal2 it gave', async () => {
  const colleague = await newAccount('factors-colleague', true);
  const { token: colleagueToken } = await codeToken(colleague);
  const [factorId] = await verifiedFactorIds(colleague.id);

  const listed = await call({ action: 'factors', userId: colleague.id }, myToken);
  assert.equal(listed.status, 200);
  const factors = listed.body.factors as AdminFactor[];
  assert.deepEqual(
    factors.map((factor) => [factor.id, factor.status, factor.bound]),
    [[factorId, 'verified', true]],
  );
  assert.match(String(factors[0]?.friendlyName), /^test-/);
  assert.ok(!Number.isNaN(Date.parse(String(factors[0]?.createdAt))));
  assert.equal(JSON.stringify(listed.body).includes('secret'), false, 'no TOTP secret leaves the server');

  const removed = await call({ action: 'remove-factor', userId: colleague.id, factorId }, myToken);
  assert.deepEqual(removed, { status: 200, body: { success: true } });
  assert.deepEqual(await verifiedFactorIds(colleague.id), []);
  // Whoever held that app's session is back at the password alone.
  const after = await call({ action: 'list' }, colleagueToken);
  assert.equal(after.status, 403);

  const again = await call({ action: 'remove-factor', userId: colleague.id, factorId }, myToken);
  assert.deepEqual([again.status, again.body.code], [404, 'not_found']);
});

test('admin factors: refused without a token, for a non-admin and for an admin with only a password', async () => {
  const colleague = await newAccount('factors-target', true);
  await codeToken(colleague);
  const [factorId] = await verifiedFactorIds(colleague.id);
  const visitor = await newAccount('factors-visitor', false);
  const { token: visitorAal2 } = await codeToken(visitor);
  const passwordOnly = await newAccount('factors-password-only', true);
  const callers: [string | undefined, number, string][] = [
    [undefined, 401, 'not_signed_in'],
    [visitorAal2, 403, 'not_admin'],
    [await passwordToken('visitor@example.com'), 403, 'not_admin'],
    [await passwordToken(passwordOnly.email, TEST_PASSWORD), 403, 'code_required'],
  ];
  for (const [token, status, code] of callers) {
    const list = await call({ action: 'factors', userId: colleague.id }, token);
    assert.deepEqual([list.status, list.body.code], [status, code]);
    const remove = await call({ action: 'remove-factor', userId: colleague.id, factorId }, token);
    assert.deepEqual([remove.status, remove.body.code], [status, code]);
  }
  assert.deepEqual(await verifiedFactorIds(colleague.id), [factorId]);
});

test('admin factors: your own last app cannot be removed this way; a second one can', async () => {
  const self = await newAccount('factors-self', true);
  const client = userClient();
  const signedIn = await client.auth.signInWithPassword({ email: self.email, password: TEST_PASSWORD });
  if (signedIn.error) throw new Error(signedIn.error.message);
  const enrolOne = async (name: string) => {
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name });
    if (enrolled.error) throw new Error(enrolled.error.message);
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totpCode(enrolled.data.totp.secret),
    });
    if (verified.error) throw new Error(verified.error.message);
    return enrolled.data.id;
  };
  const first = await enrolOne('Phone');
  const second = await enrolOne('Tablet');
  await bindFactors(self.id);
  const token = (await client.auth.getSession()).data.session?.access_token;

  // The session's aal2 came from the second app: removing the first leaves it in place.
  const spare = await call({ action: 'remove-factor', userId: self.id, factorId: first }, token);
  assert.deepEqual(spare, { status: 200, body: { success: true } });
  const last = await call({ action: 'remove-factor', userId: self.id, factorId: second }, token);
  assert.deepEqual([last.status, last.body.code], [409, 'own_last_factor']);
  assert.deepEqual(await verifiedFactorIds(self.id), [second]);
});

test('admin factors: only admins’ apps, and only apps of that admin', async () => {
  const visitor = await newAccount('factors-non-admin', false);
  await codeToken(visitor);
  const [visitorFactor] = await verifiedFactorIds(visitor.id);
  const list = await call({ action: 'factors', userId: visitor.id }, myToken);
  assert.deepEqual([list.status, list.body.code], [404, 'not_found']);
  const remove = await call(
    { action: 'remove-factor', userId: visitor.id, factorId: visitorFactor },
    myToken,
  );
  assert.deepEqual([remove.status, remove.body.code], [404, 'not_found']);
  assert.deepEqual(await verifiedFactorIds(visitor.id), [visitorFactor]);

  // Another admin's factor id under a colleague's user id is not theirs to remove.
  const colleague = await newAccount('factors-mismatch', true);
  const mine = (await verifiedFactorIds(me.id))[0];
  const crossed = await call({ action: 'remove-factor', userId: colleague.id, factorId: mine }, myToken);
  assert.deepEqual([crossed.status, crossed.body.code], [404, 'not_found']);
  assert.equal((await verifiedFactorIds(me.id)).length, 1);
});

test('admin factors: each admin chooses the language of their own security e-mails, nobody else’s', async () => {
  const colleague = await newAccount('factors-language', true);
  const mine = async () => {
    const listed = (await call({ action: 'list' }, myToken)).body.admins as AdminAccount[];
    return listed.find((admin) => admin.userId === me.id)?.noticeLanguage;
  };
  assert.equal(await mine(), null);
  assert.deepEqual(await call({ action: 'notice-language', language: 'en' }, myToken), {
    status: 200,
    body: { success: true },
  });
  assert.equal(await mine(), 'en');
  const forOther = await call({ action: 'notice-language', language: 'nl', userId: colleague.id }, myToken);
  assert.deepEqual([forOther.status, forOther.body.code], [400, 'bad_request']);
  const unknown = await call({ action: 'notice-language', language: 'de' }, myToken);
  assert.equal(unknown.status, 400);
  const { data } = await db.from('admin_users').select('language').eq('user_id', colleague.id).single();
  assert.equal(data?.language, null);
  await call({ action: 'notice-language', language: null }, myToken);
  assert.equal(await mine(), null);
});
