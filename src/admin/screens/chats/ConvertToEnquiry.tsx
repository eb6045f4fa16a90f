import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Inbox } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { getSupabase } from '@/lib/supabase';
import { enquiryPath } from '../enquiries/filters';
import { chatsCopy } from './copy';
import { convertToEnquiry } from './queries';

/**
 * Puts the conversation in the enquiries inbox, then links to that enquiry. The database makes one
 * enquiry per conversation, so a second press (another admin, another tab) leads to the same one.
 */
export function ConvertToEnquiry({
  conversationId,
  enquiryId,
  onMade,
}: {
  conversationId: string;
  enquiryId: string | null;
  onMade: (enquiryId: string) => void;
}) {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang].actions;
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'done'>('idle');
  const link = useRef<HTMLAnchorElement>(null);

  // The button the keyboard was on is gone: focus goes to the link that took its place.
  useEffect(() => {
    if (state === 'done') link.current?.focus();
  }, [state]);

  const convert = async () => {
    if (state === 'busy') return;
    setState('busy');
    try {
      onMade(await convertToEnquiry(await getSupabase(), conversationId));
      setState('done');
    } catch {
      setState('failed');
    }
  };

  return (
    <div>
      {enquiryId ? (
        <Link ref={link} to={enquiryPath(enquiryId)} className="btn-secondary">
          <Inbox aria-hidden="true" className="h-5 w-5" />
          {copy.openEnquiry}
        </Link>
      ) : (
        <>
          <button
            type="button"
            aria-disabled={state === 'busy'}
            aria-describedby="chat-to-enquiry-hint"
            onClick={() => void convert()}
            className="btn-secondary aria-disabled:opacity-60"
          >
            <Inbox aria-hidden="true" className="h-5 w-5" />
            {state === 'busy' ? copy.converting : copy.toEnquiry}
          </button>
          <p id="chat-to-enquiry-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {copy.toEnquiryHint}
          </p>
        </>
      )}
      <p role="status" className="mt-2 empty:hidden">
        {state === 'failed' && <span className="text-red-700 dark:text-red-300">{copy.toEnquiryFailed}</span>}
        {state === 'done' && <span className="text-emerald-800 dark:text-emerald-300">{copy.converted}</span>}
      </p>
    </div>
  );
}
