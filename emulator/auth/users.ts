import type { Tx } from '../contract.ts';

// Reads auth.users with its identities and factors and serialises them as GoTrue's User object.

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export interface LoadedUser {
  row: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, deleted_at, is_anonymous`;

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0];
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false
     order by created_at limit 1`,
    [email],
  );
  return rows[0];
}

export async function findUserByRecoveryToken(tx: Tx, tokenHash: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where recovery_token = $1 and recovery_token <> '' limit 1`,
    [tokenHash],
  );
  return rows[0];
}

export async function findUserByConfirmationToken(tx: Tx, tokenHash: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where confirmation_token = $1 and confirmation_token <> '' limit 1`,
    [tokenHash],
  );
  return rows[0];
}

export async function loadUser(tx: Tx, id: string): Promise<LoadedUser | undefined> {
  const row = await findUserById(tx, id);
  if (!row) return undefined;
  const identities = (
    await tx.query<IdentityRow>(
      `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
      [id],
    )
  ).rows;
  const factors = (
    await tx.query<FactorRow>(
      `select id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone, last_challenged_at
       from auth.mfa_factors where user_id = $1 order by created_at`,
      [id],
    )
  ).rows;
  return { row, identities, factors };
}

function timestamp(value: Date | null): string | undefined {
  return value ? value.toISOString() : undefined;
}

function withoutUndefined(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

export function serializeFactor(factor: FactorRow): Record<string, unknown> {
  return withoutUndefined({
    id: factor.id,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    last_challenged_at: factor.last_challenged_at ? factor.last_challenged_at.toISOString() : null,
    phone: factor.phone ?? '',
  });
}

export function serializeUser({ row, identities, factors }: LoadedUser): Record<string, unknown> {
  return withoutUndefined({
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    email_confirmed_at: timestamp(row.email_confirmed_at),
    phone: row.phone ?? '',
    phone_confirmed_at: timestamp(row.phone_confirmed_at),
    confirmation_sent_at: timestamp(row.confirmation_sent_at),
    confirmed_at: timestamp(row.confirmed_at),
    recovery_sent_at: timestamp(row.recovery_sent_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: timestamp(row.email_change_sent_at),
    invited_at: timestamp(row.invited_at),
    last_sign_in_at: timestamp(row.last_sign_in_at),
    banned_until: timestamp(row.banned_until),
    deleted_at: timestamp(row.deleted_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: timestamp(identity.last_sign_in_at),
      created_at: timestamp(identity.created_at),
      updated_at: timestamp(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    is_anonymous: row.is_anonymous,
    factors: factors.length > 0 ? factors.map(serializeFactor) : undefined,
  });
}

export function isBanned(row: UserRow, now = new Date()): boolean {
  return row.banned_until !== null && row.banned_until > now;
}

export interface NewEmailUser {
  email: string;
  /** bcrypt hash, or '' for a user without a password. */
  passwordHash: string;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
}

/** Inserts a user and its `email` identity the way GoTrue does; returns the new id. */
export async function insertEmailUser(tx: Tx, user: NewEmailUser): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1, $2,
       case when $3 then now() end, $4::jsonb, $5::jsonb, now(), now())
     returning id`,
    [
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  const id = (rows[0] as { id: string }).id;
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now())`,
    [
      id,
      id,
      JSON.stringify({ sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false }),
    ],
  );
  return id;
}
