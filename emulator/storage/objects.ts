import type { Database, JwtClaims, Tx } from '../contract.ts';

// Row access to storage.buckets and storage.objects. Buckets are looked up as the owner (as hosted
// storage does); object rows are read and written as the caller so our RLS policies decide.

export interface Bucket {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  owner_id: string | null;
  version: string;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata;
  user_metadata: Record<string, unknown> | null;
}

// Timestamps as ISO strings, the way storage's JSON answers carry them.
const OBJECT_COLUMNS = `id, name, bucket_id, owner, owner_id, version, metadata, user_metadata,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
  to_char(last_accessed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_accessed_at`;

export async function findBucket(db: Database, id: string): Promise<Bucket | undefined> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{
      id: string;
      public: boolean | null;
      file_size_limit: number | null;
      allowed_mime_types: string[] | null;
    }>(
      'select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    ),
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    public: row.public === true,
    fileSizeLimit: row.file_size_limit,
    allowedMimeTypes: row.allowed_mime_types,
  };
}

/** The largest file a bucket accepts, buckets without a limit counting as `fallback`. */
export async function largestFileSizeLimit(db: Database, fallback: number): Promise<number> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ largest: number | null }>(
      'select max(coalesce(file_size_limit, $1))::float8 as largest from storage.buckets',
      [fallback],
    ),
  );
  return rows[0]?.largest ?? fallback;
}

async function selectObject(tx: Tx, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0];
}

export function findObjectAsOwner(
  db: Database,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  return db.asOwner((tx) => selectObject(tx, bucket, name));
}

export function findObjectAsCaller(
  db: Database,
  claims: JwtClaims,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  return db.withClaims(claims, (tx) => selectObject(tx, bucket, name), { readOnly: true });
}

export function findObjectsAsCaller(
  db: Database,
  claims: JwtClaims,
  bucket: string,
  names: string[],
): Promise<ObjectRow[]> {
  return db.withClaims(
    claims,
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = any($2::text[])`,
          [bucket, names],
        )
      ).rows,
    { readOnly: true },
  );
}

export interface NewObject {
  id: string;
  bucket: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

/** Inserts the row as the caller; a plain insert needs only the INSERT policy, as hosted. */
export async function insertObject(tx: Tx, object: NewObject): Promise<void> {
  await tx.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      object.id,
      object.bucket,
      object.name,
      object.owner,
      object.ownerId,
      object.metadata,
      object.userMetadata,
      object.version,
    ],
  );
}

/** Insert-or-update as the caller (INSERT, UPDATE and SELECT policies apply); returns the replaced version. */
export async function upsertObject(
  tx: Tx,
  object: NewObject,
): Promise<{ id: string; previousVersion: string | null }> {
  const { rows } = await tx.query<{ id: string; previous_version: string | null }>(
    `with previous as (select version from storage.objects where bucket_id = $2 and name = $3)
     insert into storage.objects as o (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
       user_metadata = excluded.user_metadata, version = excluded.version,
       updated_at = now(), last_accessed_at = now()
     returning o.id, (select version from previous) as previous_version`,
    [
      object.id,
      object.bucket,
      object.name,
      object.owner,
      object.ownerId,
      object.metadata,
      object.userMetadata,
      object.version,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('upsert returned no row');
  return { id: row.id, previousVersion: row.previous_version };
}

/** Deletes as the caller; rows the DELETE (or SELECT) policies hide are silently kept. */
export function deleteObjects(
  db: Database,
  claims: JwtClaims,
  bucket: string,
  names: string[],
): Promise<ObjectRow[]> {
  return db.withClaims(
    claims,
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
          [bucket, names],
        )
      ).rows,
  );
}

export interface ListedObject {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata;
}

/** Objects whose name starts with `start` (case-insensitive), visible to the caller. */
export function listObjectsAsCaller(
  db: Database,
  claims: JwtClaims,
  bucket: string,
  start: string,
): Promise<ListedObject[]> {
  return db.withClaims(
    claims,
    async (tx) =>
      (
        await tx.query<ListedObject>(
          `select ${OBJECT_COLUMNS} from storage.objects
           where bucket_id = $1 and lower(left(name, char_length($2))) = lower($2)`,
          [bucket, start],
        )
      ).rows,
    { readOnly: true },
  );
}
