// A video's duration and a frame to show for it, read from the file's metadata and one frame: no
// more than a few at a time, so a list of a hundred videos does not download a hundred at once.

/** Runs at most `max` tasks at once, the rest in the order they were asked for. */
export function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (active >= max) return;
    const task = waiting.shift();
    if (task) {
      active += 1;
      task();
    }
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active -= 1;
            next();
          });
      });
      next();
    });
  };
}

const once = (target: EventTarget, event: string, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const fail = () => reject(new Error(`video ${event} failed`));
    target.addEventListener(event, () => resolve(), { once: true, signal });
    target.addEventListener('error', fail, { once: true, signal });
    signal.addEventListener('abort', fail, { once: true });
  });

/**
 * Loads `url`'s metadata into `video` and seeks to a frame a little way in (the first one is often
 * black); answers the duration in seconds. A WebM recorded in a browser carries no duration, and a
 * seek far past the end makes the browser find it.
 */
export async function seekToPosterFrame(
  video: HTMLVideoElement,
  url: string,
  signal: AbortSignal,
): Promise<number> {
  video.preload = 'metadata';
  video.muted = true;
  video.playsInline = true;
  const loaded = once(video, 'loadedmetadata', signal);
  video.src = url;
  await loaded;
  if (!Number.isFinite(video.duration)) {
    const found = once(video, 'durationchange', signal);
    video.currentTime = Number.MAX_SAFE_INTEGER;
    await found;
  }
  const duration = video.duration;
  const seeked = once(video, 'seeked', signal);
  video.currentTime = Math.min(1, duration / 10);
  await seeked;
  return duration;
}

/** Draws the video's current frame into `canvas`, fitted inside it without stretching. */
export function drawFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): void {
  const context = canvas.getContext('2d');
  if (!context || !video.videoWidth || !video.videoHeight) return;
  const scale = Math.min(canvas.width / video.videoWidth, canvas.height / video.videoHeight);
  const width = video.videoWidth * scale;
  const height = video.videoHeight * scale;
  context.fillStyle = '#000';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(video, (canvas.width - width) / 2, (canvas.height - height) / 2, width, height);
}
