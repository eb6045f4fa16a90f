// Renders the brand images that must be bitmaps (social preview, app icons) from the vector mark,
// with the system Chromium: `npx tsx scripts/brand/render-images.ts`. The PNGs are committed.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { business } from '../../supabase/functions/_shared/contract/business';
import { statFigure } from '../../supabase/functions/_shared/contract/business-wording';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';

const root = resolve(import.meta.dirname, '../..');
const mark = await readFile(join(root, 'public/favicon.svg'), 'utf8');

const socialCard = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:system-ui,sans-serif;color:#fff;background:linear-gradient(160deg,#0b1f4d 0%,#19318b 55%,#3366f5 100%);position:relative;overflow:hidden">
  <svg viewBox="0 0 400 300" style="position:absolute;right:-40px;top:40px;width:560px;opacity:.9">
    <path d="M60 120a140 90 0 0 1 280 0Z" fill="#f97316"/>
    <path d="M60 120 200 250M340 120 200 250M130 120l70 130M270 120l-70 130" stroke="#fff" stroke-width="3" fill="none"/>
    <circle cx="200" cy="262" r="14" fill="#fff"/>
  </svg>
  <div style="display:flex;align-items:center;gap:20px;font-size:34px;font-weight:800">
    <span style="width:72px;height:72px;display:inline-block">${mark}</span>${business.name}
  </div>
  <div>
    <div style="font-size:68px;font-weight:800;line-height:1.05;max-width:720px">Skydiving shows, tandem jumps &amp; aerial media</div>
    <div style="margin-top:24px;font-size:30px;opacity:.9">Since ${business.foundingYear} · ${statFigure(business.stats.shows, 'en')} shows · ${business.stats.safetyRecord} safety record</div>
  </div>
</div></body></html>`;

const icon = (size: number) => `<!doctype html><html><body style="margin:0;background:#0b1f4d">
<div style="width:${size}px;height:${size}px">${mark.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
const shots: [string, string, number, number][] = [
  ['og-image.png', socialCard, 1200, 630],
  ['logo-512.png', icon(512), 512, 512],
  ['apple-touch-icon.png', icon(180), 180, 180],
];
for (const [file, html, width, height] of shots) {
  await page.setViewportSize({ width, height });
  await page.setContent(html);
  await page.screenshot({ path: join(root, 'public', file), clip: { x: 0, y: 0, width, height } });
}
await browser.close();
