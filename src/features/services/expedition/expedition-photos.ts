// Photos of the Greenland expedition, uploaded to the `expedition-photos` bucket.
import { listPublicFiles, type StoredFile } from '@/lib/live-data/storage-files';

export const PHOTO_LIST_LIMIT = 10;

const isImage = ({ name, mimeType }: { name: string; mimeType: string | null }) =>
  mimeType ? mimeType.startsWith('image/') : /\.(jpe?g|png|webp|avif)$/i.test(name);

/** Up to ten photos from the `greenland-expedition` folder. Throws when the listing fails. */
export const fetchExpeditionPhotos = (): Promise<StoredFile[]> =>
  listPublicFiles('expedition-photos', 'greenland-expedition', { limit: PHOTO_LIST_LIMIT, accept: isImage });
