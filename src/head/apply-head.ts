// Loaded on the first client-side navigation only: the prerendered pages already carry their head,
// so the metadata of every page stays out of the first download.
import { setDocumentLanguage } from '@/i18n/document-language';
import type { ResolvedPath } from '@/routing/paths';
import { HEAD_MARKER, buildHead, renderHeadHtml, type StoryHeadInput } from './head';

/** Replaces the managed head tags with those of `resolved` (and of its story, on a story page). */
export function applyHead(resolved: ResolvedPath, siteVerification?: string, story?: StoryHeadInput): void {
  const head = buildHead(resolved, siteVerification, story);
  document.title = head.title;
  setDocumentLanguage(head.lang);
  const template = document.createElement('template');
  // The title is set above; the rest are the managed meta, link and JSON-LD tags.
  template.innerHTML = renderHeadHtml(head).replace(/^<title>.*?<\/title>/, '');
  document.head.querySelectorAll(`[${HEAD_MARKER}]`).forEach((el) => el.remove());
  document.head.append(template.content);
}
