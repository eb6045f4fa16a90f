import { useState, type ReactNode } from 'react';
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
import { downloadText } from '@/admin/download';
import { useRecordAtPath } from '@/admin/use-record-at-path';
import { useScreenTitle } from '@/admin/use-screen-title';
import { Download } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
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
import { transcriptText } from './transcript-text';

/** `/chat-management/<id>`: the whole conversation, and what the team does with it. */
export function ChatDetail() {
  const { lang } = useLanguage();
  const copy = chatsCopy[lang];
  const { result, retry, found } = useRecordAtPath(CHATS_PATH, loadConversation);
  useScreenTitle(
    found
      ? copy.detail.title(visitorName(found.conversation))
      : result.state === 'ready'
        ? copy.detail.notFound
        : copy.list.title,
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BackLink to={CHATS_PATH}>{copy.detail.back}</BackLink>
      {found ? (
        <ConversationView key={found.conversation.id} initial={found} />
      ) : (
        <DetailFallback
          state={result.state}
          retry={retry}
          listTitle={copy.list.title}
          listPath={CHATS_PATH}
          words={copy.detail}
        />
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
      <h1 className={detailTitle}>{copy.detail.title(visitorName(conversation))}</h1>
      <p className="mt-2 break-words text-slate-700 dark:text-slate-300">
        {conversation.customer_name?.trim() && `${conversation.customer_email} · `}
        {ended ?? chatStatusLabel(copy, conversation.status)} · {at(conversation.created_at)} ·{' '}
        {languageLabel(copy, conversation.language)}
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="chat-conversation" className={`${detailPanel} self-start lg:col-span-3`}>
          <h2 id="chat-conversation" className={detailHeading}>
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
          <section aria-labelledby="chat-handle" className={detailPanel}>
            <h2 id="chat-handle" className={detailHeading}>
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

          <section aria-labelledby="chat-about" className={detailPanel}>
            <h2 id="chat-about" className={detailHeading}>
              {copy.detail.about}
            </h2>
            <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
              <DetailRow label={copy.detail.email}>{conversation.customer_email}</DetailRow>
              {conversation.customer_name?.trim() && (
                <DetailRow label={copy.detail.name}>{conversation.customer_name}</DetailRow>
              )}
              <DetailRow label={copy.detail.language}>{languageLabel(copy, conversation.language)}</DetailRow>
              <DetailRow label={copy.detail.status}>
                {ended ?? chatStatusLabel(copy, conversation.status)}
              </DetailRow>
              <DetailRow label={copy.detail.started}>{at(conversation.created_at)}</DetailRow>
              <DetailRow label={copy.detail.lastMessage}>{at(conversation.last_message_at)}</DetailRow>
              {conversation.closed_at && (
                <DetailRow label={copy.detail.closedAt}>{at(conversation.closed_at)}</DetailRow>
              )}
              <DetailRow label={copy.detail.transcript}>
                <DeliveryStatus
                  failed={conversation.transcript_status === 'failed'}
                  status={transcriptLabel(copy, conversation.transcript_status)}
                  attempts={copy.detail.attempts(conversation.transcript_attempts)}
                />
              </DetailRow>
              {conversation.transcript_error && (
                <DetailRow label={copy.detail.transcriptError}>{conversation.transcript_error}</DetailRow>
              )}
              <DetailRow label={copy.detail.reference}>
                <span className="font-mono text-sm">{conversation.id}</span>
              </DetailRow>
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
