// The chat button, in every page's prerendered HTML. The panel's code is not in any first load: the
// page's loader fetches it, without running it, once the browser is idle a while after the load;
// it runs when the visitor points at, focuses or clicks the button. A conversation to continue
// runs it once the page has settled, for its reminder after a quiet spell. The back office's chat
// switch hides the button, without a rebuild.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MessageCircle } from '@/components/icons';
import { useBottomOverlay } from '@/components/ui/use-bottom-overlay';
import { useLanguage } from '@/i18n/language-context';
import { usePublicSettings } from '@/lib/public-settings';
import { chatLauncherCopy } from './launcher-copy';
import { hasStoredConversation } from './session-key';

const loadWidget = () => import('./ChatWidget');
const ChatWidget = lazy(() => loadWidget().then((module) => ({ default: module.ChatWidget })));

/**
 * After the load event, this long (then once idle) before a conversation to continue runs the
 * panel's code: the schedule on which the page's loader in index.html warms that code.
 */
const CONTINUE_DELAY_MS = 3_000;

export function ChatLauncher() {
  const { lang } = useLanguage();
  const live = usePublicSettings();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [attention, setAttention] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);
  useBottomOverlay(area, 'chat-launcher');

  const want = useCallback(() => {
    setWanted(true);
    void loadWidget();
  }, []);

  useEffect(() => {
    if (!hasStoredConversation()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const whenIdle = () => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(want, { timeout: 5_000 });
        else want();
      }, CONTINUE_DELAY_MS);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [want]);

  // Focus goes back to the button once the panel has gone, not before: a focus move still pending in
  // the panel would otherwise take it back into a box that is about to disappear.
  const returnFocus = useRef(false);
  const minimise = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  if (live?.chatEnabled === false) return null;

  return (
    <>
      <div
        ref={area}
        // Above the cookie banner and the announcement bar, which span the bottom edge on a phone.
        // Lifted with a transform, as the booking button is: a moved `bottom` counts as a layout shift.
        className="fixed bottom-4 right-4 z-40 -translate-y-[max(var(--cookie-banner-reach,0px),var(--announcement-reach,0px))] print:hidden"
      >
        <button
          ref={button}
          type="button"
          className="relative flex h-12 items-center gap-2 rounded-full bg-brand-800 px-4 font-semibold text-white shadow-lg hover:bg-brand-900 dark:bg-brand-600 dark:hover:bg-brand-700"
          aria-expanded={open}
          aria-controls={open ? 'chat-panel' : undefined}
          aria-haspopup="dialog"
          data-chat-launcher
          onPointerEnter={want}
          onFocus={want}
          onClick={() => {
            want();
            setOpen((value) => !value);
          }}
        >
          <MessageCircle aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only sm:not-sr-only">{chatLauncherCopy[lang].open}</span>
          {attention && (
            <span
              aria-hidden="true"
              data-chat-attention
              className="absolute -right-0.5 -top-0.5 h-3.5 w-3.5 rounded-full bg-amber-400 ring-2 ring-white motion-safe:animate-pulse dark:ring-slate-900"
            />
          )}
        </button>
        {/* Said once when it happens, so a visitor who minimised the chat hears that it waits for them. */}
        <p role="status" className="sr-only">
          {attention ? chatLauncherCopy[lang].attention : ''}
        </p>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <ChatWidget open={open} onMinimise={minimise} onAttention={setAttention} />
        </Suspense>
      )}
    </>
  );
}
