// The accounts screen's calls to the admin-accounts function, with the admin's session; the
// function checks again that the caller is an admin who entered their code.
import { callFunction } from '@/lib/edge-functions';
import type {
  AdminAccountsErrorCode,
  AdminAccountsList,
  AdminFactor,
  AdminFactorsList,
  AdminAccountsRequest,
  InviteOutcome,
} from '@contract/admin-accounts.ts';
import type { Language } from '@contract/language.ts';

export type AccountsFailure = AdminAccountsErrorCode | 'network';

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: AccountsFailure };

const KNOWN: readonly AdminAccountsErrorCode[] = [
  'bad_request',
  'already_admin',
  'not_found',
  'last_admin',
  'own_factors',
  'own_last_factor',
  'unexpected',
];

const failureOf = (status: number, body: unknown): AccountsFailure => {
  if (status === 0) return 'network';
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return KNOWN.find((known) => known === code) ?? 'unexpected';
};

async function call<T>(request: AdminAccountsRequest, read: (body: unknown) => T): Promise<Outcome<T>> {
  const { status, body } = await callFunction('admin-accounts', request);
  if (status !== 200) return { ok: false, code: failureOf(status, body) };
  return { ok: true, value: read(body) };
}

export async function listAdmins(): Promise<AdminAccountsList> {
  const answer = await call({ action: 'list' }, (body) => body as AdminAccountsList);
  if (!answer.ok) throw new Error(`listing admins failed: ${answer.code}`);
  return answer.value;
}

export const inviteAdmin = (email: string) =>
  call({ action: 'invite', email }, (body) => (body as { outcome: InviteOutcome }).outcome);

export const removeAdmin = (userId: string) => call({ action: 'remove', userId }, () => undefined);

export const resetFactors = (userId: string) => call({ action: 'reset-factors', userId }, () => undefined);

export async function listFactors(userId: string): Promise<AdminFactor[]> {
  const answer = await call({ action: 'factors', userId }, (body) => (body as AdminFactorsList).factors);
  if (!answer.ok) throw new Error(`listing factors failed: ${answer.code}`);
  return answer.value;
}

export const removeFactor = (userId: string, factorId: string) =>
  call({ action: 'remove-factor', userId, factorId }, () => undefined);

export const setNoticeLanguage = (language: Language | null) =>
  call({ action: 'notice-language', language }, () => undefined);
