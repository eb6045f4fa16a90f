import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const HASH_SCROLL = { startMs: 300, retries: 5, retryMs: 200 } as const;

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls to the element the hash names: first try after 300 ms, then up to 5 retries 200 ms apart,
 * because lazily loaded sections may not exist yet.
 */
export function scrollToHash(hash: string, onGiveUp?: () => void): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    const element = document.getElementById(id);
    // A section still waiting for its code will grow when it arrives: wait for it while retries last.
    const waiting = element?.hasAttribute('data-section-placeholder') && attempts < HASH_SCROLL.retries;
    if (element && !waiting) {
      element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
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
  return () => clearTimeout(timer);
}

/** On every navigation: scroll to the hash target, or to the top for a new page. */
export function useHashScroll() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (hash) return scrollToHash(hash);
    if (key !== 'default') window.scrollTo({ top: 0 });
  }, [pathname, hash, key]);
}
