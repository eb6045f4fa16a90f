// Which pages the accessibility and layout sweeps visit. `npm test` sweeps a sample: one page per
// page template, and a rotating share of the rest, so that every page is swept within ROTATION
// consecutive commits. `npm run test:sweeps` (SWEEPS=all) sweeps every page, in every look.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileForPath } from '../scripts/build/prerender-paths';
import { dist } from '../scripts/gates/built-site';
import { publicPages, ssr } from './site';

/** The complete sweeps: every page, and the layout in both themes with screenshots. */
export const SWEEP_ALL = process.env.SWEEPS === 'all';

/** A page outside the sample is swept at least once in this many consecutive commits. */
export const ROTATION = 16;

const templateOf = (path: string) => ssr.resolvePath(path).route.page ?? path;

/** The longest word in a page's headings: where a narrow screen breaks or clips first. */
function longestHeadingWord(path: string): number {
  const html = readFileSync(join(dist, fileForPath(path)), 'utf8');
  const words = [...html.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g)].flatMap(([, inner]) =>
    inner.replace(/<[^>]+>/g, ' ').split(/\s+/),
  );
  return Math.max(0, ...words.map((word) => word.length));
}

/** One page per template: the one whose headings hold the longest word, usually a Dutch one. */
function templatePages(): string[] {
  const byTemplate = new Map<string, { path: string; longest: number }>();
  for (const path of publicPages) {
    const longest = longestHeadingWord(path);
    const best = byTemplate.get(templateOf(path));
    if (!best || longest > best.longest) byTemplate.set(templateOf(path), { path, longest });
  }
  return [...byTemplate.values()].map(({ path }) => path);
}

/** This commit's share of the rotation: its number in the history, or SWEEP_SHARD to pick one. */
function shard(): number {
  const chosen = process.env.SWEEP_SHARD;
  if (chosen !== undefined) return Number(chosen) % ROTATION;
  try {
    const commits = execFileSync('git', ['rev-list', '--count', 'HEAD'], { encoding: 'utf8' });
    return Number(commits.trim()) % ROTATION;
  } catch {
    // A copy without its history sweeps the first share.
    return 0;
  }
}

/** The sample of one share of the rotation: every template, and that share of the other pages. */
export function samplePages(share: number): string[] {
  const templates = templatePages();
  const others = publicPages.filter((path) => !templates.includes(path)).sort();
  return [...templates, ...others.filter((_, index) => index % ROTATION === share)];
}

/** The pages this run sweeps. */
export const sweptPages = SWEEP_ALL ? publicPages : samplePages(shard());
