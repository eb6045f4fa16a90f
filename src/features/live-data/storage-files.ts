// Files in a folder of a public storage bucket, with the addresses they are served at.
import { getSupabase } from '../../lib/supabase';

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
  const storage = (await getSupabase()).storage.from(bucket);
  const { data, error } = await storage.list(folder, {
    limit: options.limit,
    offset: 0,
    sortBy: options.sortBy,
  });
  if (error) throw error;
  return data
    .filter((entry) => entry.id !== null)
    .map((entry): StoredFile => {
      const mimeType = typeof entry.metadata?.mimetype === 'string' ? entry.metadata.mimetype : null;
      return {
        name: entry.name,
        url: storage.getPublicUrl(`${folder}/${entry.name}`).data.publicUrl,
        mimeType,
        createdAt: entry.created_at,
      };
    })
    .filter((file) => options.accept(file));
}
