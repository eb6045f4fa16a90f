// Failures the stand-in can be told to produce, one per forecast request in the order given, so a
// test can make the next request (or the next few) fail and later ones succeed.

export const FAULT_KINDS = [
  /** 500 `{"error": true, "reason": "Something went wrong."}`. */
  'internal',
  /** 502 with the HTML page of the proxy in front of the API, as during an outage. */
  'bad-gateway',
  /** 429, the free API's per-minute limit. */
  'rate-limited',
  /** 400 "The supplied API key is invalid.", as for a cancelled subscription. */
  'invalid-key',
  /** The answer only starts after `delayMs`: a timeout for any caller that waits less. */
  'slow',
  /** 200 with a JSON body cut off halfway. */
  'truncated',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  kind: FaultKind;
  /** For `slow`; 30 s when absent. */
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
