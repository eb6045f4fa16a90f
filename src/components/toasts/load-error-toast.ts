// Tells the visitor when live content could not be loaded, in the site's one toast area (shared with
// the forms, so at most one toast shows), loading that area only when it is needed.
import { useEffect } from 'react';
import type { Language } from '@contract/language.ts';
import { liveDataCopy } from './load-error-copy';

async function showLoadError(id: string, message: string, lang: Language) {
  const { mountToastHost } = await import('./ToastHost');
  // One id per kind of content: a repeated failure updates its toast instead of adding one.
  mountToastHost(liveDataCopy[lang]).error(message, { id });
}

/** Shows `message` as an error toast whenever `failed` becomes true. */
export function useLoadErrorToast(failed: boolean, id: string, message: string, lang: Language) {
  useEffect(() => {
    if (failed) void showLoadError(id, message, lang);
  }, [failed, id, message, lang]);
}
