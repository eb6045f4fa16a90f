import { useEffect, type RefObject } from 'react';

// Fixed elements along the bottom edge (the cookie banner, the booking button) cover whatever
// scrolls under them. Each one's reach up from the bottom of the screen is published as
// `--<name>-reach`, and the tallest as `--bottom-overlay`, which the page's end uses for room; the
// page's scroll padding keeps focused elements clear of it.
//
// The values go on the elements that read them (the overlays, and those registered with
// `useBottomOverlayRoom`), never on <html>: a custom property changed there restyles every element
// of the page, a long task on every load.
const overlays = new Map<string, HTMLElement>();
const rooms = new Set<HTMLElement>();
const published = new Map<string, string>();
// One observer for all overlays, so a frame in which several change size publishes once.
let observer: ResizeObserver | null = null;

const reachOf = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.height > 0 ? Math.ceil(window.innerHeight - box.top) : 0;
};

/** Sets a style property only when it changes: every change restyles the element. */
function setStyle(element: HTMLElement, name: string, value: string | null) {
  if (element.style.getPropertyValue(name) === (value ?? '')) return;
  if (value === null) element.style.removeProperty(name);
  else element.style.setProperty(name, value);
}

const readers = () => [...overlays.values(), ...rooms];

/** Publishes one value to every reader; says whether it changed. */
function publish(name: string, value: string | null): boolean {
  const changed = (published.get(name) ?? null) !== value;
  if (value === null) published.delete(name);
  else published.set(name, value);
  for (const reader of readers()) setStyle(reader, name, value);
  return changed;
}

function catchUp(reader: HTMLElement) {
  for (const [name, value] of published) setStyle(reader, name, value);
}

/** An element that stops reading (it may stay, under another name) keeps no stale value. */
function letGo(reader: HTMLElement) {
  for (const name of published.keys()) setStyle(reader, name, null);
}

export function publishBottomOverlays() {
  let tallest = 0;
  // One overlay may be placed above another (the booking button above the banner on a phone), so
  // measure again after any reach changed. Every measurement comes before any change, so a pass
  // restyles at most once, and only the overlays.
  for (let pass = 0; pass < 2; pass++) {
    const reaches = [...overlays].map(([name, element]) => [name, reachOf(element)] as const);
    tallest = Math.max(0, ...reaches.map(([, reach]) => reach));
    const changed = reaches.map(([name, reach]) => publish(`--${name}-reach`, `${reach}px`));
    if (!changed.includes(true)) break;
  }
  publish('--bottom-overlay', tallest > 0 ? `${tallest}px` : null);
  // Scroll padding does not inherit: setting it restyles <html> alone.
  setStyle(
    document.documentElement,
    'scroll-padding-bottom',
    tallest > 0 ? `calc(${tallest}px + 0.5rem)` : null,
  );
}

/** Keeps room for `element`, a fixed element anchored to the bottom of the screen, while it is shown. */
export function useBottomOverlay(element: RefObject<HTMLElement | null>, name: string) {
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    overlays.set(name, node);
    catchUp(node);
    observer ??= new ResizeObserver(publishBottomOverlays);
    observer.observe(node);
    return () => {
      observer?.unobserve(node);
      overlays.delete(name);
      letGo(node);
      publish(`--${name}-reach`, null);
      publishBottomOverlays();
    };
  }, [element, name]);
}

/** Gives `element` the overlays' reaches (`--<name>-reach`, `--bottom-overlay`) to make room with. */
export function useBottomOverlayRoom(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    rooms.add(node);
    catchUp(node);
    return () => {
      rooms.delete(node);
      letGo(node);
    };
  }, [element]);
}
