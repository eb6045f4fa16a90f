// How a stored conversation's values read for an admin, in the admin's own words; a value the
// database gains later shows as it is stored rather than as nothing.
import { LANGUAGES } from '@contract/language.ts';
import { CHAT_CLOSED_BY, CHAT_STATUSES, TRANSCRIPT_STATUSES } from './chat-paths';
import type { ChatsCopy } from './copy';

const find = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function chatStatusLabel(copy: ChatsCopy, status: string): string {
  const known = find(CHAT_STATUSES, status);
  return known ? copy.statuses[known] : status;
}

/** How the conversation ended, or undefined while it is open. */
export function closedByLabel(copy: ChatsCopy, closedBy: string | null): string | undefined {
  if (!closedBy) return undefined;
  const known = find(CHAT_CLOSED_BY, closedBy);
  return known ? copy.closedBy[known] : closedBy;
}

export function transcriptLabel(copy: ChatsCopy, status: string): string {
  const known = find(TRANSCRIPT_STATUSES, status);
  return known ? copy.transcripts[known] : status;
}

export function languageLabel(copy: ChatsCopy, language: string): string {
  const known = find(LANGUAGES, language);
  return known ? copy.languages[known] : language;
}

/** Who wrote a message: the visitor, or the assistant with the answerer that wrote the reply. */
export function authorLabel(copy: ChatsCopy, message: { role: string; answered_by: string | null }): string {
  if (message.role === 'user') return copy.detail.visitor;
  const answerer =
    message.answered_by === 'gemini' || message.answered_by === 'local' ? message.answered_by : null;
  return answerer ? copy.detail.answeredBy(copy.answerers[answerer]) : copy.detail.assistant;
}

/** The name and address the list and the title show: "Emma Bakker (emma@example.com)", or the address alone. */
export const visitorOf = (row: { customer_name: string | null; customer_email: string }) =>
  row.customer_name?.trim() ? `${row.customer_name.trim()} (${row.customer_email})` : row.customer_email;

/** Who the conversation screen is titled after: the name given, else the address. */
export const visitorName = (row: { customer_name: string | null; customer_email: string }) =>
  row.customer_name?.trim() || row.customer_email;
