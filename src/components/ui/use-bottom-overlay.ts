import { useEffect, type RefObject } from 'react';

// Fixed elements along the bottom edge (the cookie banner, the booking button) cover whatever
// scrolls under them. Each one's reach up from the bottom of the screen is published on <html> as
// `--<name>-reach`, and the tallest as `--bottom-overlay`, which index.css turns into scroll
// padding (focused elements scroll clear of it) and room at the end of the page.
const overlays = new Map<string, HTMLElement>();
// One observer for all of them, so a frame in which several change size publishes once.
let observer: ResizeObserver | null = null;

const reachOf = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.height > 0 ? Math.ceil(window.innerHeight - box.top) : 0;
};

/**
 * Sets a property on <html> only when its value changes: every change restyles the whole page, and
 * the next measurement has to wait for that.
 */
function setRootProperty(name: string, value: string | null): boolean {
  const style = document.documentElement.style;
  if (style.getPropertyValue(name) === (value ?? '')) return false;
  if (value === null) style.removeProperty(name);
  else style.setProperty(name, value);
  return true;
}

export function publishBottomOverlays() {
  let tallest = 0;
  // One overlay may be placed above another (the booking button above the banner on a phone), so
  // measure again after any reach changed. Every measurement comes before any change, so a pass
  // restyles the page at most once.
  for (let pass = 0; pass < 2; pass++) {
    const reaches = [...overlays].map(([name, element]) => [name, reachOf(element)] as const);
    tallest = Math.max(0, ...reaches.map(([, reach]) => reach));
    const changed = reaches.map(([name, reach]) => setRootProperty(`--${name}-reach`, `${reach}px`));
    if (!changed.includes(true)) break;
  }
  setRootProperty('--bottom-overlay', tallest > 0 ? `${tallest}px` : null);
}

/** Keeps room for `element`, a fixed element anchored to the bottom of the screen, while it is shown. */
export function useBottomOverlay(element: RefObject<HTMLElement | null>, name: string) {
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    overlays.set(name, node);
    observer ??= new ResizeObserver(publishBottomOverlays);
    observer.observe(node);
    return () => {
      observer?.unobserve(node);
      overlays.delete(name);
      setRootProperty(`--${name}-reach`, null);
      publishBottomOverlays();
    };
  }, [element, name]);
}
