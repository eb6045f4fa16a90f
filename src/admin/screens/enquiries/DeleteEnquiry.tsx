import { DeleteRecord } from '@/admin/DeleteRecord';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { enquiriesCopy } from './copy';
import { ENQUIRIES_PATH, type InboxState } from './filters';
import { deleteEnquiry, type Enquiry } from './queries';

/** Erasure on request: a confirmation that names the person, then back to the inbox, which says who was deleted. */
export function DeleteEnquiry({ enquiry }: { enquiry: Pick<Enquiry, 'id' | 'name'> }) {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang].actions;
  const inboxState: InboxState = { deleted: enquiry.name };
  return (
    <DeleteRecord
      words={copy}
      title={copy.deleteTitle(enquiry.name)}
      description={copy.deleteText}
      remove={async () => deleteEnquiry(await getSupabase(), enquiry.id)}
      listPath={ENQUIRIES_PATH}
      listState={inboxState}
    />
  );
}
