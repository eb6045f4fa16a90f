import type { RequestContext } from '../../contract.ts';
import { errors, fromPostgresError } from '../errors.ts';
import { json, readJson } from '../http.ts';
import { listChildren, parseListRequest } from '../list.ts';
import { listObjectsAsCaller } from '../objects.ts';

/** POST `/object/list/<bucket>`: one folder level, as the caller may see it. */
export async function list(ctx: RequestContext, bucketId: string): Promise<Response> {
  const request = parseListRequest(await readJson(ctx.request));
  if (typeof request === 'string') return errors.invalidRequest(request);
  try {
    const objects = await listObjectsAsCaller(ctx.db, ctx.claims, bucketId, request.prefix + request.search);
    return json(listChildren(objects, request));
  } catch (error) {
    return fromPostgresError(error);
  }
}
