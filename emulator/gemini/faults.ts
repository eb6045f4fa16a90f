// Failures the stand-in can be told to produce, one per model request in the order given, so a
// test can make the first attempt fail and the next one succeed, or every attempt fail.

export const FAULT_KINDS = [
  /** 429 RESOURCE_EXHAUSTED, as when the quota is used up. */
  'rate-limited',
  /** 500 INTERNAL. */
  'internal',
  /** 503 UNAVAILABLE, "the model is overloaded". */
  'unavailable',
  /** 400 API_KEY_INVALID, as for a revoked or mistyped key. */
  'invalid-key',
  /** 200 with `promptFeedback.blockReason` and no candidates. */
  'blocked-prompt',
  /** 200 with a candidate that has no content and `finishReason: SAFETY`. */
  'safety',
  /** The answer only starts after `delayMs`. */
  'slow',
  /** The first piece of a streamed answer, then nothing for `delayMs`, then the rest. */
  'stall',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  kind: FaultKind;
  /** For `slow` and `stall`; 30 s when absent. */
  delayMs?: number;
}

export function parseFaults(body: unknown): Fault[] | undefined {
  const list = typeof body === 'object' && body !== null ? (body as { faults?: unknown }).faults : undefined;
  if (!Array.isArray(list)) return undefined;
  const faults: Fault[] = [];
  for (const item of list) {
    const { kind, delayMs } = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    if (!FAULT_KINDS.includes(kind as FaultKind)) return undefined;
    if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0)) return undefined;
    faults.push({ kind: kind as FaultKind, ...(delayMs === undefined ? {} : { delayMs }) });
  }
  return faults;
}
