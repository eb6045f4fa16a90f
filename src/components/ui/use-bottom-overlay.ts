import { useEffect, type RefObject } from 'react';

// Fixed elements along the bottom edge (the cookie banner, the booking button) cover whatever
// scrolls under them. Each one's reach up from the bottom of the screen is published on <html> as
// `--<name>-reach`, and the tallest as `--bottom-overlay`, which index.css turns into scroll
// padding (focused elements scroll clear of it) and room at the end of the page.
const overlays = new Map<string, HTMLElement>();

const reachOf = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.height > 0 ? Math.ceil(window.innerHeight - box.top) : 0;
};

function publish() {
  const style = document.documentElement.style;
  let tallest = 0;
  // One overlay may be placed above another (the booking button above the banner on a phone), so
  // measure again once every reach is known.
  for (let pass = 0; pass < 2; pass++) {
    tallest = 0;
    for (const [name, element] of overlays) {
      const reach = reachOf(element);
      style.setProperty(`--${name}-reach`, `${reach}px`);
      tallest = Math.max(tallest, reach);
    }
  }
  if (tallest > 0) style.setProperty('--bottom-overlay', `${tallest}px`);
  else style.removeProperty('--bottom-overlay');
}

/** Keeps room for `element`, a fixed element anchored to the bottom of the screen, while it is shown. */
export function useBottomOverlay(element: RefObject<HTMLElement | null>, name: string) {
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    overlays.set(name, node);
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => {
      observer.disconnect();
      overlays.delete(name);
      document.documentElement.style.removeProperty(`--${name}-reach`);
      publish();
    };
  }, [element, name]);
}
