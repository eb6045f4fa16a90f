import type { RequestContext } from '../../contract.ts';
import { signJwt } from '../../jwt.ts';
import { errors } from '../errors.ts';
import { json, readJson, type StorageService } from '../http.ts';
import { findObjectAsCaller, findObjectsAsCaller } from '../objects.ts';

function signedPath(
  { jwtSecret, now }: StorageService,
  bucketId: string,
  name: string,
  expiresIn: number,
): string {
  const iat = Math.floor(now() / 1000);
  const token = signJwt({ url: `${bucketId}/${name}`, iat, exp: iat + expiresIn }, jwtSecret);
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

const isExpiry = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** POST `/object/sign/<bucket>/<name>` with `{ expiresIn }`, for an object the caller may read. */
export async function sign(
  ctx: RequestContext,
  service: StorageService,
  bucketId: string,
  name: string,
): Promise<Response> {
  const body = (await readJson(ctx.request)) as { expiresIn?: unknown } | undefined;
  const expiresIn = body?.expiresIn;
  if (!isExpiry(expiresIn)) return errors.invalidRequest('body/expiresIn must be >= 1');
  const object = await findObjectAsCaller(ctx.db, ctx.claims, bucketId, name);
  if (!object) return errors.noSuchKey();
  return json({ signedURL: signedPath(service, bucketId, name, expiresIn) });
}

/** POST `/object/sign/<bucket>` with `{ expiresIn, paths }`: a result per path, as hosted. */
export async function signMany(
  ctx: RequestContext,
  service: StorageService,
  bucketId: string,
): Promise<Response> {
  const body = (await readJson(ctx.request)) as { expiresIn?: unknown; paths?: unknown } | undefined;
  const { expiresIn, paths } = body ?? {};
  if (!isExpiry(expiresIn)) return errors.invalidRequest('body/expiresIn must be >= 1');
  if (
    !Array.isArray(paths) ||
    paths.length === 0 ||
    !paths.every((p): p is string => typeof p === 'string')
  ) {
    return errors.invalidRequest("body must have required property 'paths'");
  }
  const visible = new Set(
    (await findObjectsAsCaller(ctx.db, ctx.claims, bucketId, paths)).map((row) => row.name),
  );
  return json(
    paths.map((path) =>
      visible.has(path)
        ? { error: null, path, signedURL: signedPath(service, bucketId, path, expiresIn) }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    ),
  );
}
