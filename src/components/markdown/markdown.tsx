// The Markdown of story bodies, turned into React elements: headings, paragraphs, emphasis, code
// spans, lists, links, images and block quotes. It never produces HTML from the source: raw HTML
// stays text, and links and images keep only the addresses listed below.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { safeImageSource, safeLinkTarget } from './safe-urls';

type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'quote'; blocks: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] };

/** Quotes, lists and emphasis nest at most this deep; deeper markers stay text. */
const MAX_NESTING = 8;

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const BULLET = /^( {0,3}[-*+][ \t]+)(.*)$/;
const ORDERED = /^( {0,3}(\d{1,9})[.)][ \t]+)(.*)$/;
const BLANK = /^\s*$/;
const INDENTED = /^(?: {2,}|\t)/;

const listMarker = (line: string) => {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, start: 1, width: bullet[1].length, rest: bullet[2] };
  const ordered = ORDERED.exec(line);
  if (ordered) {
    return { ordered: true, start: Number(ordered[2]), width: ordered[1].length, rest: ordered[3] };
  }
  return null;
};

/** Whether a line ends a paragraph by starting another block (a list only when it starts at 1). */
const interruptsParagraph = (line: string) => {
  if (HEADING.test(line) || QUOTE.test(line)) return true;
  const marker = listMarker(line);
  return marker !== null && (!marker.ordered || marker.start === 1) && marker.rest.trim() !== '';
};

const dedent = (line: string, width: number) => {
  const indent = /^[ \t]*/.exec(line)?.[0].length ?? 0;
  return line.slice(Math.min(indent, width));
};

function parseList(lines: readonly string[], from: number, depth: number): { block: Block; next: number } {
  const first = listMarker(lines[from]);
  if (!first) throw new Error('parseList needs a list marker');
  const items: string[][] = [];
  let width = first.width;
  let i = from;
  while (i < lines.length) {
    const line = lines[i];
    const marker = listMarker(line);
    if (marker && marker.ordered === first.ordered && !INDENTED.test(line)) {
      items.push([marker.rest]);
      width = marker.width;
      i++;
    } else if (BLANK.test(line)) {
      const after = lines.slice(i + 1).find((candidate) => !BLANK.test(candidate));
      const continues =
        after !== undefined &&
        (INDENTED.test(after) || (listMarker(after)?.ordered === first.ordered && !INDENTED.test(after)));
      if (!continues) break;
      items[items.length - 1].push('');
      i++;
    } else if (INDENTED.test(line)) {
      items[items.length - 1].push(dedent(line, width));
      i++;
    } else if (!BLANK.test(lines[i - 1]) && !interruptsParagraph(line)) {
      // A lazy continuation of the item's paragraph.
      items[items.length - 1].push(line.trim());
      i++;
    } else {
      break;
    }
  }
  return {
    block: {
      type: 'list',
      ordered: first.ordered,
      start: first.start,
      items: items.map((item) => parseBlocks(item, depth + 1)),
    },
    next: i,
  };
}

function parseBlocks(lines: readonly string[], depth = 0): Block[] {
  const blocks: Block[] = [];
  const nests = depth < MAX_NESTING;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (BLANK.test(line)) {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // A heading without text has nothing to say.
      if (heading[2]) blocks.push({ type: 'heading', level: heading[1].length, text: heading[2] });
      i++;
      continue;
    }
    if (nests && QUOTE.test(line)) {
      const quoted: string[] = [];
      for (let match = QUOTE.exec(lines[i]); match; match = i < lines.length ? QUOTE.exec(lines[i]) : null) {
        quoted.push(match[1]);
        i++;
      }
      blocks.push({ type: 'quote', blocks: parseBlocks(quoted, depth + 1) });
      continue;
    }
    if (nests && listMarker(line)) {
      const { block, next } = parseList(lines, i, depth);
      blocks.push(block);
      i = next;
      continue;
    }
    const paragraph = [line];
    i++;
    while (i < lines.length && !BLANK.test(lines[i]) && !interruptsParagraph(lines[i])) {
      paragraph.push(lines[i]);
      i++;
    }
    // Trailing spaces inside the paragraph stay: two of them make a line break.
    const text = paragraph.map((part) => part.replace(/^[ \t]+/, '')).join('\n');
    blocks.push({ type: 'paragraph', text: text.replace(/[ \t]+$/, '') });
  }
  return blocks;
}

