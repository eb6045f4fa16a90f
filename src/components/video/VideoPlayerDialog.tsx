import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type VideoHTMLAttributes } from 'react';
import { TriangleAlert, X } from '@/components/icons';
import type { Language } from '@contract/language.ts';
import { playerCopy } from './player-copy';

/** A WebVTT caption file of a video, in one of the site's languages. */
export interface CaptionFile {
  lang: Language;
  url: string;
}

export type PlayerState = 'loading' | 'playing' | 'paused' | 'error';

/**
 * A modal video player, the one the public site and the back office share: loading until the video's metadata arrives, then playing or paused, or an
 * error when the file cannot be read. Escape, the close button and a click outside close it. It
 * offers the video's caption files as tracks, the page's language shown by default, or says that
 * the video has none.
 */
export function VideoPlayerDialog({
  src,
  captions,
  lang,
  title,
  open,
  onOpenChange,
}: {
  src: string;
  captions: readonly CaptionFile[];
  /** The page's language: its words, and its captions are the ones shown by default. */
  lang: Language;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const copy = playerCopy[lang];
  const [state, setState] = useState<PlayerState>('loading');
  const videoProps = {
    src,
    controls: true,
    autoPlay: true,
    playsInline: true,
    className: 'aspect-video w-full rounded-lg bg-black',
    onLoadedMetadata: () => setState((current) => (current === 'loading' ? 'paused' : current)),
    onPlay: () => setState('playing'),
    onPause: () => setState('paused'),
    onError: () => setState('error'),
  } satisfies VideoHTMLAttributes<HTMLVideoElement>;
  const trackProps = (file: CaptionFile) => ({
    src: file.url,
    srcLang: file.lang,
    label: copy.captionLanguages[file.lang],
    default: file.lang === lang,
  });
  const firstCaptionFile = captions.at(0);
  // Opened without a Radix trigger, so the dialog itself returns focus to what opened it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setState('loading');
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(56rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-slate-950 p-4 text-white shadow-2xl"
        >
          <div className="flex items-center justify-between gap-4 pb-3">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close className="icon-button text-white hover:bg-white/10" aria-label={copy.close}>
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{copy.description}</Dialog.Description>
          {state === 'error' ? (
            <div
              role="alert"
              className="flex aspect-video flex-col items-center justify-center gap-2 text-center"
            >
              <TriangleAlert aria-hidden="true" size={36} className="text-signal-500" />
              <p className="text-lg font-bold">
                {copy.errorTitle} - {copy.errorText}
              </p>
              <p className="text-sm text-slate-300">{copy.errorDetail}</p>
            </div>
          ) : (
            <>
              <div className="relative">
                {firstCaptionFile ? (
                  // The tracks are served from the storage host, another origin, and a browser loads a
                  // track from another origin only when its video asks for CORS.
                  <video crossOrigin="anonymous" {...videoProps}>
                    {/* Written out, not mapped, so that jsx-a11y/media-has-caption sees a caption track. */}
                    <track kind="captions" {...trackProps(firstCaptionFile)} />
                    {captions.slice(1).map((file) => (
                      <track key={file.lang} kind="captions" {...trackProps(file)} />
                    ))}
                  </video>
                ) : (
                  // eslint-disable-next-line jsx-a11y/media-has-caption -- no caption file was uploaded for this video; the note below says so
                  <video {...videoProps} />
                )}
                {state === 'loading' && (
                  <p role="status" className="absolute inset-0 flex items-center justify-center text-lg">
                    {copy.loading}
                  </p>
                )}
                {state !== 'loading' && (
                  <p role="status" className="mt-2 text-sm text-slate-300">
                    {state === 'playing' ? copy.playing : copy.paused}
                  </p>
                )}
              </div>
              {!firstCaptionFile && <p className="mt-1 text-sm text-slate-300">{copy.noCaptions}</p>}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
