import { DeleteRecord } from '@/admin/DeleteRecord';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { CHATS_PATH } from './chat-paths';
import type { ChatListState } from './ChatsScreen';
import { chatsCopy } from './copy';
import { deleteConversation, type Conversation } from './queries';

/** Erasure on request: a confirmation that names the address, then back to the list, which says what was deleted. */
export function DeleteChat({
  conversation,
}: {
  conversation: Pick<Conversation, 'id' | 'customer_email' | 'enquiry_id'>;
}) {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang].actions;
  const listState: ChatListState = { deleted: conversation.customer_email };
  return (
    <DeleteRecord
      words={copy}
      title={copy.deleteTitle(conversation.customer_email)}
      description={conversation.enquiry_id ? `${copy.deleteText} ${copy.deleteEnquiry}` : copy.deleteText}
      remove={async () => deleteConversation(await getSupabase(), conversation.id)}
      listPath={CHATS_PATH}
      listState={listState}
    />
  );
}
