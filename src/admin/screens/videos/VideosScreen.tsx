import { useEffect, useRef, useState } from 'react';
import { LoadState } from '@/admin/LoadState';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { VideoPlayerDialog } from '@/components/video/VideoPlayerDialog';
import { useLanguage } from '@/i18n/language-context';
import { cardName } from './assignment';
import { CardsPanel } from './CardsPanel';
import { videosCopy } from './copy';
import { UploadPanel } from './UploadPanel';
import { loadVideos, VIDEO_LIST_LIMIT, type VideoFile } from './video-files';
import { VideoRow, type RowMessage } from './VideoRow';

const messageClass = {
  ok: 'bg-emerald-50 text-emerald-950 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700',
  error: 'bg-red-50 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-700',
} as const;

/**
 * `/video-management`: upload showcase videos, see them newest first with a frame and their duration,
 * play, share, download or delete them, and choose which sample card on the site plays which.
 */
export function VideosScreen() {
  const { lang } = useLanguage();
  const copy = videosCopy[lang];
  useScreenTitle(copy.title);
  const { result, retry } = useAdminData(loadVideos);
  const [playing, setPlaying] = useState<VideoFile | null>(null);
  const [message, setMessage] = useState<RowMessage | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // What a row's button did (its row may be gone): focus goes to the words saying so.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const report = (next: RowMessage) => {
    setMessage(next);
    retry();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">{copy.title}</h1>
      <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{copy.lead}</p>
      {message && (
        <p
          ref={messageRef}
          tabIndex={-1}
          role={message.kind === 'ok' ? 'status' : 'alert'}
          className={`mt-6 rounded-lg p-4 ring-1 [overflow-wrap:anywhere] ${messageClass[message.kind]}`}
        >
          {message.text}
        </p>
      )}
      <UploadPanel onUploaded={() => retry()} />
      {result.state === 'loading' ? (
        <LoadState failed={false} onRetry={retry} className="mt-8" />
      ) : result.state === 'failed' ? (
        <div role="alert" className="mt-8">
          <p className="font-medium text-slate-800 dark:text-slate-100">{copy.loadFailed}</p>
          <button type="button" onClick={retry} className="btn-primary mt-4">
            {copy.retry}
          </button>
        </div>
      ) : (
        <>
          <CardsPanel
            assignments={result.data.assignments}
            videos={result.data.videos}
            truncated={result.data.truncated}
            onCleared={(card) => report({ kind: 'ok', text: copy.cards.cleared(card) })}
          />
          <section aria-labelledby="video-list-heading" className="mt-10">
            <h2 id="video-list-heading" className="text-lg font-bold text-brand-900 dark:text-white">
              {copy.list.heading(result.data.videos.length)}
            </h2>
            {result.data.truncated && (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {copy.list.limit(VIDEO_LIST_LIMIT)}
              </p>
            )}
            {result.data.videos.length === 0 ? (
              <p className="mt-4 rounded-xl bg-white p-6 text-slate-800 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700">
                {copy.list.none}
              </p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200 dark:divide-slate-700 dark:bg-slate-900 dark:ring-slate-700">
                {result.data.videos.map((video) => (
                  <VideoRow
                    key={video.name}
                    video={video}
                    assignments={result.data.assignments}
                    onPlay={setPlaying}
                    onMessage={setMessage}
                    onDeleted={() => report({ kind: 'ok', text: copy.delete.done })}
                    onAssigned={(row) =>
                      report({
                        kind: 'ok',
                        text: copy.assign.saved(cardName(copy.cards.names, row.card_key)),
                      })
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {playing && (
        <VideoPlayerDialog
          src={playing.url}
          captions={playing.captions}
          lang={lang}
          title={playing.name}
          open
          onOpenChange={(open) => !open && setPlaying(null)}
        />
      )}
    </div>
  );
}
