import { clientAddress } from './client-address.ts';
import { messages } from './contract/enquiry/messages.ts';
import { fieldErrorsOf } from './contract/enquiry/schema.ts';
import { securityPreCheck } from './contract/enquiry/security.ts';
import type { Language } from './contract/language.ts';
import type { z } from './contract/zod.ts';
import type { ServiceClient } from './database.ts';
import { jsonResponse } from './http.ts';
import { rateLimitKeys, takeRateLimitSlot } from './rate-limit.ts';

// The checks every public submission passes before anything is stored: schema, security
// pre-check, rate limit. Each returns the response to send when the submission stops there.

export function validationFailure(language: Language, error: z.ZodError): Response {
  return jsonResponse(400, {
    success: false,
    error: messages[language].validationFailed,
    fieldErrors: fieldErrorsOf(error),
  });
}

export function securityFailure(language: Language, body: unknown): Response | undefined {
  const finding = securityPreCheck(body);
  if (!finding) return undefined;
  console.warn(`submission rejected by the security pre-check: ${finding.rule} in ${finding.field}`);
  const field = finding.field.split('.').at(-1) || 'form';
  return jsonResponse(400, {
    success: false,
    error: messages[language].validationFailed,
    fieldErrors: { [field]: [messages[language].securityRejected] },
  });
}

export async function rateLimitFailure(
  db: ServiceClient,
  request: Request,
  scope: string,
  email: string,
  language: Language,
): Promise<Response | undefined> {
  const wait = await takeRateLimitSlot(db, rateLimitKeys(scope, clientAddress(request), email));
  if (wait === 0) return undefined;
  return jsonResponse(
    429,
    { success: false, error: messages[language].rateLimited },
    { 'Retry-After': String(wait) },
  );
}

/** The last resort: logged with its detail, answered without it. */
export function unexpectedFailure(language: Language, context: string, error: unknown): Response {
  console.error(`${context} failed`, error);
  return jsonResponse(500, { success: false, error: messages[language].submissionFailed });
}

/** An error's message, short enough for the email_error column. */
export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);
