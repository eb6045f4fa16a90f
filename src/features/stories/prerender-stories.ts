// The stories the prerenderer read from the backend, handed to the pages it renders. The browser
// never sets them: there, stories come from the HTML or from the backend.
import type { Story, StorySummary } from './stories';

let published: readonly Story[] = [];
let builtIn: readonly Story[] = [];
let pages: readonly Story[] = [];

/** The published stories, and the built-in ones whose slug none of them takes, get pages. */
export function setPrerenderStories(live: readonly Story[], fallback: readonly Story[]): readonly Story[] {
  published = live;
  builtIn = fallback;
  pages = [...live, ...fallback.filter((story) => !live.some((other) => other.slug === story.slug))];
  return pages;
}

const withoutBody = ({ body: _body, ...summary }: Story): StorySummary => summary;

/** What the lists show in the prerendered HTML, without bodies. */
export const prerenderedSummaries = (): StorySummary[] => published.map(withoutBody);

/** What the stories list shows: the published stories, or the built-in ones when none were. */
export const prerenderedListStories = (): StorySummary[] =>
  (published.length > 0 ? published : builtIn).map(withoutBody);

export const prerenderedStory = (slug: string): Story | null =>
  pages.find((story) => story.slug === slug) ?? null;
