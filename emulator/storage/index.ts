import { join } from 'node:path';
import type { RequestContext, ServiceHandler, StorageServiceOptions } from '../contract.ts';
import { errors } from './errors.ts';
import { ObjectFiles } from './files.ts';
import { decodeSegments, JWT_MESSAGES, type StorageService } from './http.ts';
import { download, downloadSigned } from './routes/download.ts';
import { list } from './routes/list.ts';
import { removeMany, removeOne } from './routes/remove.ts';
import { resumableUpload } from './routes/resumable.ts';
import { sign, signMany } from './routes/sign.ts';
import { upload } from './routes/upload.ts';
import { ResumableStore } from './resumable/store.ts';

// The storage API (`/storage/v1`) that supabase-js's `storage.from(bucket)` uses. Object rows go
// through the caller's role so the project's RLS policies decide, as on the hosted service. This
// file only routes; each route is a module of `routes/`.

/** The object name from the given segment on, or an invalid-key answer. */
const withName = (segments: string[], from: number, route: (name: string) => Promise<Response>) => {
  const name = decodeSegments(segments.slice(from));
  return name === undefined ? errors.invalidKey(segments.slice(from).join('/')) : route(name);
};

export function createStorageHandler(options: StorageServiceOptions): ServiceHandler {
  const now = options.now ?? Date.now;
  const service: StorageService = {
    files: new ObjectFiles(options.filesDir),
    // '#' never occurs in a bucket id, so this folder cannot meet a bucket's.
    resumable: new ResumableStore(join(options.filesDir, '#resumable'), undefined, now),
    jwtSecret: options.jwtSecret,
    now,
  };
  void service.resumable.sweepExpired();

  return async (ctx: RequestContext) => {
    const segments = ctx.path.split('/').filter((segment) => segment !== '');
    const method = ctx.request.method;
    if (segments[0] === 'upload' && segments[1] === 'resumable')
      return resumableUpload(ctx, service, segments.slice(2));
    if (segments[0] !== 'object' || segments.length < 2) return errors.notFound();
    const [, first = '', second = ''] = segments;
    const isRead = method === 'GET' || method === 'HEAD';

    // Routes reachable without a valid JWT: public and signed-URL downloads.
    if (first === 'public' && isRead && segments.length >= 4)
      return withName(segments, 3, (name) => download(ctx, service, second, name, 'public'));
    if (first === 'sign' && isRead && segments.length >= 4)
      return withName(segments, 3, (name) => downloadSigned(ctx, service, second, name));

    if (ctx.authError) return errors.accessDenied(JWT_MESSAGES[ctx.authError.reason]);

    if (first === 'list' && method === 'POST' && segments.length === 3) return list(ctx, second);
    if (first === 'sign' && method === 'POST') {
      if (segments.length === 3) return signMany(ctx, service, second);
      return withName(segments, 3, (name) => sign(ctx, service, second, name));
    }
    if (first === 'authenticated' && isRead && segments.length >= 4)
      return withName(segments, 3, (name) => download(ctx, service, second, name, 'caller'));
    if (segments.length === 2 && method === 'DELETE') return removeMany(ctx, service, first);
    if (segments.length >= 3) {
      return withName(segments, 2, (name) => {
        if (method === 'POST')
          return upload(ctx, service, first, name, ctx.request.headers.get('x-upsert') === 'true');
        if (method === 'PUT') return upload(ctx, service, first, name, true);
        if (isRead) return download(ctx, service, first, name, 'caller');
        if (method === 'DELETE') return removeOne(ctx, service, first, name);
        return Promise.resolve(errors.notFound());
      });
    }
    return errors.notFound();
  };
}
