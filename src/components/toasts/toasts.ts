// Toasts for the forms (the enquiry forms and the newsletter sign-up), loading sonner and its host
// only when a form is first used. They share one toast area, so at most one toast shows at a time.
import { createElement } from 'react';

type ToastModule = typeof import('./ToastHost');
let host: Promise<ToastModule> | undefined;

/** Starts loading the toast area (called when a visitor starts filling in a form). */
export const preloadToasts = (): Promise<ToastModule> => (host ??= import('./ToastHost'));

export const SUCCESS_TOAST_MS = 8000;
const ERROR_TOAST_MS = 10_000;

/** The toast area's own words, in the page's language. */
export interface ToastAreaCopy {
  notifications: string;
  closeToast: string;
}

export interface SuccessCopy extends ToastAreaCopy {
  success: string;
  successDetail: string;
}

async function toaster(copy: ToastAreaCopy) {
  const { mountToastHost } = await preloadToasts();
  return mountToastHost({ region: copy.notifications, close: copy.closeToast });
}

const unannounced = (text: string) => createElement('span', { 'aria-hidden': true }, text);

/**
 * For the eye only. The sent form focuses its own confirmation (FormConfirmation), which a screen
 * reader reads out; announced as well, by the toast area's polite live region, the same news would
 * come twice. So the toast's words are hidden from assistive technology and it has no close button:
 * the live region gets nothing to say. Error toasts are still announced, as nothing else says those.
 */
export async function showSuccessToast(copy: SuccessCopy) {
  (await toaster(copy)).success(unannounced(copy.success), {
    description: unannounced(copy.successDetail),
    duration: SUCCESS_TOAST_MS,
    closeButton: false,
  });
}

export async function showErrorToast(copy: ToastAreaCopy, title: string, description?: string) {
  (await toaster(copy)).error(title, { description, duration: ERROR_TOAST_MS });
}
