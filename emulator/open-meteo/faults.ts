// Failures the stand-in can be told to produce, one per forecast request in the order given, so a
// test can make the next request (or the next few) fail and later ones succeed.

import { type Fault as StandInFault, parseFaults as parseStandInFaults } from '../stand-in/faults.ts';

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

export type Fault = StandInFault<FaultKind>;

export const parseFaults = (body: unknown) => parseStandInFaults(body, FAULT_KINDS);
