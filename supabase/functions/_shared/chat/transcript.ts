import { CHAT_RATE_LIMITS, type TranscriptOutcome } from '../contract/chat.ts';
import type { Language } from '../contract/language.ts';
import type { EmailMessage } from '../email/message.ts';
import { chatTranscript, chatTranscriptCopy, type TranscriptConversation } from '../email/templates/chat.ts';
import { enquirySettings } from '../enquiry-settings.ts';
import { errorText } from '../submission.ts';
import { isConfirmedAddress, requestTranscriptAddress, type ChatMailDeps } from './confirmation.ts';

// The delivery of a closed conversation's transcript, after the caller claimed it (set its
// transcript_status to 'pending' in a conditional update, so it is delivered once): to the visitor
// only once their address confirmed (else the confirmation e-mail goes), at most
// CHAT_RATE_LIMITS.transcriptEmail an hour per address, and a copy to the company's notification
// recipients. The outcome is written on the conversation, where an admin can resend a failure.

/** Confirmed conversations waiting this long are no longer sent when their address confirms. */
export const AWAITING_TRANSCRIPT_DAYS = 7;

/** A transcript 'pending' this long is taken to have stalled: it may be claimed again. */
export const STALLED_MINUTES = 10;

export const transcriptRateKey = (email: string) => `chat-transcript:email:${email.toLowerCase()}`;

/** What a recorded transcript_status tells the visitor or the admin. */
export function transcriptOutcome(status: string): TranscriptOutcome {
  if (status === 'sent' || status === 'awaiting-confirmation') return status;
  return 'failed';
}

type VisitorResult = { status: 'sent' | 'awaiting' } | { status: 'failed'; error: string };

async function loadConversation(deps: ChatMailDeps, id: string): Promise<TranscriptConversation> {
  const [conversation, messages] = await Promise.all([
    deps.db
      .from('chat_conversations')
      .select('id, language, customer_name, customer_email, closed_by')
      .eq('id', id)
      .single(),
    deps.db
      .from('chat_messages')
      .select('role, content, created_at')
      .eq('conversation_id', id)
      .order('created_at')
      .order('id'),
  ]);
  if (conversation.error) throw new Error(`reading the conversation failed: ${conversation.error.message}`);
  if (messages.error) throw new Error(`reading the messages failed: ${messages.error.message}`);
  const row = conversation.data;
  return {
    id: row.id,
    language: (row.language === 'nl' ? 'nl' : 'en') satisfies Language,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    closedBy: row.closed_by === 'user' || row.closed_by === 'inactivity' ? row.closed_by : null,
    messages: messages.data.map((message) => ({
      role: message.role === 'user' ? 'user' : 'assistant',
      content: message.content,
      createdAt: message.created_at,
    })),
  };
}

async function sendToVisitor(
  deps: ChatMailDeps,
  conversation: TranscriptConversation,
  replyTo: string | undefined,
): Promise<VisitorResult> {
  const address = conversation.customerEmail.toLowerCase();
  if (!(await isConfirmedAddress(deps.db, address))) {
    const requested = await requestTranscriptAddress(deps, address, conversation.language);
    if (requested === 'failed')
      return { status: 'failed', error: 'visitor: the confirmation e-mail could not be sent' };
    if (requested !== 'confirmed') return { status: 'awaiting' };
  }
  const limit = CHAT_RATE_LIMITS.transcriptEmail;
  const { data: wait, error } = await deps.db.rpc('rate_limit_hit', {
    p_keys: [transcriptRateKey(address)],
    p_limit: limit.hits,
    p_window_seconds: limit.windowSeconds,
  });
  if (error) return { status: 'failed', error: `visitor: checking the rate limit failed: ${error.message}` };
  if (typeof wait === 'number' && wait > 0)
    return {
      status: 'failed',
      error: `visitor: this address received ${limit.hits} transcripts within the hour; resend in ${Math.ceil(wait / 60)} minutes`,
    };
  try {
    await deps.transport.send({
      from: deps.config.emailFrom,
      to: [address],
      ...(replyTo ? { replyTo } : {}),
      ...chatTranscript(conversation, deps.config.siteUrl),
    });
    return { status: 'sent' };
  } catch (sendError) {
    return { status: 'failed', error: `visitor: ${errorText(sendError)}` };
  }
}

/**
 * Delivers the transcript of the claimed conversation `id`, with the company's copy when
 * `companyCopy`, and records the outcome. Never throws.
 */
export async function deliverTranscript(
  deps: ChatMailDeps,
  id: string,
  options: { companyCopy: boolean },
): Promise<TranscriptOutcome> {
  let status: 'sent' | 'awaiting-confirmation' | 'failed';
  let failures: string[];
  let visitorSent = false;
  try {
    const conversation = await loadConversation(deps, id);
    const { recipients } = await enquirySettings(deps.db, deps.config);
    const company: Promise<string | undefined> = options.companyCopy
      ? deps.transport
          .send({
            from: deps.config.emailFrom,
            to: recipients,
            replyTo: conversation.customerEmail,
            ...chatTranscriptCopy(conversation, deps.config.siteUrl),
          } satisfies EmailMessage)
          .then(
            () => undefined,
            (sendError: unknown) => `company: ${errorText(sendError)}`,
          )
      : Promise.resolve(undefined);
    const [visitor, companyFailure] = await Promise.all([
      sendToVisitor(deps, conversation, recipients[0]),
      company,
    ]);
    visitorSent = visitor.status === 'sent';
    failures = [
      ...(visitor.status === 'failed' ? [visitor.error] : []),
      ...(companyFailure ? [companyFailure] : []),
    ];
    status =
      failures.length > 0 ? 'failed' : visitor.status === 'awaiting' ? 'awaiting-confirmation' : 'sent';
  } catch (error) {
    status = 'failed';
    failures = [errorText(error)];
  }
  if (failures.length > 0) console.error(`conversation ${id}: transcript failed`, failures.join('; '));
  const { error } = await deps.db
    .from('chat_conversations')
    .update({
      transcript_status: status,
      transcript_error: failures.length > 0 ? errorText(failures.join('; ')) : null,
      ...(visitorSent ? { transcript_sent_at: new Date().toISOString() } : {}),
    })
    .eq('id', id);
  if (error) console.error(`conversation ${id}: recording the transcript outcome failed`, error.message);
  return status;
}
