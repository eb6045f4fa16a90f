// `npm run icons`: draws src/components/icons/sprite.svg, one <symbol> per icon that
// src/components/icons/index.ts names, from Lucide's own markup, so an icon looks exactly as Lucide
// draws it. A unit test fails when the committed sprite and the list part ways.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const iconsDir = resolve(import.meta.dirname, '../../src/components/icons');
export const spritePath = resolve(iconsDir, 'sprite.svg');

/** The names `index.ts` passes to `spriteIcon`, in its order. */
export async function iconNames(): Promise<string[]> {
  const source = await readFile(resolve(iconsDir, 'index.ts'), 'utf8');
  return [...source.matchAll(/spriteIcon\('(\w+)'\)/g)].map((match) => match[1]);
}

/** Lucide's drawing attributes, on each symbol so that no icon on a page has to repeat them. */
const SYMBOL_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

export function drawSprite(names: readonly string[]): string {
  const library = lucide as unknown as Record<string, ComponentType | undefined>;
  const symbols = names.map((name) => {
    const icon = library[name];
    if (!icon) throw new Error(`Lucide has no icon named ${name}`);
    const markup = renderToStaticMarkup(createElement(icon));
    const inner = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'));
    return `<symbol id="${name}" ${SYMBOL_ATTRIBUTES}>${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = await iconNames();
  await writeFile(spritePath, drawSprite(names));
  console.log(`icon sprite: ${names.length} icons`);
}