interface Context {
  storageUrl: string;
  /** A counter for element keys, unique within one rendering. */
  next: () => number;
}

/**
 * Inline text of one block or span. Every search below is bounded or remembered, so no input, however
 * hostile, makes the work grow faster than its length times the nesting limit.
 */
interface Span {
  text: string;
  depth: number;
  /** Inside a link's text, where another link may not start. */
  inLink: boolean;
  /** The `]` that closes each `[`, found in one pass. */
  closingBracket: Map<number, number>;
  /** For a delimiter (such as `**` or a backtick run), the first position after which none closes. */
  unclosedFrom: Map<string, number>;
}

const MAX_TARGET_LENGTH = 2048;
const MAX_TITLE_LENGTH = 500;

const ESCAPABLE = '\\`*_{}[]()#+-.!>|~<"\'';
const isSpace = (char: string | undefined) =>
  char === undefined || char === ' ' || char === '\t' || char === '\n';
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

const runLength = (text: string, at: number) => {
  let end = at;
  while (text[end] === text[at]) end++;
  return end - at;
};

function closingBrackets(text: string): Map<number, number> {
  const closing = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '[') open.push(i);
    else if (text[i] === ']' && open.length > 0) closing.set(open.pop() as number, i);
  }
  return closing;
}

/** `[text](target "title")` starting at `at` (the `[`): the text, the target and where it ends. */
function parseLink(span: Span, at: number): { label: string; target: string; end: number } | null {
  const { text } = span;
  const close = span.closingBracket.get(at);
  if (close === undefined || text[close + 1] !== '(') return null;
  let i = close + 2;
  while (text[i] === ' ') i++;
  let target = '';
  if (text[i] === '<') {
    const end = text.slice(i, i + MAX_TARGET_LENGTH).indexOf('>');
    if (end < 0) return null;
    target = text.slice(i + 1, i + end);
    i += end + 1;
  } else {
    const from = i;
    const limit = Math.min(text.length, i + MAX_TARGET_LENGTH);
    let parens = 0;
    for (; i < limit && !isSpace(text[i]); i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '(') parens++;
      else if (text[i] === ')' && parens-- === 0) break;
    }
    if (text[i] !== ')' && !isSpace(text[i])) return null;
    target = text.slice(from, i).replace(/\\([\\`*_{}[\]()#+\-.!>|~<"'])/g, '$1');
  }
  while (i < text.length && isSpace(text[i])) i++;
  const quote = text[i];
  if (quote === '"' || quote === "'") {
    const end = text.slice(i + 1, i + 1 + MAX_TITLE_LENGTH).indexOf(quote);
    if (end < 0) return null;
    i += end + 2;
    while (i < text.length && isSpace(text[i])) i++;
  }
  if (text[i] !== ')') return null;
  return { label: text.slice(at + 1, close), target, end: i + 1 };
}

/** Emphasis (`*a*`, `_a_`) or strong (`**a**`, `__a__`) starting at `at`, or null if it is not one. */
function parseEmphasis(span: Span, at: number, context: Context) {
  const { text } = span;
  const char = text[at];
  const size = Math.min(runLength(text, at), 3);
  const delimiter = char.repeat(size);
  if (span.depth >= MAX_NESTING || isSpace(text[at + size])) return null;
  if (char === '_' && isWordChar(text[at - 1])) return null;
  if (at >= (span.unclosedFrom.get(delimiter) ?? Infinity)) return null;
  for (let i = at + size; i < text.length;) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text[i] !== char) {
      i++;
      continue;
    }
    const length = runLength(text, i);
    const closes =
      length === size && !isSpace(text[i - 1]) && !(char === '_' && isWordChar(text[i + length]));
    if (!closes) {
      i += length;
      continue;
    }
    const inner = parseInline(text.slice(at + size, i), context, span.depth + 1, span.inLink);
    const key = context.next();
    const node =
      size === 1 ? (
        <em key={key}>{inner}</em>
      ) : size === 2 ? (
        <strong key={key}>{inner}</strong>
      ) : (
        <strong key={key}>
          <em>{inner}</em>
        </strong>
      );
    return { node, end: i + length };
  }
  span.unclosedFrom.set(delimiter, at);
  return null;
}

/** A code span starting at `at`: its text and where it ends, or null when no run of as many backticks closes it. */
function parseCode(span: Span, at: number) {
  const { text } = span;
  const size = runLength(text, at);
  const fence = '`'.repeat(size);
  if (at >= (span.unclosedFrom.get(fence) ?? Infinity)) return null;
  for (let close = text.indexOf(fence, at + size); close >= 0;) {
    const length = runLength(text, close);
    if (length === size)
      return {
        code: text
          .slice(at + size, close)
          .replace(/\n/g, ' ')
          .trim(),
        end: close + size,
      };
    close = text.indexOf(fence, close + length);
  }
  span.unclosedFrom.set(fence, at);
  return null;
}

function parseInline(text: string, context: Context, depth = 0, inLink = false): ReactNode[] {
  const span: Span = {
    text,
    depth,
    inLink,
    closingBracket: inLink ? new Map() : closingBrackets(text),
    unclosedFrom: new Map(),
  };
  const nodes: ReactNode[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) nodes.push(buffer);
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\' && text[i + 1] === '\n') {
      flush();
      nodes.push(<br key={context.next()} />);
      i += 2;
    } else if (char === '\\' && ESCAPABLE.includes(text[i + 1] ?? '\n')) {
      buffer += text[i + 1];
      i += 2;
    } else if (char === '\n') {
      const hardBreak = / {2,}$/.exec(buffer);
      if (hardBreak) {
        buffer = buffer.slice(0, -hardBreak[0].length);
        flush();
        nodes.push(<br key={context.next()} />);
      } else {
        buffer += '\n';
      }
      i++;
    } else if (char === '`') {
      const code = parseCode(span, i);
      if (code) {
        flush();
        nodes.push(<code key={context.next()}>{code.code}</code>);
        i = code.end;
      } else {
        const size = runLength(text, i);
        buffer += text.slice(i, i + size);
        i += size;
      }
    } else if (char === '!' && text[i + 1] === '[' && !inLink) {
      const image = parseLink(span, i + 1);
      if (!image) {
        buffer += char;
        i++;
        continue;
      }
      flush();
      const src = safeImageSource(image.target, context.storageUrl);
      nodes.push(
        src ? (
          <img
            key={context.next()}
            src={src}
            alt={image.label}
            loading="lazy"
            decoding="async"
            className="my-6 h-auto max-w-full rounded-xl"
          />
        ) : (
          image.label
        ),
      );
      i = image.end;
    } else if (char === '[' && !inLink) {
      const link = parseLink(span, i);
      if (!link) {
        buffer += char;
        i++;
        continue;
      }
      flush();
      const href = safeLinkTarget(link.target);
      const label = parseInline(link.label, context, depth + 1, true);
      const key = context.next();
      if (!href) nodes.push(...label);
      else if (href.startsWith('/')) {
        nodes.push(
          <Link key={key} to={href}>
            {label}
          </Link>,
        );
      } else {
        nodes.push(
          <a key={key} href={href}>
            {label}
          </a>,
        );
      }
      i = link.end;
    } else if (char === '*' || char === '_') {
      const emphasis = parseEmphasis(span, i, context);
      if (emphasis) {
        flush();
        nodes.push(emphasis.node);
        i = emphasis.end;
      } else {
        const size = runLength(text, i);
        buffer += text.slice(i, i + size);
        i += size;
      }
    } else {
      buffer += char;
      i++;
    }
  }
  flush();
  return nodes;
}

function renderBlocks(blocks: readonly Block[], context: Context, tight = false): ReactNode[] {
  return blocks.map((block) => {
    const key = context.next();
    switch (block.type) {
      case 'heading': {
        // The page's title is its only H1, so Markdown headings start at H2.
        const Tag = `h${Math.max(2, block.level)}` as 'h2';
        return <Tag key={key}>{parseInline(block.text, context)}</Tag>;
      }
      case 'paragraph':
        return tight ? parseInline(block.text, context) : <p key={key}>{parseInline(block.text, context)}</p>;
      case 'quote':
        return <blockquote key={key}>{renderBlocks(block.blocks, context)}</blockquote>;
      case 'list': {
        const items = block.items.map((item) => (
          <li key={context.next()}>{renderBlocks(item, context, item.length === 1)}</li>
        ));
        return block.ordered ? (
          <ol key={key} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
    }
  });
}

/** React elements for a story body. `storageUrl` is where the site's own images live. */
export function renderMarkdown(source: string, storageUrl: string): ReactNode[] {
  let counter = 0;
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  return renderBlocks(parseBlocks(lines), { storageUrl, next: () => counter++ });
}
