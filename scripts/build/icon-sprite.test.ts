import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { drawSprite, iconNames, spritePath } from './icon-sprite';

describe('icon sprite', () => {
  it('holds exactly the icons the site names, as Lucide draws them', async () => {
    const names = await iconNames();
    expect(names.length).toBeGreaterThan(40);
    expect(await readFile(spritePath, 'utf8'), 'run `npm run icons`').toBe(drawSprite(names));
  });

  it('refuses a name Lucide does not have', () => {
    expect(() => drawSprite(['NoSuchIcon'])).toThrow(/NoSuchIcon/);
  });
});
