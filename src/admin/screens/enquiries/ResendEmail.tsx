import { useState } from 'react';
import { ResendAction } from '@/admin/ResendAction';
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
  // The moment the screen opened: a stalled delivery is one pending for 10 minutes by then.
  const [openedAt] = useState(() => new Date());
  return (
    <ResendAction
      offered={resendBlocker(enquiry, openedAt) === undefined}
      label={copy.resend}
      busyLabel={copy.resending}
      words={copy}
      good={(outcome: Outcome) => outcome === 'resent' || outcome === 'alreadySent'}
      send={async () => {
        const answer = await callFunction('resend-enquiry-email', { id: enquiry.id });
        return outcomeOf(answer.status, answer.body);
      }}
      refresh={async () => {
        const fresh = await getSupabase()
          .then((supabase) => loadEnquiry(supabase, enquiry.id))
          .catch(() => null);
        if (fresh) onChanged(fresh);
      }}
    />
  );
}
