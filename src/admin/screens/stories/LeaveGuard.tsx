// Asks before unsaved changes are left behind. The app's router is a <BrowserRouter>, which has no
// navigation blocking (React Router's useBlocker needs a data router), so the guard watches what can
// leave the editor itself: a closed or reloaded tab (beforeunload), a link clicked anywhere on the
// page, and, where the browser has the Navigation API, Back and Forward.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';

export interface LeaveGuardCopy {
  leaveTitle: string;
  leaveText: string;
  leave: string;
  stay: string;
}

type Pending = { kind: 'link'; anchor: HTMLAnchorElement } | { kind: 'traverse'; key: string };

const samePage = (url: URL) =>
  url.pathname === window.location.pathname && url.search === window.location.search;

/** The link a click would follow in this tab, if any. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  return samePage(new URL(anchor.href)) ? null : anchor;
}

export function LeaveGuard({ dirty, copy }: { dirty: boolean; copy: LeaveGuardCopy }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // Set once the admin chose to leave, so the navigation they asked for is not stopped again.
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture on the document runs before the router's own click handler on the app's root.
    const click = (event: MouseEvent) => {
      if (leaving.current) return;
      const anchor = followedLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', anchor });
    };
    const navigate = (event: NavigateEvent) => {
      if (leaving.current || event.navigationType !== 'traverse' || !event.cancelable) return;
      const key = event.destination.key;
      event.preventDefault();
      setPending({ kind: 'traverse', key });
    };
    const navigation: Navigation | undefined = window.navigation;
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    navigation?.addEventListener('navigate', navigate);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      navigation?.removeEventListener('navigate', navigate);
    };
  }, [dirty]);

  const leave = () => {
    if (!pending) return;
    leaving.current = true;
    setPending(null);
    if (pending.kind === 'link') pending.anchor.click();
    else {
      const navigation: Navigation | undefined = window.navigation;
      void navigation?.traverseTo(pending.key).finished?.catch(() => undefined);
    }
  };

  return (
    <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-white">
          <Dialog.Title className="text-xl font-bold">{copy.leaveTitle}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700 dark:text-slate-300">
            {copy.leaveText}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="btn-primary">{copy.stay}</Dialog.Close>
            <button type="button" onClick={leave} className="btn-secondary">
              {copy.leave}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
