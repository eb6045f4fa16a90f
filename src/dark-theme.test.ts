// The dark theme changes colours only: no rule that applies under `.dark` sets a size, a spacing, a
// display or anything else that moves a box. The layout sweep in `npm test` relies on it and checks
// the geometry in the light theme alone.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const stylesheet = join(root, 'src', 'index.css');

/** Properties that paint and never lay out. */
const COLOUR_PROPERTY =
  /^(color|background-color|border(-(top|right|bottom|left))?-color|outline-color|text-decoration-color|caret-color|accent-color|fill|stroke|--tw-(ring|ring-offset|shadow)-color|--tw-[a-z]+-opacity|--tw-gradient-(from|via|to|stops|from-position|via-position|to-position))$/;

const COLOUR_VALUE = /^(#[0-9a-f]{3,8}|rgb\([^)]*\)|transparent|currentColor)$/i;

/** Every declaration the stylesheet applies only in the dark theme that is not a colour. */
async function darkOnlyLayoutDeclarations(css: string): Promise<string[]> {
  const result = await postcss([tailwindcss({ config: join(root, 'tailwind.config.ts') })]).process(css, {
    from: stylesheet,
  });
  const found: string[] = [];
  result.root.walkRules((rule) => {
    if (!/\.dark\b/.test(rule.selector)) return;
    rule.walkDecls(({ prop, value }) => {
      if (COLOUR_PROPERTY.test(prop)) return;
      // A custom property of our own (the charts' colours) must hold a colour.
      if (prop.startsWith('--') && !prop.startsWith('--tw-') && COLOUR_VALUE.test(value)) return;
      // Tailwind repeats the pseudo-element's content with each `before:` utility; the light
      // theme's `before:` utilities on the same element already make the pseudo-element.
      if (prop === 'content' && value === 'var(--tw-content)') return;
      found.push(`${rule.selector} { ${prop}: ${value} }`);
    });
  });
  return found;
}

describe('the dark theme', () => {
  it('sets only colours, so a page has the same geometry in both themes', async () => {
    expect(await darkOnlyLayoutDeclarations(await readFile(stylesheet, 'utf8'))).toEqual([]);
  }, 30_000);

  it('is caught setting anything else', async () => {
    // Spelt out in pieces, so that Tailwind's scan of this file does not find the utilities.
    const probe = ['p-4', 'text-lg'].map((utility) => `dark:${utility}`).join(' ');
    const css = `${await readFile(stylesheet, 'utf8')}\n.probe { @apply ${probe}; }\n`;
    expect(await darkOnlyLayoutDeclarations(css)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('padding: 1rem'),
        expect.stringContaining('font-size: 1.125rem'),
      ]),
    );
  }, 30_000);
});
