// Sends one video to `videos/uploads`: a small file in one request with progress, a large one by
// resumable upload (TUS, Supabase Storage's `/storage/v1/upload/resumable`) in 6 MB chunks that
// survives a dropped connection, going offline and a page reload. Either way the engine pauses
// while the browser is offline and carries on when it is back, and a cancel leaves nothing behind.
import type { DetailedError, PreviousUpload } from 'tus-js-client';
import { uploadObject } from '@/admin/uploads/upload-object';
import { getSupabase, SUPABASE_URL } from '@/lib/supabase';
import { VIDEO_BUCKET, VIDEO_FOLDER } from './video-files';
import {
  isResumable,
  RESUMABLE_CHUNK_BYTES,
  VIDEO_CACHE_SECONDS,
  videoContentType,
  videoObjectName,
} from './video-upload';

export type UploadFailure = 'exists' | 'refused' | 'session' | 'network';

export type UploadEvent =
  | { type: 'progress'; sent: number; total: number }
  | { type: 'offline' }
  | { type: 'online' }
  | { type: 'done'; name: string }
  | { type: 'failed'; reason: UploadFailure };

export interface RunningUpload {
  /** The stored name (inside `uploads/`), which a resumed upload takes from its first attempt. */
  name: string;
  /** Whether this continues an upload a previous page left unfinished. */
  resumed: boolean;
  /** Stops the upload and removes what reached the server. */
  cancel(): Promise<void>;
  /** Stops the upload and keeps what reached the server, so a large one can be resumed later. */
  stop(): void;
}

/** An unfinished resumable upload this browser remembers, by the admin's file name. */
export interface UnfinishedUpload {
  fileName: string;
  size: number | null;
}

export const RESUMABLE_ENDPOINT = `${SUPABASE_URL}/storage/v1/upload/resumable`;

/**
 * Retry at once, then back off: a dropped connection usually comes back within seconds. tus-js-client
 * asks the server for the offset before each retry, so nothing already received is sent twice.
 */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

const statusOf = (error: unknown): number => {
  if (typeof error !== 'object' || error === null) return 0;
  const tusStatus = (error as Partial<DetailedError>).originalResponse?.getStatus();
  const status = tusStatus ?? (error as { status?: unknown; statusCode?: unknown }).status;
  const numeric = Number(status);
  return Number.isFinite(numeric) ? numeric : 0;
};

/** What the admin is told, from the storage's answer. */
export function failureOf(error: unknown): UploadFailure {
  const status = statusOf(error);
  // Hosted storage answers an existing name with 400 and a "409" in its body.
  const message = error instanceof Error ? error.message : '';
  if (status === 409 || /already exists|duplicate/i.test(message)) return 'exists';
  if (status === 401 || status === 403) return 'session';
  if (status === 400 || status === 413 || status === 415) return 'refused';
  return 'network';
}

async function accessToken(): Promise<string> {
  const { data } = await (await getSupabase()).auth.getSession();
  return data.session?.access_token ?? '';
}

/** Pause and resume with the browser's connection; the returned function stops listening. */
function followConnection(pause: () => void, resume: () => void): () => void {
  window.addEventListener('offline', pause);
  window.addEventListener('online', resume);
  return () => {
    window.removeEventListener('offline', pause);
    window.removeEventListener('online', resume);
  };
}

/** A small file in one request; after going offline it is sent again from the start. */
function startSingleUpload(file: File, emit: (event: UploadEvent) => void): RunningUpload {
  const name = videoObjectName(file);
  let controller = new AbortController();
  let state: 'sending' | 'offline' | 'over' = 'sending';
  let interrupted = false;

  const finish = (event: UploadEvent) => {
    state = 'over';
    stopFollowing();
    emit(event);
  };

  const send = async () => {
    controller = new AbortController();
    state = 'sending';
    try {
      await uploadObject({
        bucket: VIDEO_BUCKET,
        path: `${VIDEO_FOLDER}/${name}`,
        body: file,
        contentType: videoContentType(file),
        cacheControl: VIDEO_CACHE_SECONDS,
        upsert: false,
        signal: controller.signal,
        onProgress: (sent, total) => emit({ type: 'progress', sent, total }),
      });
      finish({ type: 'done', name });
    } catch (error) {
      if (state !== 'sending') return;
      if (!navigator.onLine) {
        pause();
        return;
      }
      // The name is new to this upload: after an interruption, "already there" is our own first try.
      if (interrupted && failureOf(error) === 'exists') finish({ type: 'done', name });
      else finish({ type: 'failed', reason: failureOf(error) });
    }
  };

  const pause = () => {
    if (state !== 'sending') return;
    state = 'offline';
    interrupted = true;
    controller.abort();
    emit({ type: 'offline' });
  };
  const resume = () => {
    if (state !== 'offline') return;
    emit({ type: 'online' });
    void send();
  };
  const stopFollowing = followConnection(pause, resume);

  // Nothing of a single request is kept by the server, so stopping is cancelling.
  const stop = () => {
    if (state === 'over') return;
    state = 'over';
    stopFollowing();
    controller.abort();
  };

  void send();
  return { name, resumed: false, cancel: async () => stop(), stop };
}

