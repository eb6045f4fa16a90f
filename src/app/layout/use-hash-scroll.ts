import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { keepsScroll } from '@/routing/navigation-state';

export const HASH_SCROLL = { startMs: 300, retries: 5, retryMs: 200, settleMs: 3000 } as const;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const pageTop = (element: Element | null) =>
  element ? element.getBoundingClientRect().top + window.scrollY : undefined;

/**
 * Sections above the target keep arriving after the scroll and push it down; for a short while,
 * re-align the target whenever the page's layout moves it, until the visitor scrolls themselves.
 * The target is looked up each time: a section's placeholder is replaced when its code arrives.
 */
function keepAligned(id: string, behavior: ScrollBehavior): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  let top = pageTop(document.getElementById(id));
  const observer = new ResizeObserver(() => {
    const element = document.getElementById(id);
    const moved = pageTop(element);
    if (!element || moved === top) return;
    top = moved;
    element.scrollIntoView({ behavior, block: 'start' });
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const name of USER_SCROLL_EVENTS) window.removeEventListener(name, stop);
  };
  const timer = setTimeout(stop, HASH_SCROLL.settleMs);
  observer.observe(document.body);
  for (const name of USER_SCROLL_EVENTS) window.addEventListener(name, stop, { passive: true });
  return stop;
}

/**
 * Scrolls to the element the hash names: first try after 300 ms, then up to 5 retries 200 ms apart,
 * because lazily loaded sections may not exist yet.
 */
export function scrollToHash(hash: string, onGiveUp?: () => void): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout>;
  let stopAligning = () => {};
  const attempt = () => {
    const element = document.getElementById(id);
    // A section still waiting for its code will grow when it arrives: wait for it while retries last.
    const waiting = element?.hasAttribute('data-section-placeholder') && attempts < HASH_SCROLL.retries;
    if (element && !waiting) {
      const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
      element.scrollIntoView({ behavior, block: 'start' });
      stopAligning = keepAligned(id, behavior);
      if (element.tabIndex < 0 && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(element.tagName)) {
        element.setAttribute('tabindex', '-1');
      }
      element.focus({ preventScroll: true });
      return;
    }
    if (attempts++ < HASH_SCROLL.retries) timer = setTimeout(attempt, HASH_SCROLL.retryMs);
    else onGiveUp?.();
  };
  timer = setTimeout(attempt, HASH_SCROLL.startMs);
  return () => {
    clearTimeout(timer);
    stopAligning();
  };
}

/** On every navigation: scroll to the hash target, or to the top for a new page; not when it asks to keep the scroll. */
export function useHashScroll() {
  const { pathname, hash, key, state } = useLocation();
  const stay = keepsScroll(state);
  useEffect(() => {
    if (stay) return;
    if (hash) return scrollToHash(hash);
    if (key !== 'default') window.scrollTo({ top: 0 });
  }, [pathname, hash, key, stay]);
}
