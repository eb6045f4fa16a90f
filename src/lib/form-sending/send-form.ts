// Sends a validated form (an enquiry, or the newsletter sign-up) to its edge function and sorts the
// answer into what the form needs to do next.
import { IDEMPOTENCY_HEADER } from '@contract/enquiry/idempotency.ts';
import type { EnquiryRequest } from '@contract/enquiry/index.ts';
import { callFunction } from '../edge-functions';
import { idempotencyKeyFor } from './idempotency';

const SEND_FUNCTION = 'send-contact-email';

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

interface SendAnswer {
  success?: boolean;
  fieldErrors?: Record<string, string[]>;
}

const isAnswer = (value: unknown): value is SendAnswer => typeof value === 'object' && value !== null;

/** Network down or supabase-js failed to load count as failed: the visitor keeps the form and can retry. */
export async function sendForm(
  functionName: string,
  body: object,
  headers?: Record<string, string>,
): Promise<SendOutcome> {
  const { status, body: answer } = await callFunction(functionName, body, headers);
  if (status === 200)
    return isAnswer(answer) && answer.success === true ? { kind: 'sent' } : { kind: 'failed' };
  if (status === 429) return { kind: 'rate-limited' };
  if (status === 400 && isAnswer(answer) && answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0)
    return { kind: 'invalid', fieldErrors: answer.fieldErrors };
  return { kind: 'failed' };
}

/** Sent with an idempotency key: the same content sent again is stored once. */
export const sendEnquiry = (body: EnquiryRequest): Promise<SendOutcome> =>
  sendForm(SEND_FUNCTION, body, { [IDEMPOTENCY_HEADER]: idempotencyKeyFor(body.formType, body) });
