// The page a visitor gets offline when the page they asked for is not on their device yet: in their
// language, with the ways to reach the company that work without this site. Self-contained (its
// style inline, no script), because nothing else may be at hand when it shows.
import {
  business,
  mailtoUrl,
  telUrl,
  whatsappUrl,
} from '../../supabase/functions/_shared/contract/business.ts';

const copy = {
  en: {
    title: 'You are offline',
    lead: 'This page is not saved on your device yet. It loads as soon as you are back online.',
    reach: 'You can still reach us:',
    call: 'Call',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    retry: 'Try again',
  },
  nl: {
    title: 'Je bent offline',
    lead: 'Deze pagina staat nog niet op je apparaat. Zodra je weer online bent, laadt hij.',
    reach: 'Je kunt ons nog steeds bereiken:',
    call: 'Bellen',
    whatsapp: 'WhatsApp',
    email: 'Mailen',
    retry: 'Opnieuw proberen',
  },
} as const;

const style = `
:root{color-scheme:light dark;--ink:#0f172a;--muted:#334155;--bg:#fff;--card:#f1f5f9;--link:#1e3a8a}
@media (prefers-color-scheme:dark){:root{--ink:#f8fafc;--muted:#cbd5e1;--bg:#0f172a;--card:#1e293b;--link:#bfdbfe}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--ink);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.75rem;line-height:1.2;margin:0 0 .75rem}
p{margin:0 0 1rem;color:var(--muted)}ul{list-style:none;margin:0 0 1.5rem;padding:0;display:grid;gap:.5rem}
li a{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 1rem;border-radius:.75rem;background:var(--card);color:var(--ink);text-decoration:none}
li a span:last-child{color:var(--link);font-weight:600}a:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.retry{display:inline-block;padding:.75rem 1.25rem;border-radius:999px;background:#c2410c;color:#fff;font-weight:600;text-decoration:none}
.name{font-weight:700;color:var(--ink);margin-bottom:2rem}`;

export function offlinePage(lang: 'en' | 'nl'): string {
  const t = copy[lang];
  const contact = [
    { label: t.call, value: business.phone.display, href: telUrl },
    { label: t.whatsapp, value: business.phone.display, href: whatsappUrl },
    { label: t.email, value: business.email, href: mailtoUrl },
  ];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title} · ${business.name}</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="name">${business.name}</p>
<h1>${t.title}</h1>
<p>${t.lead}</p>
<p>${t.reach}</p>
<ul>
${contact.map((way) => `<li><a href="${way.href}"><span>${way.label}</span><span>${way.value}</span></a></li>`).join('\n')}
</ul>
<a class="retry" href="">${t.retry}</a>
</main>
</body>
</html>
`;
}
