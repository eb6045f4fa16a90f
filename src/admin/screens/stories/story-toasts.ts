// The spec's blog toasts, in the site's one toast area (sonner), loaded the first time one shows.
import type { Language } from '@contract/language.ts';
import { storiesCopy, type StoriesCopy } from './copy';

type ToastKey = Exclude<keyof StoriesCopy['toasts'], 'region' | 'close'>;

export async function showStoryToast(lang: Language, kind: 'success' | 'error', key: ToastKey) {
  const copy = storiesCopy[lang].toasts;
  const { mountToastHost } = await import('@/components/toasts/ToastHost');
  // One id per message: a repeated failure updates its toast instead of stacking another.
  mountToastHost({ region: copy.region, close: copy.close })[kind](copy[key], { id: key });
}
