// The browser's own brakes on sending: at most five submissions a minute per form type, and a second
// tap within 300 ms ignored. The server enforces its own limit; these give quick, friendly feedback.

export const RATE_LIMIT = { max: 5, windowMs: 60_000 } as const;
export const DOUBLE_TAP_MS = 300;
const STORAGE_KEY = 'enquiry-submissions';

type Log = Record<string, number[]>;

const readLog = (): Log => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Log) : {};
  } catch {
    return {};
  }
};

/**
 * Records a submission of `formType` and answers whether it is within the limit. A refused one is
 * not recorded, so the window frees up a minute after the fifth accepted submission.
 */
export function takeSubmissionSlot(formType: string, now = Date.now()): boolean {
  const log = readLog();
  const recent = (Array.isArray(log[formType]) ? log[formType] : []).filter(
    (time) => typeof time === 'number' && now - time < RATE_LIMIT.windowMs && time <= now,
  );
  if (recent.length >= RATE_LIMIT.max) return false;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...log, [formType]: [...recent, now] }));
  } catch {
    // Without storage the server's limit still applies.
  }
  return true;
}

/** A gate that lets a submission through unless the last one it let through came within 300 ms. */
export function createDoubleTapGuard(windowMs = DOUBLE_TAP_MS): (now?: number) => boolean {
  let last = -Infinity;
  return (now = Date.now()) => {
    if (now - last < windowMs) return false;
    last = now;
    return true;
  };
}
