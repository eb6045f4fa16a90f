import { useCallback, useEffect, useRef, useState } from 'react';
import { startVideoUpload, type RunningUpload, type UploadEvent, type UploadFailure } from './upload-engine';
import { TimeLeft } from './video-upload';

export type UploadState =
  | { phase: 'idle' }
  | {
      phase: 'sending';
      fileName: string;
      sent: number;
      total: number;
      secondsLeft: number | null;
      offline: boolean;
      resumed: boolean;
    }
  | { phase: 'done'; name: string }
  | { phase: 'cancelled' }
  | { phase: 'failed'; reason: UploadFailure };

/** One upload at a time: its progress, time left and connection, and a cancel that cleans up. */
export function useVideoUpload(onDone: (name: string) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<RunningUpload | null>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  // Leaving the screen stops the upload without terminating it: a large one stays resumable, and
  // choosing the same file later continues it.
  useEffect(() => () => running.current?.stop(), []);

  // Closing or reloading the tab mid-upload asks first.
  const sending = state.phase === 'sending';
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  const start = useCallback(async (file: File) => {
    if (running.current) return;
    const timeLeft = new TimeLeft();
    let over = false;
    setState({
      phase: 'sending' as const,
      fileName: file.name,
      sent: 0,
      total: file.size,
      secondsLeft: null,
      offline: false,
      resumed: false,
    });
    const emit = (event: UploadEvent) => {
      if (event.type === 'progress') {
        timeLeft.add(performance.now(), event.sent);
        setState((current) =>
          current.phase === 'sending'
            ? { ...current, sent: event.sent, total: event.total, secondsLeft: timeLeft.seconds(event.total) }
            : current,
        );
      } else if (event.type === 'offline' || event.type === 'online') {
        timeLeft.reset();
        setState((current) =>
          current.phase === 'sending'
            ? { ...current, offline: event.type === 'offline', secondsLeft: null }
            : current,
        );
      } else {
        over = true;
        running.current = null;
        if (event.type === 'done') {
          setState({ phase: 'done', name: event.name });
          onDoneRef.current(event.name);
        } else setState({ phase: 'failed', reason: event.reason });
      }
    };
    try {
      const upload = await startVideoUpload(file, emit);
      if (!over) running.current = upload;
      if (upload.resumed)
        setState((current) => (current.phase === 'sending' ? { ...current, resumed: true } : current));
    } catch {
      setState({ phase: 'failed', reason: 'network' });
    }
  }, []);

  const cancel = useCallback(async () => {
    const upload = running.current;
    running.current = null;
    setState({ phase: 'cancelled' });
    await upload?.cancel();
  }, []);

  return { state, start, cancel };
}
