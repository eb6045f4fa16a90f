// What a navigation may tell the shell through its history state.

/** A navigation that only changes the query of the page on screen: the shell keeps the scroll position. */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
