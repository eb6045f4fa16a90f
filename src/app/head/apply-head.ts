import { HEAD_MARKER, renderHeadHtml, type HeadData } from './head';

/** Replaces the managed head tags after a client-side navigation. */
export function applyHead(head: HeadData): void {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  const template = document.createElement('template');
  // The title is set above; the rest are the managed meta, link and JSON-LD tags.
  template.innerHTML = renderHeadHtml(head).replace(/^<title>.*?<\/title>/, '');
  document.head.querySelectorAll(`[${HEAD_MARKER}]`).forEach((el) => el.remove());
  document.head.append(template.content);
}
