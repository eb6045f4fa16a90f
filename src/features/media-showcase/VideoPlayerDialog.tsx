import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PlayerCopy } from './copy';

export type PlayerState = 'loading' | 'playing' | 'paused' | 'error';

/**
 * A modal video player: loading until the video's metadata arrives, then playing or paused, or an
 * error when the file cannot be read. Escape, the close button and a click outside close it.
 */
export function VideoPlayerDialog({
  src,
  title,
  open,
  onOpenChange,
  copy,
}: {
  src: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: PlayerCopy;
}) {
  const [state, setState] = useState<PlayerState>('loading');
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
              <AlertTriangle aria-hidden="true" size={36} className="text-signal-500" />
              <p className="text-lg font-bold">
                {copy.errorTitle} - {copy.errorText}
              </p>
              <p className="text-sm text-slate-300">{copy.errorDetail}</p>
            </div>
          ) : (
            <div className="relative">
              {/* Sample footage has no speech, so there is no caption track to offer. */}
              {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
              <video
                src={src}
                controls
                autoPlay
                playsInline
                className="aspect-video w-full rounded-lg bg-black"
                onLoadedMetadata={() => setState((current) => (current === 'loading' ? 'paused' : current))}
                onPlay={() => setState('playing')}
                onPause={() => setState('paused')}
                onError={() => setState('error')}
              />
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
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
