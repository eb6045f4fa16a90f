// The stories the prerenderer read from the backend, handed to the pages it renders. The browser
// never sets them: there, stories come from the HTML or from the backend.
import type { Story, StorySummary } from './stories';

let published: readonly Story[] = [];
let pages: readonly Story[] = [];

/** The published stories, and the built-in ones whose slug none of them takes, get pages. */
export function setPrerenderStories(live: readonly Story[], builtIn: readonly Story[]): readonly Story[] {
  published = live;
  pages = [...live, ...builtIn.filter((story) => !live.some((other) => other.slug === story.slug))];
  return pages;
}

/** What the lists show in the prerendered HTML, without bodies. */
export const prerenderedSummaries = (): StorySummary[] =>
  published.map(({ body: _body, ...summary }) => summary);

export const prerenderedStory = (slug: string): Story | null =>
  pages.find((story) => story.slug === slug) ?? null;
