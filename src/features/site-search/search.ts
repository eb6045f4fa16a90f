// Site search over the build-time index: every query word must match (case- and
// diacritic-insensitive, anywhere in a word), and a match in the title outranks one in a heading,
// which outranks one in the text.

/** One searchable page or FAQ answer, as the build writes it to /search/index.<lang>.json. */
export interface SearchDocument {
  path: string;
  title: string;
  description: string;
  /** Headings and keywords, joined. */
  headings: string;
  body: string;
}

export interface SnippetPart {
  text: string;
  match: boolean;
}

export interface SearchResult {
  document: SearchDocument;
  score: number;
  snippet: SnippetPart[];
}

const WEIGHTS = { title: 10, headings: 4, description: 2, body: 1 } as const;
/** More repeats of a word in the text stop adding to the score after this. */
const MAX_BODY_HITS = 5;
const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 200;

/** Lower case without accents: "Één" and "een" compare equal. */
export const normalize = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The distinct words of a query, normalised. */
export const queryWords = (query: string): string[] => [
  ...new Set(
    normalize(query)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  ),
];

const occurrences = (haystack: string, word: string): number => {
  let count = 0;
  for (let at = haystack.indexOf(word); at >= 0; at = haystack.indexOf(word, at + word.length)) count++;
  return count;
};

/** The normalised text with, for each of its characters, the index of the original character. */
const normalizeWithMap = (text: string) => {
  let normalized = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    for (const part of normalize(char)) {
      normalized += part;
      origin.push(index);
    }
    index += char.length;
  }
  return { normalized, origin };
};

/** A stretch of `text` around the first match, split into matching and other parts. */
export function snippetOf(text: string, words: readonly string[]): SnippetPart[] {
  const { normalized, origin } = normalizeWithMap(text);
  const first = Math.min(...words.map((word) => normalized.indexOf(word)).filter((at) => at >= 0));
  const anchor = Number.isFinite(first) ? origin[first] : 0;
  let start = Math.max(0, anchor - SNIPPET_BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;

  // Matched ranges in original indices, merged where they overlap.
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = normalized.indexOf(word); at >= 0; at = normalized.indexOf(word, at + word.length)) {
      ranges.push([origin[at], origin[at + word.length - 1] + 1]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: SnippetPart[] = [];
  const push = (from: number, to: number, match: boolean) => {
    if (to > from) parts.push({ text: text.slice(from, to), match });
  };
  let cursor = start;
  for (const [from, to] of ranges) {
    if (to <= cursor || from >= end) continue;
    push(cursor, Math.max(cursor, from), false);
    push(Math.max(cursor, from), Math.min(to, end), true);
    cursor = Math.min(to, end);
  }
  push(cursor, end, false);
  if (start > 0) parts.unshift({ text: '… ', match: false });
  if (end < text.length) parts.push({ text: ' …', match: false });
  return parts;
}

interface PreparedDocument {
  document: SearchDocument;
  fields: Record<keyof typeof WEIGHTS, string>;
}

/** Normalises an index once, so every query reuses the work. */
export const prepare = (documents: readonly SearchDocument[]): PreparedDocument[] =>
  documents.map((document) => ({
    document,
    fields: {
      title: normalize(document.title),
      headings: normalize(document.headings),
      description: normalize(document.description),
      body: normalize(document.body),
    },
  }));

/** The documents that contain every word of the query, best first. */
export function search(index: readonly PreparedDocument[], query: string): SearchResult[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const results: SearchResult[] = [];
  for (const { document, fields } of index) {
    let score = 0;
    const allMatch = words.every((word) => {
      const title = fields.title.includes(word) ? WEIGHTS.title : 0;
      const headings = fields.headings.includes(word) ? WEIGHTS.headings : 0;
      const description = fields.description.includes(word) ? WEIGHTS.description : 0;
      const body = Math.min(occurrences(fields.body, word), MAX_BODY_HITS) * WEIGHTS.body;
      score += title + headings + description + body;
      return title + headings + description + body > 0;
    });
    if (!allMatch) continue;
    const inBody = words.some((word) => fields.body.includes(word));
    results.push({
      document,
      score,
      snippet: snippetOf(inBody ? document.body : document.description, words),
    });
  }
  return results.sort((a, b) => b.score - a.score || a.document.title.localeCompare(b.document.title));
}
