import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { drawSprite, iconNames, spritePath } from './icon-sprite';

describe('icon sprite', () => {
  it('holds exactly the icons the site names, as Lucide draws them', async () => {
    const names = await iconNames();
    expect(names.length).toBeGreaterThan(40);
    expect(await readFile(spritePath, 'utf8'), 'run `npm run icons`').toBe(drawSprite(names));
  });

  it('draws every icon with Lucide stroke on the symbol itself, as the page adds only a size', () => {
    const sprite = drawSprite(['Check', 'Phone']);
    const symbols = [...sprite.matchAll(/<symbol [^>]*>/g)].map(([tag]) => tag);
    expect(symbols).toHaveLength(2);
    for (const symbol of symbols) {
      expect(symbol).toContain('viewBox="0 0 24 24"');
      expect(symbol).toContain('fill="none"');
      expect(symbol).toContain('stroke="currentColor"');
      expect(symbol).toContain('stroke-width="2"');
      expect(symbol).toContain('stroke-linecap="round"');
    }
  });

  it('refuses a name Lucide does not have', () => {
    expect(() => drawSprite(['NoSuchIcon'])).toThrow(/NoSuchIcon/);
  });
});
