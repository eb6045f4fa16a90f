// The two things a newsletter e-mail's link asks of the functions: confirm a subscription, or end
// one. Each answer is sorted into what the page tells the subscriber.
import { callFunction } from '@/lib/edge-functions';
import type { ConfirmOutcome, UnsubscribeOutcome } from './link-page-copy';

interface ConfirmAnswer {
  status?: unknown;
  guideSent?: unknown;
}

export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  if (!token) return 'invalid';
  const { status, body } = await callFunction('newsletter-confirm', { token });
  if (status === 400 || status === 404) return 'invalid';
  const answer: ConfirmAnswer = status === 200 && typeof body === 'object' && body !== null ? body : {};
  if (answer.status === 'already-confirmed') return 'already-confirmed';
  if (answer.status === 'confirmed') return answer.guideSent === false ? 'guide-not-sent' : 'confirmed';
  return 'failed';
}

export async function unsubscribeByLink(id: string, token: string): Promise<UnsubscribeOutcome> {
  if (!id || !token) return 'invalid';
  const { status } = await callFunction('newsletter-unsubscribe', { id, token });
  return status === 200 ? 'unsubscribed' : status === 400 ? 'invalid' : 'failed';
}
