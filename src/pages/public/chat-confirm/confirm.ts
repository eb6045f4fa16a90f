// The confirmation link of a chat transcript e-mail: its token goes to `confirm-chat-email`, and the
// answer is sorted into what the page tells the visitor.
import { callFunction } from '@/lib/edge-functions';
import type { ConfirmChatEmailResponse } from '@contract/chat.ts';

export type ConfirmOutcome =
  { kind: 'confirmed' | 'already-confirmed'; transcriptsSent: number } | { kind: 'invalid' | 'failed' };

const isAnswer = (body: unknown): body is ConfirmChatEmailResponse =>
  typeof body === 'object' &&
  body !== null &&
  (body as { success?: unknown }).success === true &&
  typeof (body as { transcriptsSent?: unknown }).transcriptsSent === 'number';

export async function confirmChatEmail(token: string): Promise<ConfirmOutcome> {
  if (!token) return { kind: 'invalid' };
  const { status, body } = await callFunction('confirm-chat-email', { token });
  if (status === 400 || status === 404) return { kind: 'invalid' };
  if (status === 200 && isAnswer(body)) return { kind: body.status, transcriptsSent: body.transcriptsSent };
  return { kind: 'failed' };
}
