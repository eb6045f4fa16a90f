import { useEffect, useRef, useState } from 'react';
import { Film } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { videosCopy } from './copy';
import { drawFrame, limiter, seekToPosterFrame } from './video-frame';

/** Three at a time across the whole list. */
const runLimited = limiter(3);
const LOAD_TIMEOUT_MS = 20_000;

/**
 * A frame of the video, loaded when its row comes near the screen, and the video's duration for the
 * row. Decorative: the row says which video it is.
 */
export function VideoPoster({
  url,
  onDuration,
}: {
  url: string;
  onDuration: (seconds: number | null) => void;
}) {
  const { lang } = useLanguage();
  const copy = videosCopy[lang].list;
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  const report = useRef(onDuration);
  useEffect(() => {
    report.current = onDuration;
  }, [onDuration]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const controller = new AbortController();
    let disposed = false;
    const load = () =>
      runLimited(async () => {
        if (controller.signal.aborted) return;
        const video = document.createElement('video');
        const timer = window.setTimeout(() => controller.abort(), LOAD_TIMEOUT_MS);
        try {
          const duration = await seekToPosterFrame(video, url, controller.signal);
          if (canvas.current) drawFrame(video, canvas.current);
          setState('ready');
          report.current(duration);
        } catch {
          if (disposed) return;
          setState('failed');
          report.current(null);
        } finally {
          window.clearTimeout(timer);
          // Lets the browser drop the connection and the decoded frames.
          video.removeAttribute('src');
          video.load();
        }
      });
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      disposed = true;
      observer.disconnect();
      controller.abort();
    };
  }, [url]);

  return (
    <div
      ref={box}
      aria-hidden="true"
      className="relative aspect-video w-full shrink-0 overflow-hidden rounded-lg bg-slate-800 sm:w-48"
    >
      <canvas ref={canvas} width={320} height={180} className="h-full w-full" />
      {state !== 'ready' && (
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-sm text-slate-300">
          <Film className="h-6 w-6" />
          {state === 'failed' && copy.posterFailed}
        </span>
      )}
    </div>
  );
}
