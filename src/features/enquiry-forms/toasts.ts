// Toasts for the forms, loading sonner and its host only when a form is first used.
import type { EnquiryCopy } from './copy';

type ToastModule = typeof import('./ToastHost');
let host: Promise<ToastModule> | undefined;

/** Starts loading the toast area (called when a visitor starts filling in a form). */
export const preloadToasts = (): Promise<ToastModule> => (host ??= import('./ToastHost'));

export const SUCCESS_TOAST_MS = 8000;
const ERROR_TOAST_MS = 10_000;

async function toaster(copy: EnquiryCopy) {
  const { mountToastHost } = await preloadToasts();
  return mountToastHost({ region: copy.notifications, close: copy.closeToast });
}

export async function showSuccessToast(copy: EnquiryCopy) {
  (await toaster(copy)).success(copy.success, {
    description: copy.successDetail,
    duration: SUCCESS_TOAST_MS,
  });
}

export async function showErrorToast(copy: EnquiryCopy, title: string, description?: string) {
  (await toaster(copy)).error(title, { description, duration: ERROR_TOAST_MS });
}
