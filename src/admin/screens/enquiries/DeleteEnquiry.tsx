import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/admin/ConfirmDialog';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { enquiriesCopy } from './copy';
import { ENQUIRIES_PATH, type InboxState } from './filters';
import { deleteEnquiry, type Enquiry } from './queries';

/** Erasure on request: a confirmation that names the person, then back to the inbox, which says who was deleted. */
export function DeleteEnquiry({ enquiry }: { enquiry: Pick<Enquiry, 'id' | 'name'> }) {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang].actions;
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await deleteEnquiry(await getSupabase(), enquiry.id);
    } catch {
      return copy.deleteFailed;
    }
    const inboxState: InboxState = { deleted: enquiry.name };
    navigate(ENQUIRIES_PATH, { state: inboxState });
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
      title={copy.deleteTitle(enquiry.name)}
      description={copy.deleteText}
      confirmLabel={copy.deleteConfirm}
      busyLabel={copy.deleting}
      cancelLabel={copy.cancel}
      onConfirm={confirm}
    />
  );
}
