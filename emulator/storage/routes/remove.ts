import type { RequestContext } from '../../contract.ts';
import { errors, fromPostgresError } from '../errors.ts';
import { json, readJson, type StorageService } from '../http.ts';
import { deleteObjects, type ObjectRow } from '../objects.ts';

async function remove(
  ctx: RequestContext,
  { files }: StorageService,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[] | Response> {
  try {
    const rows = await deleteObjects(ctx.db, ctx.claims, bucketId, names);
    await Promise.all(rows.map((row) => files.remove(row.bucket_id, row.name, row.version)));
    return rows;
  } catch (error) {
    return fromPostgresError(error);
  }
}

/** DELETE `/object/<bucket>` with `{ prefixes }`: the rows the caller could delete. */
export async function removeMany(
  ctx: RequestContext,
  service: StorageService,
  bucketId: string,
): Promise<Response> {
  const body = (await readJson(ctx.request)) as { prefixes?: unknown } | undefined;
  const prefixes = body?.prefixes;
  if (!Array.isArray(prefixes) || !prefixes.every((p): p is string => typeof p === 'string')) {
    return errors.invalidRequest("body must have required property 'prefixes'");
  }
  if (prefixes.length === 0) return errors.invalidRequest('body/prefixes must NOT have fewer than 1 items');
  const result = await remove(ctx, service, bucketId, prefixes);
  return result instanceof Response ? result : json(result);
}

/** DELETE `/object/<bucket>/<name>`. */
export async function removeOne(
  ctx: RequestContext,
  service: StorageService,
  bucketId: string,
  name: string,
): Promise<Response> {
  const result = await remove(ctx, service, bucketId, [name]);
  if (result instanceof Response) return result;
  return result.length === 0 ? errors.noSuchKey() : json({ message: 'Successfully deleted' });
}
