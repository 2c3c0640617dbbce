import type { OutboxMessage } from './outbox-service';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

export function renderOutboxPage(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<li>
  <header><strong>${escapeHtml(m.to)}</strong> <time datetime="${m.created_at}">${escapeHtml(m.created_at)}</time>
  ${m.template ? `<code>${escapeHtml(m.template)}</code>` : ''} <span class="status">${escapeHtml(m.status)}</span>${m.status === 'dead' || m.status === 'retrying' ? ` <span class="error">${m.attempts} × ${escapeHtml(m.error ?? '')}</span>` : ''}</header>
  <p>${escapeHtml(m.message).replace(/\n/g, '<br>')}</p>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Barrio · mensajes enviados</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; background: #f6f6f6; color: #222; }
h1 { font-size: 1.25rem; }
ol { list-style: none; padding: 0; }
li { background: #fff; border-radius: 8px; padding: .75rem 1rem; margin-bottom: .75rem; box-shadow: 0 1px 2px rgba(0,0,0,.08); }
header { font-size: .85rem; color: #555; display: flex; gap: .5rem; flex-wrap: wrap; }
p { margin: .5rem 0 0; white-space: normal; overflow-wrap: anywhere; }
.error { color: #b00020; }
code { background: #eee; padding: 0 .25rem; border-radius: 4px; }
</style>
</head>
<body>
<h1>Mensajes enviados (${messages.length})</h1>
${messages.length === 0 ? '<p>Todavía no se envió ningún mensaje.</p>' : `<ol>\n${items}\n</ol>`}
</body>
</html>`;
}
