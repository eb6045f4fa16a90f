// A reply is plain text with Markdown-style links `[label](/path)`. Only a path on this site (one
// leading slash) becomes a link, in the visitor's language; anything else stays text, and nothing
// in a reply is ever treated as HTML.
import { resolvePath } from '@/routing/paths';
import type { Language } from '@contract/language.ts';

export type ReplyPart = { kind: 'text'; text: string } | { kind: 'link'; label: string; to: string };

const LINK = /\[([^\]\n]{1,200})\]\(([^()\s]{1,300})\)/g;
const SITE_PATH = /^\/(?![/\\])[^\\]*$/;

/** The same page in `lang`: `/services` on a Dutch page is `/nl/diensten`, and the other way round. */
export function pathInLanguage(href: string, lang: Language): string {
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const resolved = resolvePath(path || '/');
  if (resolved.route.id !== 'not-found') return `${resolved.alternates[lang]}${rest}`;
  const dutch = path === '/nl' || path.startsWith('/nl/');
  if (lang === 'nl' && !dutch) return `/nl${path === '/' ? '' : path}${rest}`;
  if (lang === 'en' && dutch) return `${path.slice(3) || '/'}${rest}`;
  return href;
}

export function replyParts(reply: string, lang: Language): ReplyPart[] {
  const parts: ReplyPart[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  let from = 0;
  for (const match of reply.matchAll(LINK)) {
    const [whole, label, target] = match;
    pushText(reply.slice(from, match.index));
    if (SITE_PATH.test(target)) parts.push({ kind: 'link', label, to: pathInLanguage(target, lang) });
    else pushText(label);
    from = match.index + whole.length;
  }
  pushText(reply.slice(from));
  return parts;
}
