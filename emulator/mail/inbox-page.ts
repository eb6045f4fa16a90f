import type { StoredMessage } from './store.ts';

// The web inbox: a plain, accessible list and message view; HTML bodies render in a sandboxed frame.

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #111; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ccc; vertical-align: top; }
a { color: #0645ad; }
pre { white-space: pre-wrap; background: #f4f4f4; padding: 1rem; }
iframe { width: 100%; min-height: 30rem; border: 1px solid #ccc; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

function addresses(list: { Name: string; Address: string }[]): string {
  return list.map((a) => escape(a.Name ? `${a.Name} <${a.Address}>` : a.Address)).join(', ');
}

export function inboxPage(messages: StoredMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr>
<td><time datetime="${m.Created}">${escape(new Date(m.Created).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</time></td>
<td>${addresses([m.From])}</td>
<td>${addresses(m.To)}</td>
<td><a href="/view/${encodeURIComponent(m.ID)}">${escape(m.Subject || '(no subject)')}</a></td>
</tr>`,
    )
    .join('\n');
  const content = messages.length
    ? `<table>
<caption>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No messages yet.</p>';
  return page('Inbox', `<header><h1>Local inbox</h1></header>\n<main>\n${content}\n</main>`);
}

export function messagePage(message: StoredMessage): string {
  const html = message.HTML
    ? `<h2>HTML</h2>\n<iframe title="HTML body" sandbox srcdoc="${escape(message.HTML)}"></iframe>`
    : '';
  const text = message.Text ? `<h2>Text</h2>\n<pre>${escape(message.Text)}</pre>` : '';
  return page(
    message.Subject || 'Message',
    `<header><p><a href="/">Back to the inbox</a></p><h1>${escape(message.Subject || '(no subject)')}</h1></header>
<main>
<dl>
<dt>From</dt><dd>${addresses([message.From])}</dd>
<dt>To</dt><dd>${addresses(message.To)}</dd>
<dt>Received</dt><dd><time datetime="${message.Created}">${escape(message.Created)}</time></dd>
</dl>
${text}
${html}
<p><a href="/api/v1/message/${encodeURIComponent(message.ID)}/raw">View source</a></p>
</main>`,
  );
}