const newestFirst = (a: PreviousUpload, b: PreviousUpload) => b.creationTime.localeCompare(a.creationTime);

/** A large file by TUS, continuing an unfinished upload of the same file when this browser has one. */
async function startResumableUpload(file: File, emit: (event: UploadEvent) => void): Promise<RunningUpload> {
  const { Upload } = await import('tus-js-client');
  let name = videoObjectName(file);
  let state: 'sending' | 'offline' | 'over' = 'sending';

  const finish = (event: UploadEvent) => {
    state = 'over';
    stopFollowing();
    emit(event);
  };

  const upload = new Upload(file, {
    endpoint: RESUMABLE_ENDPOINT,
    chunkSize: RESUMABLE_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    uploadDataDuringCreation: true,
    removeFingerprintOnSuccess: true,
    metadata: {
      bucketName: VIDEO_BUCKET,
      objectName: `${VIDEO_FOLDER}/${name}`,
      contentType: videoContentType(file),
      cacheControl: VIDEO_CACHE_SECONDS,
      // Only for this screen: it names the file when offering to finish an upload after a reload.
      fileName: file.name,
    },
    // Asked before every request: an upload can outlast the hour an access token lives.
    onBeforeRequest: async (request) => {
      request.setHeader('authorization', `Bearer ${await accessToken()}`);
    },
    onProgress: (sent, total) => emit({ type: 'progress', sent, total }),
    onSuccess: () => finish({ type: 'done', name }),
    onError: (error) => {
      if (state !== 'sending') return;
      // Out of retries while offline: wait for the connection rather than give up.
      if (!navigator.onLine) pause();
      else finish({ type: 'failed', reason: failureOf(error) });
    },
  });

  const pause = () => {
    if (state !== 'sending') return;
    state = 'offline';
    void upload.abort(false);
    emit({ type: 'offline' });
  };
  const resume = () => {
    if (state !== 'offline') return;
    state = 'sending';
    emit({ type: 'online' });
    upload.start();
  };
  const previous = (await upload.findPreviousUploads()).sort(newestFirst).at(0);
  const previousName = previous?.metadata.objectName?.replace(`${VIDEO_FOLDER}/`, '');
  if (previous && previousName) {
    upload.resumeFromPreviousUpload(previous);
    name = previousName;
    // Should the server have dropped the unfinished upload, it is created again under the same name.
    upload.options.metadata = { ...upload.options.metadata, objectName: `${VIDEO_FOLDER}/${name}` };
  }
  const stopFollowing = followConnection(pause, resume);
  upload.start();
  return {
    name,
    resumed: Boolean(previous && previousName),
    cancel: async () => {
      if (state === 'over') return;
      state = 'over';
      stopFollowing();
      // Terminates the upload on the server (DELETE) and forgets it in this browser.
      await upload.abort(true).catch(() => undefined);
    },
    stop: () => {
      if (state === 'over') return;
      state = 'over';
      stopFollowing();
      void upload.abort(false);
    },
  };
}

/** Starts sending `file` (already checked) and reports through `emit` until it is done or fails. */
export function startVideoUpload(file: File, emit: (event: UploadEvent) => void): Promise<RunningUpload> {
  return isResumable(file.size)
    ? startResumableUpload(file, emit)
    : Promise.resolve(startSingleUpload(file, emit));
}

/** The resumable uploads this browser started and did not finish, so the screen can offer them. */
export async function unfinishedUploads(): Promise<UnfinishedUpload[]> {
  const { defaultOptions } = await import('tus-js-client');
  const uploads = await defaultOptions.urlStorage.findAllUploads();
  return uploads
    .filter((upload) => upload.metadata.bucketName === VIDEO_BUCKET && upload.metadata.fileName)
    .sort(newestFirst)
    .map((upload) => ({ fileName: upload.metadata.fileName ?? '', size: upload.size }));
}
