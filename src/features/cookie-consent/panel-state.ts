// Whether the preferences panel is open, shared by the footer link, the banner and the panel.

let open = false;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const isPanelOpen = () => open;

export function subscribeToPanel(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the panel, remembering what had focus so closing can give it back. */
export function openPanel() {
  if (open) return;
  returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  notify();
}

export function closePanel() {
  if (!open) return;
  open = false;
  notify();
}

/**
 * Where focus goes once the panel or the banner is gone: back where it was, or to the page's main
 * content when that element has left the page with the banner.
 */
export function restoreFocus(target: HTMLElement | null = returnFocusTo) {
  const element = target?.isConnected ? target : document.getElementById('main');
  element?.focus({ preventScroll: true });
}
