import { formatMoney } from '@barrio/shared/domain';
import type { PaymentOutcome } from './payment-provider';
import type { PaymentLinkView } from './payment-repository';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

const STATUS_TEXT: Record<PaymentLinkView['status'], string> = {
  pending: 'Pendiente de pago',
  approved: 'Pago aprobado',
  declined: 'Pago rechazado',
  expired: 'Este link fue reemplazado por uno nuevo',
};

/** The sandbox provider's hosted payment page: approve or decline, then it calls back. */
export function renderSandboxPage(
  link: PaymentLinkView,
  callbackPath: string,
  sign: (linkId: string, outcome: PaymentOutcome) => string,
  returnUrl: string,
): string {
  const form = (
    outcome: PaymentOutcome,
    label: string,
  ) => `<form method="post" action="${escapeHtml(callbackPath)}">
  <input type="hidden" name="link_id" value="${escapeHtml(link.id)}">
  <input type="hidden" name="outcome" value="${outcome}">
  <input type="hidden" name="signature" value="${escapeHtml(sign(link.id, outcome))}">
  <button type="submit" class="${outcome}" data-testid="sandbox-${outcome}">${label}</button>
</form>`;
  const actions =
    link.status === 'pending' && link.order_status !== 'canceled'
      ? `<div class="actions">${form('approved', 'Aprobar pago')}${form('declined', 'Rechazar pago')}</div>`
      : `<p><a href="${escapeHtml(returnUrl)}">Volver a la tienda</a></p>`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pago de prueba · ${escapeHtml(link.order_code)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 1rem; color: #222; }
.card { border: 1px solid #ddd; border-radius: 12px; padding: 1.25rem; }
.amount { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
.actions { display: flex; gap: .75rem; margin-top: 1rem; }
button { font-size: 1rem; padding: .6rem 1rem; border-radius: 8px; border: 0; cursor: pointer; }
.approved { background: #1b873f; color: #fff; }
.declined { background: #c62828; color: #fff; }
.note { color: #666; font-size: .85rem; }
</style>
</head>
<body>
<main class="card">
<p class="note">Entorno de pruebas: no se cobra dinero real.</p>
<h1>${escapeHtml(link.shop_name)}</h1>
<p>Pedido <strong>${escapeHtml(link.order_code)}</strong></p>
<p class="amount">${escapeHtml(formatMoney(link.amount, link.country_id))}</p>
<p data-testid="sandbox-status">${STATUS_TEXT[link.status]}</p>
${actions}
</main>
</body>
</html>`;
}
