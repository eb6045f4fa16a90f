// The prerendered site as the gates see it: every served page, its file and what it should be.
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { fileForPath } from '../build/prerender-paths';

type ServerEntry = typeof import('../../src/entry-server');

export const root = resolve(import.meta.dirname, '../..');
export const dist = join(root, 'dist');

export interface BuiltPage {
  path: string;
  file: string;
  html: string;
  document: Document;
}

export async function loadServerEntry(): Promise<ServerEntry> {
  return (await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href)) as ServerEntry;
}

/** The story pages the build prerendered (which depends on the stories published then), by their files. */
export async function storyPagePaths(ssr: ServerEntry): Promise<string[]> {
  const paths: string[] = [];
  for (const lang of ['en', 'nl'] as const) {
    const folder = dirname(fileForPath(ssr.storyPath('slug', lang)));
    for (const file of await readdir(join(dist, folder))) {
      if (file.endsWith('.html')) paths.push(`/${folder}/${file.slice(0, -'.html'.length)}`);
    }
  }
  return paths;
}

/** The further pages of the stories list the build prerendered (as many as the stories filled). */
export async function listPagePaths(ssr: ServerEntry): Promise<string[]> {
  const paths: string[] = [];
  for (const lang of ['en', 'nl'] as const) {
    const folder = dirname(fileForPath(ssr.storiesListPath(2, lang)));
    const files = await readdir(join(dist, folder)).catch(() => []);
    for (const file of files) {
      if (file.endsWith('.html')) paths.push(`/${folder}/${file.slice(0, -'.html'.length)}`);
    }
  }
  return paths;
}

/** Every prerendered page: each served path of the routes table, each list page and each story page. */
export async function loadBuiltPages(ssr: ServerEntry): Promise<BuiltPage[]> {
  return Promise.all(
    [...ssr.servedPaths.keys(), ...(await listPagePaths(ssr)), ...(await storyPagePaths(ssr))].map(
      async (path) => {
        const file = fileForPath(path);
        const html = await readFile(join(dist, file), 'utf8');
        return { path, file, html, document: new JSDOM(html).window.document };
      },
    ),
  );
}

/** Collects failures and prints them as one list. */
export class Failures {
  private readonly items: string[] = [];
  add(page: string, message: string) {
    this.items.push(`${page}: ${message}`);
  }
  report(gate: string, checked: string): void {
    if (this.items.length === 0) {
      console.log(`✓ ${gate}: ${checked}`);
      return;
    }
    console.error(
      `✗ ${gate}: ${this.items.length} problem(s)\n${this.items.map((item) => `  - ${item}`).join('\n')}`,
    );
    process.exitCode = 1;
  }
}
