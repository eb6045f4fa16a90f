import { Send } from 'lucide-react';
import { useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { callFunction } from '@/lib/edge-functions';
import { getSupabase } from '@/lib/supabase';
import { resendBlocker } from '@contract/enquiry/handling.ts';
import { enquiriesCopy, type EnquiriesCopy } from './copy';
import { loadEnquiry, type Enquiry } from './queries';

type Outcome = keyof Pick<
  EnquiriesCopy['actions'],
  'resent' | 'resendFailed' | 'alreadySent' | 'inProgress' | 'sessionEnded' | 'unreachable'
>;

function outcomeOf(status: number, body: unknown): Outcome {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (status === 200) return 'resent';
  if (status === 502) return 'resendFailed';
  if (status === 409) return code === 'already_sent' ? 'alreadySent' : 'inProgress';
  if (status === 401 || status === 403) return 'sessionEnded';
  return status === 0 ? 'unreachable' : 'resendFailed';
}

/**
 * Sends an enquiry's e-mails again when they failed or stalled, then shows the outcome in plain
 * words and the row's new e-mail status (read back from the database).
 */
export function ResendEmail({ enquiry, onChanged }: { enquiry: Enquiry; onChanged: (row: Enquiry) => void }) {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang].actions;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  // The moment the screen opened: a stalled delivery is one pending for 10 minutes by then.
  const [openedAt] = useState(() => new Date());
  const allowed = resendBlocker(enquiry, openedAt) === undefined;

  const resend = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await callFunction('resend-enquiry-email', { id: enquiry.id });
    setOutcome(outcomeOf(answer.status, answer.body));
    const fresh = await getSupabase()
      .then((supabase) => loadEnquiry(supabase, enquiry.id))
      .catch(() => null);
    if (fresh) onChanged(fresh);
    setBusy(false);
  };

  const good = outcome === 'resent' || outcome === 'alreadySent';
  return (
    <div>
      {allowed && (
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => void resend()}
          className="btn-primary aria-disabled:opacity-60"
        >
          <Send aria-hidden="true" className="h-5 w-5" />
          {busy ? copy.resending : copy.resend}
        </button>
      )}
      <p role="status" className="mt-2 empty:hidden">
        {outcome && (
          <span
            className={good ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}
          >
            {copy[outcome]}
          </span>
        )}
      </p>
    </div>
  );
}
