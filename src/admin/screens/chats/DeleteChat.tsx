import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/admin/ConfirmDialog';
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
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await deleteConversation(await getSupabase(), conversation.id);
    } catch {
      return copy.deleteFailed;
    }
    const listState: ChatListState = { deleted: conversation.customer_email };
    navigate(CHATS_PATH, { state: listState });
    return null;
  };

  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="h-5 w-5" />
          {copy.delete}
        </>
      }
      triggerClassName="inline-flex items-center justify-center gap-2 rounded-lg border border-red-700 px-5 py-3 font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
      title={copy.deleteTitle(conversation.customer_email)}
      description={conversation.enquiry_id ? `${copy.deleteText} ${copy.deleteEnquiry}` : copy.deleteText}
      confirmLabel={copy.deleteConfirm}
      busyLabel={copy.deleting}
      cancelLabel={copy.cancel}
      onConfirm={confirm}
    />
  );
}
