// Renders the newsletter's free guide to one PDF per language with the system Chromium:
// `npx tsx scripts/brand/render-guide.ts`. The PDFs are committed under public/downloads.
import { mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { business, mailtoUrl, telUrl, whatsappUrl } from '../../supabase/functions/_shared/contract/business';
import { guidePaths } from '../../supabase/functions/_shared/contract/site-links';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';
import { guideCopy, type GuideCopy, type GuideSection } from './guide-copy';

const root = resolve(import.meta.dirname, '../..');
const mark = await readFile(join(root, 'public/favicon.svg'), 'utf8');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (value: string) => value.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

const styles = `
* { box-sizing: border-box; }
body { margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10pt;
  line-height: 1.5; color: #1a2233; }
a { color: inherit; }
.cover { background: linear-gradient(160deg, #0b1f4d 0%, #19318b 60%, #3366f5 100%); color: #fff;
  border-radius: 10px; padding: 26px 30px 28px; }
.brand { display: flex; align-items: center; gap: 10px; font-size: 11pt; font-weight: bold; }
.brand svg { width: 34px; height: 34px; }
h1 { font-size: 27pt; line-height: 1.1; margin: 22px 0 6px; }
.subtitle { font-size: 12.5pt; margin: 0; color: #d9e6ff; }
.intro { font-size: 11pt; margin: 16px 0 0; }
.facts { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; margin: 14px 0 0; padding: 0;
  list-style: none; }
.facts li { background: #eef4ff; border-radius: 8px; padding: 8px; text-align: center; font-size: 8.5pt;
  color: #475569; }
.facts strong { display: block; font-size: 14pt; color: #0b1f4d; }
section { break-inside: avoid; margin-top: 16px; }
h2 { font-size: 14pt; color: #0b1f4d; margin: 0 0 4px; padding-bottom: 3px; border-bottom: 2px solid #f97316; }
p { margin: 4px 0 0; }
ul { margin: 6px 0 0; padding-left: 18px; }
li { margin: 3px 0; }
ul li::marker { color: #c2410c; }
ol { list-style: none; counter-reset: step; display: grid; grid-template-columns: repeat(auto-fit, minmax(38mm, 1fr));
  gap: 8px; margin: 8px 0 0; padding: 0; }
ol li { counter-increment: step; background: #f4f6fa; border-radius: 8px; padding: 8px 10px; margin: 0; }
ol li strong { display: block; color: #0b1f4d; }
ol li strong::before { content: counter(step) ". "; color: #c2410c; }
.contact { background: #0b1f4d; color: #fff; border-radius: 10px; padding: 16px 22px; margin-top: 18px; }
.contact h2 { color: #fff; }
.contact dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 8px 0 0; }
.contact dt { color: #bcd3ff; }
.contact dd { margin: 0; }
`;

function sectionHtml(section: GuideSection): string {
  const points = section.points
    ? `<ul>${section.points.map((point) => `<li>${escape(point)}</li>`).join('')}</ul>`
    : '';
  const steps = section.steps
    ? `<ol>${section.steps
        .map((step) => `<li><strong>${escape(step.title)}</strong>${escape(step.text)}</li>`)
        .join('')}</ol>`
    : '';
  return `<section><h2>${escape(section.title)}</h2><p>${escape(section.text)}</p>${points}${steps}</section>`;
}

function guideHtml(lang: 'en' | 'nl', copy: GuideCopy): string {
  const site = business.siteUrl;
  const { labels } = copy.contact;
  const details: [string, string][] = [
    [labels.phone, `<a href="${telUrl}">${escape(business.phone.display)}</a>`],
    [labels.whatsapp, `<a href="${whatsappUrl}">${escape(business.phone.display)}</a>`],
    [labels.email, `<a href="${mailtoUrl}">${business.email}</a>`],
    [labels.web, `<a href="${site}${lang === 'nl' ? '/nl' : ''}">${site.replace(/^https?:\/\//, '')}</a>`],
    [labels.hours, escape(copy.contact.hours)],
    [
      labels.office,
      escape(`${business.address.street}, ${business.address.postalCode} ${business.address.locality}`),
    ],
  ];
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escape(`${copy.title} – ${business.name}`)}</title><style>${styles}</style></head>
<body>
<header class="cover">
  <div class="brand">${mark}${escape(business.name)}</div>
  <h1>${escape(copy.title)}</h1>
  <p class="subtitle">${escape(copy.subtitle)}</p>
  <p class="intro">${escape(copy.intro)}</p>
</header>
<ul class="facts">${copy.facts
    .map((fact) => `<li><strong>${escape(fact.value)}</strong>${escape(fact.label)}</li>`)
    .join('')}</ul>
${copy.sections.map(sectionHtml).join('\n')}
<section class="contact">
  <h2>${escape(copy.contact.title)}</h2>
  <p>${escape(copy.contact.text)}</p>
  <dl>${details.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${value}</dd>`).join('')}</dl>
</section>
</body>
</html>`;
}

const footer = (copy: GuideCopy) =>
  `<div style="width:100%;padding:0 16mm;font-family:'DejaVu Sans',sans-serif;font-size:7.5pt;color:#5a6478;display:flex;justify-content:space-between">
<span>${escape(copy.footer)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const lang of ['en', 'nl'] as const) {
  const copy = guideCopy[lang];
  const path = join(root, 'public', guidePaths[lang]);
  await mkdir(dirname(path), { recursive: true });
  await page.setContent(guideHtml(lang, copy));
  await page.pdf({
    path,
    format: 'A4',
    margin: { top: '14mm', right: '16mm', bottom: '16mm', left: '16mm' },
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: footer(copy),
    tagged: true,
    outline: true,
  });
  console.log(`${guidePaths[lang]}: ${Math.round((await stat(path)).size / 1024)} KB`);
}
await browser.close();
