import { useState } from 'react';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import {
  BackLink,
  DeliveryStatus,
  DetailFallback,
  detailHeading,
  detailPanel,
  DetailRow,
  detailTitle,
} from '@/admin/detail-parts';
import { useRecordAtPath } from '@/admin/use-record-at-path';
import { useScreenTitle } from '@/admin/use-screen-title';
import { Mail } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
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

/** `/admin/enquiries/<id>`: everything the visitor sent, and what the team does with it. */
export function EnquiryDetail() {
  const { lang } = useLanguage();
  const copy = enquiriesCopy[lang];
  const { result, retry, found } = useRecordAtPath(ENQUIRIES_PATH, loadEnquiry);
  useScreenTitle(found ? found.name : result.state === 'ready' ? copy.detail.notFound : copy.inbox.title);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <BackLink to={ENQUIRIES_PATH}>{copy.detail.back}</BackLink>
      {found ? (
        <EnquiryView key={found.id} initial={found} />
      ) : (
        <DetailFallback
          state={result.state}
          retry={retry}
          listTitle={copy.inbox.title}
          listPath={ENQUIRIES_PATH}
          words={copy.detail}
        />
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
      <h1 className={detailTitle}>{enquiry.name}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {formTypeLabel(copy, enquiry)} ·{' '}
        <time dateTime={enquiry.created_at}>{received.format(new Date(enquiry.created_at))}</time> ·{' '}
        {statusLabel(copy, enquiry.status)}
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="enquiry-sent" className={`${detailPanel} self-start lg:col-span-3`}>
          <h2 id="enquiry-sent" className={detailHeading}>
            {copy.detail.sent}
          </h2>
          <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
            {VISITOR_FIELDS.map((field) => {
              const value = fieldValue(lang, enquiry, field);
              return value === undefined ? null : (
                <DetailRow key={field} label={enquiryFieldLabel(lang, formType, field)}>
                  {value}
                </DetailRow>
              );
            })}
          </dl>
        </section>

        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="enquiry-handle" className={detailPanel}>
            <h2 id="enquiry-handle" className={detailHeading}>
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

          <section aria-labelledby="enquiry-about" className={detailPanel}>
            <h2 id="enquiry-about" className={detailHeading}>
              {copy.detail.about}
            </h2>
            <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
              <DetailRow label={copy.detail.formType}>{formTypeLabel(copy, enquiry)}</DetailRow>
              <DetailRow label={copy.detail.received}>
                <time dateTime={enquiry.created_at}>{received.format(new Date(enquiry.created_at))}</time>
              </DetailRow>
              <DetailRow label={copy.detail.language}>{languageLabel(copy, enquiry.language)}</DetailRow>
              <DetailRow label={copy.detail.sourcePage}>
                {enquiry.source_path ?? copy.detail.notGiven}
              </DetailRow>
              <DetailRow label={copy.detail.emailStatus}>
                <DeliveryStatus
                  failed={enquiry.email_status === 'failed'}
                  status={emailStatusLabel(copy, enquiry.email_status)}
                  attempts={copy.detail.attempts(enquiry.email_attempts)}
                />
              </DetailRow>
              {enquiry.email_error && (
                <DetailRow label={copy.detail.emailError}>{enquiry.email_error}</DetailRow>
              )}
              <DetailRow label={copy.detail.reference}>
                <span className="font-mono text-sm">{enquiry.id}</span>
              </DetailRow>
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
