import { ArrowLeft, Download } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { amsterdamWallTime, useAmsterdamTime } from '@/admin/amsterdam-time';
import { LoadState } from '@/admin/LoadState';
import { useAdminData } from '@/admin/use-admin-data';
import { useScreenTitle } from '@/admin/use-screen-title';
import { useLanguage } from '@/i18n/language-context';
import type { SiteSupabaseClient } from '@/lib/supabase';
import { CHATS_PATH } from './chat-paths';
import { ConvertToEnquiry } from './ConvertToEnquiry';
import { chatsCopy } from './copy';
import { DeleteChat } from './DeleteChat';
import {
  authorLabel,
  chatStatusLabel,
  closedByLabel,
  languageLabel,
  transcriptLabel,
  visitorName,
} from './display';
import { loadConversation, type ChatMessage, type ConversationWithMessages } from './queries';
import { ResendTranscript } from './ResendTranscript';
import { downloadText, transcriptText } from './transcript-text';

const panel = 'rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700';
const heading = 'text-xl font-bold text-brand-900 dark:text-white';
const title = 'mt-4 break-words text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white';

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
      to={CHATS_PATH}
      className="inline-flex items-center gap-2 rounded-md font-medium text-brand-800 underline-offset-4 hover:underline dark:text-brand-200"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {chatsCopy[lang].detail.back}
    </Link>
  );
}

/** `/chat-management/<id>`: the whole conversation, and what the team does with it. */
export function ChatDetail() {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang];
  const { pathname } = useLocation();
  const id = decodeURIComponent(pathname.slice(CHATS_PATH.length + 1));
  const load = useCallback((supabase: SiteSupabaseClient) => loadConversation(supabase, id), [id]);
  const { result, retry } = useAdminData(load);
  const found = result.state === 'ready' ? result.data : undefined;
  useScreenTitle(
    found
      ? copy.detail.title(visitorName(found.conversation))
      : result.state === 'ready'
        ? copy.detail.notFound
        : copy.list.title,
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BackLink />
      {result.state !== 'ready' ? (
        <>
          <h1 className={title}>{copy.list.title}</h1>
          <LoadState failed={result.state === 'failed'} onRetry={retry} className="mt-6" />
        </>
      ) : found ? (
        <ConversationView key={found.conversation.id} initial={found} />
      ) : (
        <>
          <h1 className={title}>{copy.detail.notFound}</h1>
          <p className="mt-4 text-slate-700 dark:text-slate-300">{copy.detail.notFoundText}</p>
          <Link to={CHATS_PATH} className="btn-primary mt-6">
            {copy.detail.back}
          </Link>
        </>
      )}
    </div>
  );
}

function ConversationView({ initial }: { initial: ConversationWithMessages }) {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang];
  const [data, setData] = useState(initial);
  const { conversation, messages } = data;
  const time = useAmsterdamTime();
  const at = (instant: string) => <time dateTime={instant}>{time.format(new Date(instant))}</time>;
  const ended = closedByLabel(copy, conversation.closed_by);

  const download = () =>
    downloadText(
      copy.file.name(amsterdamWallTime(conversation.created_at).slice(0, 10), conversation.id.slice(0, 8)),
      transcriptText(copy, time, conversation, messages),
    );

  return (
    <>
      <h1 className={title}>{copy.detail.title(visitorName(conversation))}</h1>
      <p className="mt-2 break-words text-slate-700 dark:text-slate-300">
        {conversation.customer_name?.trim() && `${conversation.customer_email} · `}
        {ended ?? chatStatusLabel(copy, conversation.status)} · {at(conversation.created_at)} ·{' '}
        {languageLabel(copy, conversation.language)}
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="chat-conversation" className={`${panel} self-start lg:col-span-3`}>
          <h2 id="chat-conversation" className={heading}>
            {copy.detail.conversation}
          </h2>
          {messages.length === 0 ? (
            <p className="mt-4 text-slate-700 dark:text-slate-300">{copy.detail.noMessages}</p>
          ) : (
            <ol className="mt-4 space-y-4">
              {messages.map((message) => (
                <Message key={message.id} message={message} when={at(message.created_at)} />
              ))}
            </ol>
          )}
        </section>

        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="chat-handle" className={panel}>
            <h2 id="chat-handle" className={heading}>
              {copy.actions.title}
            </h2>
            <div className="mt-4 space-y-5">
              {conversation.status === 'closed' && (
                <ResendTranscript conversationId={conversation.id} onChanged={setData} />
              )}
              <ConvertToEnquiry
                conversationId={conversation.id}
                enquiryId={conversation.enquiry_id}
                onMade={(enquiryId) =>
                  setData((current) => ({
                    ...current,
                    conversation: { ...current.conversation, enquiry_id: enquiryId },
                  }))
                }
              />
              <div className="flex flex-wrap gap-3">
                <button type="button" onClick={download} className="btn-secondary">
                  <Download aria-hidden="true" className="h-5 w-5" />
                  {copy.actions.download}
                </button>
                <DeleteChat conversation={conversation} />
              </div>
            </div>
          </section>

          <section aria-labelledby="chat-about" className={panel}>
            <h2 id="chat-about" className={heading}>
              {copy.detail.about}
            </h2>
            <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
              <Row label={copy.detail.email}>{conversation.customer_email}</Row>
              {conversation.customer_name?.trim() && (
                <Row label={copy.detail.name}>{conversation.customer_name}</Row>
              )}
              <Row label={copy.detail.language}>{languageLabel(copy, conversation.language)}</Row>
              <Row label={copy.detail.status}>{ended ?? chatStatusLabel(copy, conversation.status)}</Row>
              <Row label={copy.detail.started}>{at(conversation.created_at)}</Row>
              <Row label={copy.detail.lastMessage}>{at(conversation.last_message_at)}</Row>
              {conversation.closed_at && <Row label={copy.detail.closedAt}>{at(conversation.closed_at)}</Row>}
              <Row label={copy.detail.transcript}>
                <span
                  className={
                    conversation.transcript_status === 'failed'
                      ? 'font-semibold text-red-700 dark:text-red-300'
                      : undefined
                  }
                >
                  {transcriptLabel(copy, conversation.transcript_status)}
                </span>{' '}
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  ({copy.detail.attempts(conversation.transcript_attempts)})
                </span>
              </Row>
              {conversation.transcript_error && (
                <Row label={copy.detail.transcriptError}>{conversation.transcript_error}</Row>
              )}
              <Row label={copy.detail.reference}>
                <span className="font-mono text-sm">{conversation.id}</span>
              </Row>
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}

/** One message as a chat bubble: the visitor's on the right, the assistant's on the left; text only. */
function Message({ message, when }: { message: ChatMessage; when: ReactNode }) {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang];
  const visitor = message.role === 'user';
  return (
    <li className={`flex flex-col ${visitor ? 'items-end' : 'items-start'}`}>
      <p className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {authorLabel(copy, message)} · {when}
      </p>
      <p
        className={`mt-1 max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 ${
          visitor
            ? 'rounded-br-sm bg-brand-700 text-white dark:bg-brand-600'
            : 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
        }`}
      >
        {message.content}
      </p>
    </li>
  );
}
