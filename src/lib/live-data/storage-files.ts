// Files in a folder of a public storage bucket, with the addresses they are served at.
import { listBucket, publicFileUrl, siteBackend } from '../public-data';

export interface StoredFile {
  name: string;
  url: string;
  mimeType: string | null;
  createdAt: string | null;
}

export interface ListOptions {
  limit: number;
  sortBy?: { column: 'name' | 'created_at' | 'updated_at'; order: 'asc' | 'desc' };
  /** Which files to keep, by MIME type or, without one, by name. */
  accept: (file: { name: string; mimeType: string | null }) => boolean;
}

/** The folder's files (not its subfolders), first `limit` of them; throws when the listing fails. */
export async function listPublicFiles(bucket: string, folder: string, options: ListOptions) {
  const entries = await listBucket(siteBackend, bucket, {
    prefix: folder,
    limit: options.limit,
    sortBy: options.sortBy,
  });
  return entries
    .filter((entry) => entry.id !== null)
    .map((entry): StoredFile => {
      const mimeType = typeof entry.metadata?.mimetype === 'string' ? entry.metadata.mimetype : null;
      return {
        name: entry.name,
        url: publicFileUrl(siteBackend, bucket, `${folder}/${entry.name}`),
        mimeType,
        createdAt: entry.created_at,
      };
    })
    .filter((file) => options.accept(file));
}
