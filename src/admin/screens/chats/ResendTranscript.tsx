import { ResendAction } from '@/admin/ResendAction';
import { useLanguage } from '@/i18n/language-context';
import { callFunction } from '@/lib/edge-functions';
import { getSupabase } from '@/lib/supabase';
import { chatsCopy, type ChatsCopy } from './copy';
import { loadConversation, type ConversationWithMessages } from './queries';

type Outcome = keyof Pick<
  ChatsCopy['actions'],
  | 'resent'
  | 'awaiting'
  | 'resendFailed'
  | 'stillOpen'
  | 'inProgress'
  | 'gone'
  | 'rateLimited'
  | 'sessionEnded'
  | 'unreachable'
>;

/** The words for what `resend-chat-transcript` answered. */
export function outcomeOf(status: number, body: unknown): Outcome {
  const { transcript, code } =
    typeof body === 'object' && body !== null ? (body as { transcript?: unknown; code?: unknown }) : {};
  if (status === 200) {
    if (transcript === 'sent') return 'resent';
    if (transcript === 'awaiting-confirmation') return 'awaiting';
    return 'resendFailed';
  }
  if (status === 404) return 'gone';
  if (status === 409) return code === 'in-progress' ? 'inProgress' : 'stillOpen';
  if (status === 429) return 'rateLimited';
  if (status === 401 || status === 403) return 'sessionEnded';
  return status === 0 ? 'unreachable' : 'resendFailed';
}

/**
 * Sends a closed conversation's transcript again (to a confirmed address; an unconfirmed one is
 * asked to confirm), then says what happened in plain words and shows the status read back.
 */
export function ResendTranscript({
  conversationId,
  onChanged,
}: {
  conversationId: string;
  onChanged: (fresh: ConversationWithMessages) => void;
}) {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang].actions;
  return (
    <ResendAction
      label={copy.resend}
      busyLabel={copy.resending}
      words={copy}
      good={(outcome: Outcome) => outcome === 'resent'}
      send={async () => {
        const answer = await callFunction('resend-chat-transcript', { conversationId });
        return outcomeOf(answer.status, answer.body);
      }}
      refresh={async () => {
        const fresh = await getSupabase()
          .then((supabase) => loadConversation(supabase, conversationId))
          .catch(() => null);
        if (fresh) onChanged(fresh);
      }}
    />
  );
}
