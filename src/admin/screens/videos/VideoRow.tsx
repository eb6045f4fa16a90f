import { useCallback, useMemo, useRef, useState } from 'react';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { ConfirmDialog } from '@/admin/ConfirmDialog';
import { Download, Link2, MonitorPlay, Play, Trash2 } from '@/components/icons';
import { durationText, type ShowcaseVideoRow } from '@/components/video/showcase-cards';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { AssignForm } from './AssignForm';
import { cardName } from './assignment';
import { videosCopy } from './copy';
import { deleteVideo, downloadUrl, signedVideoUrl, type VideoFile } from './video-files';
import { VideoPoster } from './VideoPoster';

const actionClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-400 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-disabled:opacity-60 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800';

/** `12.5 MB` / `12,5 MB`. */
function useSizeFormat() {
  const { ui } = useLanguage();
  return useMemo(() => {
    const number = new Intl.NumberFormat(ui.locale, { maximumFractionDigits: 1 });
    return (bytes: number) =>
      bytes < 1024 * 1024 ? `${number.format(bytes / 1024)} KB` : `${number.format(bytes / 1024 / 1024)} MB`;
  }, [ui.locale]);
}

export interface RowMessage {
  kind: 'ok' | 'error';
  text: string;
}

/** One uploaded video: what it is, and playing, sharing, downloading, deleting and placing it. */
export function VideoRow({
  video,
  assignments,
  onPlay,
  onMessage,
  onDeleted,
  onAssigned,
}: {
  video: VideoFile;
  assignments: readonly ShowcaseVideoRow[];
  onPlay: (video: VideoFile) => void;
  onMessage: (message: RowMessage) => void;
  onDeleted: () => void;
  onAssigned: (row: ShowcaseVideoRow) => void;
}) {
  const { lang } = useLanguage();
  const copy = videosCopy[lang];
  const time = useAmsterdamTime();
  const size = useSizeFormat();
  const [duration, setDuration] = useState<number | null | undefined>(undefined);
  const [assigning, setAssigning] = useState(false);
  const [copying, setCopying] = useState(false);
  const assignButton = useRef<HTMLButtonElement>(null);
  const onCards = assignments.filter((row) => row.object_name === video.name);
  const onDuration = useCallback((seconds: number | null) => setDuration(seconds), []);

  const copyLink = async () => {
    if (copying) return;
    setCopying(true);
    try {
      await navigator.clipboard.writeText(await signedVideoUrl(await getSupabase(), video.name));
      onMessage({ kind: 'ok', text: copy.actions.copied(video.name) });
    } catch {
      onMessage({ kind: 'error', text: copy.actions.copyFailed });
    }
    setCopying(false);
  };

  return (
    <li className="px-4 py-4 sm:px-5">
      <div className="flex flex-col gap-4 sm:flex-row">
        <VideoPoster url={video.url} onDuration={onDuration} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
            {video.name}
          </h3>
          <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            {video.createdAt && (
              <div className="flex gap-1">
                <dt>{copy.list.uploaded}:</dt>
                <dd>
                  <time dateTime={video.createdAt}>{time.format(new Date(video.createdAt))}</time>
                </dd>
              </div>
            )}
            {video.size !== null && (
              <div className="flex gap-1">
                <dt>{copy.list.size}:</dt>
                <dd>{size(video.size)}</dd>
              </div>
            )}
            <div className="flex gap-1">
              <dt>{copy.list.duration}:</dt>
              <dd>
                {duration ? durationText(duration) : duration === null ? copy.list.unknownDuration : '…'}
              </dd>
            </div>
            {onCards.length > 0 && (
              <div className="flex gap-1">
                <dt>{copy.list.onCard}:</dt>
                <dd>{onCards.map((row) => cardName(copy.cards.names, row.card_key)).join(', ')}</dd>
              </div>
            )}
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={actionClass}
              aria-label={copy.actions.playLabel(video.name)}
              onClick={() => onPlay(video)}
            >
              <Play aria-hidden="true" className="h-4 w-4" />
              {copy.actions.play}
            </button>
            <button
              type="button"
              className={actionClass}
              aria-label={copy.actions.copyLinkLabel(video.name)}
              aria-disabled={copying}
              onClick={() => void copyLink()}
            >
              <Link2 aria-hidden="true" className="h-4 w-4" />
              {copy.actions.copyLink}
            </button>
            <a
              href={downloadUrl(video.name)}
              download={video.name}
              className={actionClass}
              aria-label={copy.actions.downloadLabel(video.name)}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {copy.actions.download}
            </a>
            <button
              ref={assignButton}
              type="button"
              className={actionClass}
              aria-label={copy.actions.assignLabel(video.name)}
              aria-expanded={assigning}
              onClick={() => setAssigning((open) => !open)}
            >
              <MonitorPlay aria-hidden="true" className="h-4 w-4" />
              {copy.actions.assign}
            </button>
            <ConfirmDialog
              trigger={
                <>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {copy.delete.button}
                </>
              }
              triggerLabel={copy.delete.label(video.name)}
              triggerClassName="inline-flex items-center gap-2 rounded-lg border border-red-700 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
              title={copy.delete.title(video.name)}
              description={copy.delete.text}
              confirmLabel={copy.delete.confirm}
              busyLabel={copy.delete.busy}
              cancelLabel={copy.cancel}
              onConfirm={async () => {
                try {
                  await deleteVideo(await getSupabase(), video.name);
                  onDeleted();
                  return null;
                } catch {
                  return copy.delete.failed;
                }
              }}
            />
          </div>
        </div>
      </div>
      {assigning && (
        <AssignForm
          objectName={video.name}
          assignments={assignments}
          durationSeconds={duration ?? null}
          onSaved={(row) => {
            setAssigning(false);
            onAssigned(row);
          }}
          onCancel={() => {
            setAssigning(false);
            assignButton.current?.focus();
          }}
        />
      )}
    </li>
  );
}
