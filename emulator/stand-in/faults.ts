// Failures a stand-in can be told to produce, one per request in the order given: each stand-in
// names its own kinds, in the words of the service it stands in for.

export interface Fault<Kind extends string> {
  kind: Kind;
  /** For the kinds that wait; 30 s when absent. */
  delayMs?: number;
}

/** `{ "faults": [{ "kind", "delayMs"? }] }` with kinds from `kinds`, or undefined when it is not. */
export function parseFaults<Kind extends string>(
  body: unknown,
  kinds: readonly Kind[],
): Fault<Kind>[] | undefined {
  const list = typeof body === 'object' && body !== null ? (body as { faults?: unknown }).faults : undefined;
  if (!Array.isArray(list)) return undefined;
  const faults: Fault<Kind>[] = [];
  for (const item of list) {
    const { kind, delayMs } = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    if (!kinds.includes(kind as Kind)) return undefined;
    if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0)) return undefined;
    faults.push({ kind: kind as Kind, ...(delayMs === undefined ? {} : { delayMs }) });
  }
  return faults;
}
