import { ArrowLeft, Mail } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { LoadState } from '@/admin/LoadState';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { useLanguage } from '@/i18n/language-context';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { enquiryFieldLabel } from '@contract/enquiry/labels.ts';
import { enquiriesCopy } from './copy';
import { DeleteEnquiry } from './DeleteEnquiry';
import {
  emailStatusLabel,
  fieldValue,
  formTypeLabel,
  formTypeOf,
  languageLabel,
  statusLabel,
  VISITOR_FIELDS,
} from './display';
import { ENQUIRIES_PATH } from './filters';
import { NoteForm } from './NoteForm';
import { loadEnquiry, type Enquiry } from './queries';
import { ResendEmail } from './ResendEmail';
import { StatusForm } from './StatusForm';

const panel = 'rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700';
const heading = 'text-xl font-bold text-brand-900 dark:text-white';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="whitespace-pre-wrap break-words text-slate-900 sm:col-span-2 dark:text-white">
        {children}
      </dd>
    </div>
  );
}

function BackLink() {
  const { lang } = useLanguage();
  return (
    <Link
      to={ENQUIRIES_PATH}
      className="inline-flex items-center gap-2 rounded-md font-medium text-brand-800 underline-offset-4 hover:underline dark:text-brand-200"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {enquiriesCopy[lang].detail.back}
    </Link>
  );
}

/** `/admin/enquiries/<id>`: everything the visitor sent, and what the team does with it. */
export function EnquiryDetail() {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang];
  const { pathname } = useLocation();
  const id = decodeURIComponent(pathname.slice(ENQUIRIES_PATH.length + 1));
  const load = useCallback((supabase: SiteSupabaseClient) => loadEnquiry(supabase, id), [id]);
  const { result, retry } = useAdminData(load);
  const found = result.state === 'ready' ? result.data : undefined;
  useScreenTitle(found ? found.name : result.state === 'ready' ? copy.detail.notFound : copy.inbox.title);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <BackLink />
      {result.state !== 'ready' ? (
        <>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
            {copy.inbox.title}
          </h1>
          <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
        </>
      ) : found ? (
        <EnquiryView key={found.id} initial={found} />
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
            {copy.detail.notFound}
          </h1>
          <p className="mt-4 text-slate-700 dark:text-slate-300">{copy.detail.notFoundText}</p>
          <Link to={ENQUIRIES_PATH} className="btn-primary mt-6">
            {copy.detail.back}
          </Link>
        </>
      )}
    </div>
  );
}

function EnquiryView({ initial }: { initial: Enquiry }) {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang];
  const [enquiry, setEnquiry] = useState(initial);
  const received = useAmsterdamTime();
  const formType = formTypeOf(enquiry);
  // The reply's subject is in the visitor's language, whatever the admin reads.
  const replySubject = enquiriesCopy[enquiry.language === 'nl' ? 'nl' : 'en'].actions.replySubject;
  const mailto = `mailto:${enquiry.email}?subject=${encodeURIComponent(replySubject)}`;

  return (
    <>
      <h1 className="mt-4 break-words text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white">
        {enquiry.name}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {formTypeLabel(copy, enquiry)} ·{' '}
        <time dateTime={enquiry.created_at}>{received.format(new Date(enquiry.created_at))}</time> ·{' '}
        {statusLabel(copy, enquiry.status)}
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="enquiry-sent" className={`${panel} self-start lg:col-span-3`}>
          <h2 id="enquiry-sent" className={heading}>
            {copy.detail.sent}
          </h2>
          <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
            {VISITOR_FIELDS.map((field) => {
              const value = fieldValue(lang, enquiry, field);
              return value === undefined ? null : (
                <Row key={field} label={enquiryFieldLabel(lang, formType, field)}>
                  {value}
                </Row>
              );
            })}
          </dl>
        </section>

        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="enquiry-handle" className={panel}>
            <h2 id="enquiry-handle" className={heading}>
              {copy.actions.title}
            </h2>
            <div className="mt-4 space-y-6">
              <StatusForm enquiry={enquiry} onSaved={setEnquiry} />
              <NoteForm enquiry={enquiry} onSaved={setEnquiry} />
              <div className="flex flex-wrap gap-3">
                <a href={mailto} className="btn-secondary">
                  <Mail aria-hidden="true" className="h-5 w-5" />
                  {copy.actions.reply}
                </a>
                <DeleteEnquiry enquiry={enquiry} />
              </div>
            </div>
          </section>

          <section aria-labelledby="enquiry-about" className={panel}>
            <h2 id="enquiry-about" className={heading}>
              {copy.detail.about}
            </h2>
            <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
              <Row label={copy.detail.formType}>{formTypeLabel(copy, enquiry)}</Row>
              <Row label={copy.detail.received}>
                <time dateTime={enquiry.created_at}>{received.format(new Date(enquiry.created_at))}</time>
              </Row>
              <Row label={copy.detail.language}>{languageLabel(copy, enquiry.language)}</Row>
              <Row label={copy.detail.sourcePage}>{enquiry.source_path ?? copy.detail.notGiven}</Row>
              <Row label={copy.detail.emailStatus}>
                <span
                  className={
                    enquiry.email_status === 'failed'
                      ? 'font-semibold text-red-700 dark:text-red-300'
                      : undefined
                  }
                >
                  {emailStatusLabel(copy, enquiry.email_status)}
                </span>{' '}
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  ({copy.detail.attempts(enquiry.email_attempts)})
                </span>
              </Row>
              {enquiry.email_error && <Row label={copy.detail.emailError}>{enquiry.email_error}</Row>}
              <Row label={copy.detail.reference}>
                <span className="font-mono text-sm">{enquiry.id}</span>
              </Row>
            </dl>
            <div className="mt-4">
              <ResendEmail enquiry={enquiry} onChanged={setEnquiry} />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
