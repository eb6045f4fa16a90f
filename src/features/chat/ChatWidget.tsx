// The chat panel, loaded on the visitor's first move towards the chat button or when the browser is
// idle. It stays mounted while minimised, so the conversation and its timers go on.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Download, Maximize2, MessageCircle, Minimize2, Minus, Phone, Send } from '@/components/icons';
import { useBottomOverlayRoom } from '@/components/ui/use-bottom-overlay';
import { useLanguage } from '@/i18n/language-context';
import { telUrl, whatsappUrl } from '@contract/business.ts';
import { CHAT_LIMITS } from '@contract/chat.ts';
import { formatCountdown } from './chat-state';
import { chatCopy } from './copy';
import { PreChatForm } from './PreChatForm';
import { ReplyText } from './ReplyText';
import { downloadTranscript } from './transcript';
import { useChat } from './use-chat';

export interface ChatWidgetProps {
  open: boolean;
  /** Minimise: the panel goes, the conversation stays, focus returns to the chat button. */
  onMinimise: () => void;
  /** Told whether the minimised panel needs the visitor: the inactivity warning came while it was away. */
  onAttention?: (needed: boolean) => void;
}

const footerAction =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-100 dark:hover:bg-brand-900';

export function ChatWidget({ open, onMinimise, onAttention }: ChatWidgetProps) {
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const copy = chatCopy[lang];
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const chat = useChat({ lang, pagePath: pathname, onEnded: onMinimise });
  const { session, draft, formShown, replyingTo, streamed, closing } = chat.state;
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  useBottomOverlayRoom(panel);
  const inputDisabled = replyingTo !== null || formShown || closing !== 'no';
  const hasConversation = session.conversationId !== null;

  // Focus moves into the panel when it opens, and back to the box when a reply has come in (the box
  // was disabled meanwhile, which took the focus away).
  useEffect(() => {
    if (open && !inputDisabled) input.current?.focus();
  }, [open, inputDisabled]);

  useEffect(() => {
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [open, session.messages.length, streamed, formShown]);

  // Escape anywhere in the panel minimises it. Attached in the commit itself, so a key pressed right
  // after the panel appears is never missed.
  useLayoutEffect(() => {
    const node = panel.current;
    if (!open || !node) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onMinimise();
    };
    node.addEventListener('keydown', onKey);
    return () => node.removeEventListener('keydown', onKey);
  }, [open, onMinimise]);

  const warningUnseen = !open && chat.inactivity.phase === 'warning';
  useEffect(() => onAttention?.(warningUnseen), [onAttention, warningUnseen]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      chat.send();
    }
  };

  const inactivity = chat.inactivity;
  const bubble = 'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm leading-relaxed';
  const assistantBubble = `${bubble} self-start rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100`;

  return (
    <section
      id="chat-panel"
      role="dialog"
      aria-labelledby={`${id}-title`}
      data-chat-widget={expanded ? 'expanded' : 'open'}
      ref={panel}
      className={`fixed right-4 z-40 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900 print:hidden bottom-[calc(0.5rem+max(var(--chat-launcher-reach,4.5rem),var(--booking-widget-reach,0px)))] sm:bottom-[calc(0.5rem+var(--chat-launcher-reach,4.5rem))] ${
        expanded
          ? 'w-[min(640px,92vw)] max-h-[min(760px,calc(100dvh-1.5rem-max(var(--chat-launcher-reach,4.5rem),var(--booking-widget-reach,0px))))] sm:max-h-[min(760px,calc(100dvh-1.5rem-var(--chat-launcher-reach,4.5rem)))]'
          : 'w-[min(380px,92vw)] max-h-[min(500px,calc(100dvh-1.5rem-max(var(--chat-launcher-reach,4.5rem),var(--booking-widget-reach,0px))))] sm:max-h-[min(500px,calc(100dvh-1.5rem-var(--chat-launcher-reach,4.5rem)))]'
      }`}
    >
      <header className="flex shrink-0 items-start gap-2 bg-brand-900 px-4 py-3 text-white">
        <MessageCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="font-semibold leading-tight">
            <span className="sr-only">{copy.dialogLabel}: </span>
            {copy.title}
          </h2>
          <p className="text-xs text-brand-100">{copy.subtitle}</p>
        </div>
        <button
          type="button"
          className="hidden h-9 w-9 items-center justify-center rounded-md hover:bg-brand-800 sm:inline-flex"
          aria-label={expanded ? copy.shrink : copy.enlarge}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? (
            <Minimize2 aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Maximize2 aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
        <button
          type="button"
          className="inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-brand-800"
          aria-label={copy.minimise}
          onClick={onMinimise}
        >
          <Minus aria-hidden="true" className="h-5 w-5" />
        </button>
      </header>

      {/* On a short screen the log gives way first; what still does not fit scrolls. */}
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
        <div
          ref={log}
          role="log"
          aria-live="polite"
          aria-label={copy.log}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard can scroll only a box that takes focus
          tabIndex={0}
          className={`flex shrink flex-col gap-2 overflow-y-auto px-4 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-300 ${expanded ? 'h-[min(480px,60dvh)]' : 'h-[250px]'} ${
            // The form needs the room while it shows: the messages above it may shrink away.
            formShown ? 'min-h-0' : 'min-h-[5rem]'
          }`}
        >
          {/* The welcome stays above the conversation it started. */}
          <p className={assistantBubble}>
            <span className="sr-only">{copy.assistant}: </span>
            {copy.welcome}
          </p>
          {session.messages.map((message) =>
            message.role === 'user' ? (
              <p
                key={message.id}
                className={`${bubble} self-end rounded-br-sm bg-brand-700 text-white dark:bg-brand-600`}
                data-role="user"
              >
                <span className="sr-only">{copy.you}: </span>
                {message.content}
              </p>
            ) : (
              <p key={message.id} className={assistantBubble} data-role="assistant">
                <span className="sr-only">{copy.assistant}: </span>
                <ReplyText text={message.content} lang={lang} />
              </p>
            ),
          )}
          {replyingTo &&
            (streamed ? (
              // Announced once, whole, when it is done: not word by word as it streams in.
              <p className={assistantBubble} aria-hidden="true" data-role="streaming">
                {streamed}
              </p>
            ) : (
              <p className={`${assistantBubble} italic text-slate-600 dark:text-slate-300`}>
                <span
                  aria-hidden="true"
                  className="mr-1 inline-block h-2 w-2 rounded-full bg-brand-500 motion-safe:animate-pulse"
                />
                {copy.writing}
              </p>
            ))}
        </div>

        {inactivity.phase === 'warning' && (
          <div className="flex shrink-0 items-center justify-between gap-3 border-t border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
            <span role="timer" aria-live="off" className="font-semibold tabular-nums" data-chat-countdown>
              {copy.countdown(formatCountdown(inactivity.secondsLeft))}
            </span>
            <button
              type="button"
              className="btn-primary px-3 py-1.5 text-sm"
              onClick={chat.continueConversation}
            >
              {copy.continue}
            </button>
          </div>
        )}

        {formShown && <PreChatForm lang={lang} onDetails={chat.giveDetails} />}

        <form
          className="flex shrink-0 items-end gap-2 border-t border-slate-200 px-3 py-2 dark:border-slate-700"
          onSubmit={(event) => {
            event.preventDefault();
            chat.send();
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-message`} className="sr-only">
              {copy.inputLabel}
            </label>
            <textarea
              ref={input}
              id={`${id}-message`}
              rows={2}
              value={draft}
              maxLength={CHAT_LIMITS.messageMaxChars}
              disabled={inputDisabled}
              placeholder={copy.placeholder}
              aria-describedby={`${id}-hint`}
              onChange={(event) => chat.setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              className="block max-h-32 w-full resize-none rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-300 focus:outline-none focus:ring-2 focus:ring-brand-300 disabled:bg-slate-100 disabled:text-slate-600 dark:border-slate-500 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400 dark:disabled:bg-slate-800/60 dark:disabled:text-slate-300"
            />
            <p id={`${id}-hint`} className="sr-only">
              {copy.inputHint}
            </p>
          </div>
          <button
            type="submit"
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-signal-600 text-white hover:bg-signal-700 disabled:cursor-not-allowed disabled:opacity-60"
            aria-label={copy.send}
            disabled={inputDisabled}
          >
            <Send aria-hidden="true" className="h-4 w-4" />
          </button>
        </form>

        <div className="flex shrink-0 flex-wrap items-center gap-1 border-t border-slate-200 px-2 py-1.5 dark:border-slate-700">
          <a href={telUrl} className={footerAction} aria-label={copy.callLabel}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            {copy.call}
          </a>
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={footerAction}
            aria-label={copy.whatsappLabel}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {copy.whatsapp}
          </a>
          {hasConversation && (
            <>
              <button
                type="button"
                className={`${footerAction} ml-auto`}
                onClick={() => downloadTranscript(session.messages, lang, copy)}
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {copy.download}
              </button>
              <button
                type="button"
                className={footerAction}
                disabled={replyingTo !== null || closing !== 'no'}
                onClick={() => void chat.end(false)}
              >
                {copy.end}
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
