// Sends a validated enquiry to the send-contact-email function and sorts the answer into what the
// form needs to do next.
import type { EnquiryRequest } from '../../../supabase/functions/_shared/enquiry/index.ts';
import { getSupabase } from '../../lib/supabase';

const SEND_FUNCTION = 'send-contact-email';

export type SendOutcome =
  | { kind: 'sent'; id: string }
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

interface SendAnswer {
  success?: boolean;
  id?: string;
  fieldErrors?: Record<string, string[]>;
}

const isAnswer = (value: unknown): value is SendAnswer => typeof value === 'object' && value !== null;

/** The response behind a supabase-js FunctionsHttpError (a non-2xx answer). */
const responseOf = (error: unknown): Response | undefined => {
  const context =
    typeof error === 'object' && error !== null ? (error as { context?: unknown }).context : undefined;
  return context instanceof Response ? context : undefined;
};

async function outcomeOfFailure(error: unknown): Promise<SendOutcome> {
  const response = responseOf(error);
  if (response?.status === 429) return { kind: 'rate-limited' };
  if (response?.status === 400) {
    const answer: unknown = await response.json().catch(() => undefined);
    if (isAnswer(answer) && answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0)
      return { kind: 'invalid', fieldErrors: answer.fieldErrors };
  }
  return { kind: 'failed' };
}

export async function sendEnquiry(body: EnquiryRequest): Promise<SendOutcome> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.functions.invoke<unknown>(SEND_FUNCTION, { body });
    if (error) return await outcomeOfFailure(error);
    return isAnswer(data) && data.success === true && typeof data.id === 'string'
      ? { kind: 'sent', id: data.id }
      : { kind: 'failed' };
  } catch {
    // Network down or supabase-js failed to load: the visitor keeps the form and can retry or call.
    return { kind: 'failed' };
  }
}
