import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ImageDecodeError } from '@/admin/uploads/resize-image';
import { UploadProgress } from '@/admin/uploads/UploadProgress';
import { ImageUp, Trash2 } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { storiesCopy } from './copy';
import { checkCover, COVER_MAX_BYTES, COVER_TYPES, uploadCover } from './cover-upload';
import { showStoryToast } from './story-toasts';

const MAX_MB = COVER_MAX_BYTES / 1024 / 1024;

type Phase =
  | { kind: 'idle' }
  | { kind: 'resizing'; preview: string }
  | { kind: 'uploading'; preview: string; sent: number; total: number };

interface CoverImageProps {
  imageUrl: string;
  alt: string;
  onUploaded: (url: string) => void;
  onRemove: () => void;
  /** Whether an upload is running, so the story is not saved without its photo. */
  onBusyChange: (busy: boolean) => void;
}

/** The cover photo: choose, checked at once, resized and uploaded with progress, then previewed. */
export function CoverImage({ imageUrl, alt, onUploaded, onRemove, onBusyChange }: CoverImageProps) {
  const { lang } = useLanguage();
  const copy = storiesCopy[lang];
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    onBusyChange(phase.kind !== 'idle');
  }, [phase.kind, onBusyChange]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file || phase.kind !== 'idle') return;
    const problem = checkCover(file);
    if (problem) {
      setError(
        { type: copy.errors.imageType, size: copy.errors.imageSize(MAX_MB), empty: copy.errors.imageEmpty }[
          problem.code
        ],
      );
      return;
    }
    setError(null);
    const preview = URL.createObjectURL(file);
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'resizing', preview });
    try {
      const url = await uploadCover(file, {
        signal: controller.signal,
        onProgress: (sent, total) => setPhase({ kind: 'uploading', preview, sent, total }),
      });
      onUploaded(url);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(failure instanceof ImageDecodeError ? copy.errors.imageUnreadable : copy.errors.imageUpload);
      void showStoryToast(lang, 'error', 'uploadFailed');
    } finally {
      URL.revokeObjectURL(preview);
      if (!controller.signal.aborted) setPhase({ kind: 'idle' });
    }
  };

  const busy = phase.kind !== 'idle';
  const shown = busy ? phase.preview : imageUrl;
  return (
    <div>
      <div className="flex flex-wrap items-start gap-4">
        {shown ? (
          <figure className="w-full max-w-sm">
            <img
              src={shown}
              alt={alt}
              width={1600}
              height={900}
              className={`aspect-video w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800 ${busy ? 'opacity-60' : ''}`}
            />
            <figcaption className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {copy.editor.coverPreview}
            </figcaption>
          </figure>
        ) : null}
        <div className="flex flex-col gap-3">
          <label
            htmlFor="story-cover"
            className={`btn-secondary cursor-pointer focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
          >
            <ImageUp aria-hidden="true" className="h-5 w-5" />
            {imageUrl ? copy.editor.replaceImage : copy.editor.chooseImage}
            <input
              id="story-cover"
              type="file"
              accept={COVER_TYPES.join(',')}
              disabled={busy}
              aria-describedby={`story-cover-hint${error ? ' story-cover-error' : ''}`}
              aria-invalid={Boolean(error)}
              onChange={(event) => void choose(event)}
              className="sr-only"
            />
          </label>
          {imageUrl && !busy && (
            <button type="button" onClick={onRemove} className="btn-secondary">
              <Trash2 aria-hidden="true" className="h-5 w-5" />
              {copy.editor.removeImage}
            </button>
          )}
        </div>
      </div>
      <p id="story-cover-hint" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {copy.editor.coverHint(MAX_MB)}
      </p>
      {error && (
        <p
          id="story-cover-error"
          role="alert"
          className="mt-2 text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      )}
      <div className="mt-3 max-w-md" aria-live="polite">
        {phase.kind === 'resizing' && (
          <p className="text-sm text-slate-700 dark:text-slate-200">{copy.editor.resizing}</p>
        )}
        {phase.kind === 'uploading' && (
          <UploadProgress label={copy.editor.uploading} sent={phase.sent} total={phase.total} />
        )}
      </div>
    </div>
  );
}
