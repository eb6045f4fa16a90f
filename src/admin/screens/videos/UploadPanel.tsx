import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkFile } from '@/admin/uploads/check-file';
import { UploadProgress } from '@/admin/uploads/UploadProgress';
import { fieldControlClass } from '@/components/form/form-parts';
import { Upload, WifiOff, X } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { videosCopy, type VideosCopy } from './copy';
import { unfinishedUploads, type UnfinishedUpload, type UploadFailure } from './upload-engine';
import { useVideoUpload } from './use-video-upload';
import { VIDEO_MAX_MB, VIDEO_RULE } from './video-upload';

const failureText = (copy: VideosCopy['upload'], reason: UploadFailure): string =>
  ({
    exists: copy.exists,
    refused: copy.refused,
    session: copy.sessionExpired,
    network: copy.failed,
  })[reason];

const note = 'rounded-lg p-4 ring-1 [overflow-wrap:anywhere]';
const okNote = `${note} bg-emerald-50 text-emerald-950 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700`;
const warnNote = `${note} bg-amber-50 text-amber-950 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700`;

/** Choosing, checking and sending a video, with its progress, time left, connection and cancel. */
export function UploadPanel({ onUploaded }: { onUploaded: (name: string) => void }) {
  const { lang } = useLanguage();
  const copy = videosCopy[lang].upload;
  const { state, start, cancel } = useVideoUpload(onUploaded);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [unfinished, setUnfinished] = useState<UnfinishedUpload[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  // What a reload left unfinished: the browser cannot reopen the file by itself, the admin can.
  useEffect(() => {
    if (state.phase === 'sending') return;
    let current = true;
    unfinishedUploads().then(
      (found) => current && setUnfinished(found),
      () => current && setUnfinished([]),
    );
    return () => {
      current = false;
    };
  }, [state.phase]);

  // The form's buttons change under the admin's hands: focus goes to what happened.
  useEffect(() => {
    if (state.phase === 'done' || state.phase === 'cancelled' || state.phase === 'failed') {
      outcome.current?.focus();
    }
  }, [state.phase]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.phase === 'sending') return;
    const file = input.current?.files?.[0];
    if (!file) {
      setFieldError(copy.noFile);
      input.current?.focus();
      return;
    }
    const problem = checkFile(file, VIDEO_RULE);
    if (problem) {
      setFieldError(
        { type: copy.wrongType, size: copy.tooLarge(VIDEO_MAX_MB), empty: copy.empty }[problem.code],
      );
      input.current?.focus();
      return;
    }
    setFieldError(null);
    void start(file);
  };

  const sending = state.phase === 'sending';
  return (
    <section
      aria-labelledby="video-upload-heading"
      className="mt-8 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700"
    >
      <h2 id="video-upload-heading" className="text-lg font-bold text-brand-900 dark:text-white">
        {copy.heading}
      </h2>
      {!sending && unfinished.length > 0 && (
        <ul className="mt-3 space-y-2">
          {unfinished.map((upload, index) => (
            <li key={`${upload.fileName}-${index}`} className={warnNote}>
              {copy.unfinished(upload.fileName)}
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4 md:flex-row md:items-end">
        <div className="min-w-0 flex-1">
          <label
            htmlFor="video-file"
            className="block text-sm font-semibold text-slate-800 dark:text-slate-100"
          >
            {copy.file}
          </label>
          <input
            ref={input}
            id="video-file"
            type="file"
            accept={['.mp4', '.webm', ...VIDEO_RULE.types].join(',')}
            disabled={sending}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? 'video-file-error video-file-hint' : 'video-file-hint'}
            onChange={() => setFieldError(null)}
            className={`${fieldControlClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-900 dark:file:bg-slate-700 dark:file:text-white`}
          />
          {fieldError && (
            <p id="video-file-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
              {fieldError}
            </p>
          )}
          <p id="video-file-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {copy.hint(VIDEO_MAX_MB)}
          </p>
        </div>
        <button
          type="submit"
          aria-disabled={sending}
          className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60 md:mb-7"
        >
          <Upload aria-hidden="true" className="h-5 w-5" />
          {copy.submit}
        </button>
      </form>

      {state.phase === 'sending' && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <UploadProgress
              label={copy.uploading(state.fileName)}
              sent={state.sent}
              total={state.total}
              detail={
                state.offline
                  ? undefined
                  : state.secondsLeft === null
                    ? copy.estimating
                    : copy.timeLeft(state.secondsLeft)
              }
            />
          </div>
          <button type="button" className="btn-secondary" onClick={() => void cancel()}>
            <X aria-hidden="true" className="h-5 w-5" />
            {copy.cancel}
          </button>
        </div>
      )}
      {state.phase === 'sending' && state.resumed && !state.offline && (
        <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {copy.resuming}
        </p>
      )}
      {state.phase === 'sending' && state.offline && (
        <p role="status" className={`mt-3 flex items-start gap-2 ${warnNote}`}>
          <WifiOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {copy.offline}
        </p>
      )}
      {state.phase === 'done' && (
        <p ref={outcome} tabIndex={-1} role="status" className={`mt-4 ${okNote}`}>
          {copy.done(state.name)}
        </p>
      )}
      {state.phase === 'cancelled' && (
        <p ref={outcome} tabIndex={-1} role="status" className="mt-4 text-slate-800 dark:text-slate-100">
          {copy.cancelled}
        </p>
      )}
      {state.phase === 'failed' && (
        <p
          ref={outcome}
          tabIndex={-1}
          role="alert"
          className="mt-4 font-medium text-red-700 dark:text-red-300"
        >
          {failureText(copy, state.reason)}
        </p>
      )}
    </section>
  );
}
