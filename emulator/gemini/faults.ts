// Failures the stand-in can be told to produce, one per model request in the order given, so a
// test can make the first attempt fail and the next one succeed, or every attempt fail.

import { type Fault as StandInFault, parseFaults as parseStandInFaults } from '../stand-in/faults.ts';

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

export type Fault = StandInFault<FaultKind>;

export const parseFaults = (body: unknown) => parseStandInFaults(body, FAULT_KINDS);
