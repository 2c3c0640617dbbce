import type { StoredAnalyticsEvent } from '@barrio/shared/analytics-contract';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

function row(event: StoredAnalyticsEvent): string {
  const enrichment = `tierId ${event.tier_id ?? '—'} · customerId ${event.customer_id ?? '—'}`;
  return `<tr data-id="${event.id}">
  <td><time datetime="${event.occurred_at}">${escapeHtml(event.occurred_at)}</time></td>
  <td class="account">${event.account}</td>
  <td>${escapeHtml(event.shop ?? '—')}</td>
  <td><strong>${escapeHtml(event.event)}</strong></td>
  <td>${escapeHtml(enrichment)}<br><small>${escapeHtml(event.distinct_id ?? '')}</small></td>
  <td><code>${escapeHtml(JSON.stringify(event.properties))}</code></td>
</tr>`;
}

/**
 * `/dev/analytics`: what the collector stored, newest first, as the outbox page shows messages.
 * The rows are rendered here; /dev/analytics.js (same origin, as the CSP wants) polls for new
 * ones and adds them on top.
 */
export function renderDevAnalyticsPage(events: StoredAnalyticsEvent[]): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Barrio · eventos de analítica</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 80rem; padding: 1rem; background: #f6f6f6; color: #222; }
h1 { font-size: 1.25rem; }
table { border-collapse: collapse; width: 100%; background: #fff; font-size: .85rem; }
th, td { border-bottom: 1px solid #ddd; padding: .4rem; text-align: left; vertical-align: top; }
td code { word-break: break-all; }
.account { font-weight: bold; }
</style>
<script src="/dev/analytics.js" defer></script>
</head>
<body>
<h1>Eventos de analítica (desarrollo)</h1>
<p>Los últimos eventos que guardó el colector, con su cuenta (A o B) y su enriquecimiento. La lista se actualiza sola.</p>
<table>
<thead><tr><th>Cuándo</th><th>Cuenta</th><th>Tienda</th><th>Evento</th><th>Enriquecimiento</th><th>Propiedades</th></tr></thead>
<tbody id="events" aria-live="polite">
${events.map(row).join('\n')}
</tbody>
</table>
</body>
</html>
`;
}

/** Polls the JSON list for events newer than the newest row and adds them on top. */
export const DEV_ANALYTICS_SCRIPT = `(() => {
  const body = document.getElementById('events');
  const text = (tag, value) => { const el = document.createElement(tag); el.textContent = value; return el; };
  const newest = () => Number(body.firstElementChild?.dataset.id ?? 0);
  async function poll() {
    try {
      const response = await fetch('/api/dev/analytics?after=' + newest(), { cache: 'no-store' });
      const events = response.ok ? await response.json() : [];
      for (const event of events.reverse()) {
        const tr = document.createElement('tr');
        tr.dataset.id = String(event.id);
        const enrichment = document.createElement('td');
        enrichment.append(text('span', 'tierId ' + (event.tier_id ?? '—') + ' · customerId ' + (event.customer_id ?? '—')), document.createElement('br'), text('small', event.distinct_id ?? ''));
        const props = document.createElement('td');
        props.append(text('code', JSON.stringify(event.properties)));
        const account = text('td', event.account);
        account.className = 'account';
        const name = document.createElement('td');
        name.append(text('strong', event.event));
        tr.append(text('td', event.occurred_at), account, text('td', event.shop ?? '—'), name, enrichment, props);
        body.prepend(tr);
      }
    } finally {
      setTimeout(poll, 2000);
    }
  }
  setTimeout(poll, 2000);
})();
`;
