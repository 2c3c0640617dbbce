import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type ShopSummaryMessageValues = {
  title: NoMessageValues;
  rangeLabel: NoMessageValues;
  range: { range: string };
  visits: { count: number };
  funnelTitle: NoMessageValues;
  funnelStep: { step: string };
  funnelVisitors: { count: number };
  funnelDrop: { percent: number };
  chartTitle: NoMessageValues;
  chartDescription: { orders: number; revenue: string; days: number };
  chartDay: { day: string; orders: number; revenue: string };
  searchesTitle: NoMessageValues;
  noResultTitle: NoMessageValues;
  rejectionsTitle: NoMessageValues;
  rejectionReason: { reason: string };
  methodsTitle: NoMessageValues;
  method: { id: string };
  countItem: { label: string; count: number };
  none: NoMessageValues;
  loadError: NoMessageValues;
  notFound: NoMessageValues;
  ordersLink: NoMessageValues;
};

export const shopSummaryMessages = defineMessages<ShopSummaryMessageValues>({
  title: {
    id: 'orders.summary.title',
    defaultMessage: 'Resumen de la tienda',
    description: 'Heading of the shop owner’s analytics summary',
  },
  rangeLabel: {
    id: 'orders.summary.range-label',
    defaultMessage: 'Periodo',
    description: 'Label of the summary’s period choice',
  },
  range: {
    id: 'orders.summary.range',
    defaultMessage: '{range, select, today {Hoy} 7d {7 días} other {30 días}}',
    description: 'A period of the summary: today, the last 7 or 30 days',
  },
  visits: {
    id: 'orders.summary.visits',
    defaultMessage: '{count, plural, one {# visita} other {# visitas}}',
    description: 'Visitors of the shop in the period',
  },
  funnelTitle: {
    id: 'orders.summary.funnel-title',
    defaultMessage: 'De la visita a la compra',
    description: 'Heading of the funnel: visit, add to cart, begin checkout, purchase',
  },
  funnelStep: {
    id: 'orders.summary.funnel-step',
    defaultMessage:
      '{step, select, visit {Visitaron la tienda} add_to_cart {Agregaron al carrito} begin_checkout {Empezaron a pagar} other {Hicieron un pedido}}',
    description: 'A step of the funnel',
  },
  funnelVisitors: {
    id: 'orders.summary.funnel-visitors',
    defaultMessage: '{count, plural, one {# persona} other {# personas}}',
    description: 'Visitors who reached a step of the funnel',
  },
  funnelDrop: {
    id: 'orders.summary.funnel-drop',
    defaultMessage: '{percent}% no siguió',
    description: 'Share of the previous step’s visitors who did not reach this step',
  },
  chartTitle: {
    id: 'orders.summary.chart-title',
    defaultMessage: 'Pedidos y ventas por día',
    description: 'Heading of the chart of orders and revenue by day',
  },
  chartDescription: {
    id: 'orders.summary.chart-description',
    defaultMessage:
      '{orders, plural, one {# pedido} other {# pedidos}} por {revenue} en {days, plural, one {# día} other {# días}}',
    description: 'Text alternative of the chart: totals of the period',
  },
  chartDay: {
    id: 'orders.summary.chart-day',
    defaultMessage: '{day}: {orders, plural, one {# pedido} other {# pedidos}}, {revenue}',
    description: 'One day of the chart, for screen readers and as the bar’s tooltip',
  },
  searchesTitle: {
    id: 'orders.summary.searches-title',
    defaultMessage: 'Lo más buscado',
    description: 'Heading of the top searches',
  },
  noResultTitle: {
    id: 'orders.summary.no-result-title',
    defaultMessage: 'Buscado y no encontrado',
    description: 'Heading of the top searches that found no product',
  },
  rejectionsTitle: {
    id: 'orders.summary.rejections-title',
    defaultMessage: 'Cupones rechazados',
    description: 'Heading of the coupon rejections by reason',
  },
  rejectionReason: {
    id: 'orders.summary.rejection-reason',
    defaultMessage:
      '{reason, select, 2 {Compra mínima no alcanzada} 4 {Cupón vencido} 5 {El cupón no existe} 8 {No vale en esta tienda} 16 {Ya se usó o se agotó} 128 {No vale para este cliente} other {Otro motivo ({reason})}}',
    description: 'Why a coupon was rejected, by the order API’s coupon error code',
  },
  methodsTitle: {
    id: 'orders.summary.methods-title',
    defaultMessage: 'Formas de pago',
    description: 'Heading of the payment methods used',
  },
  method: {
    id: 'orders.summary.method',
    defaultMessage:
      '{id, select, 1 {Efectivo} 2 {Transferencia bancaria} 3 {Billetera} 4 {Billetera contra entrega} 5 {Yape} 6 {Transferencia BCP} 7 {Liga de pago} other {Forma de pago {id}}}',
    description: 'A payment method by its id',
  },
  countItem: {
    id: 'orders.summary.count-item',
    defaultMessage: '{label}: {count}',
    description: 'A value and how many times it occurred',
  },
  none: {
    id: 'orders.summary.none',
    defaultMessage: 'Nada en este periodo.',
    description: 'A list of the summary with nothing in the period',
  },
  loadError: {
    id: 'orders.summary.load-error',
    defaultMessage: 'No pudimos cargar el resumen.',
    description: 'The summary could not be loaded',
  },
  notFound: {
    id: 'orders.summary.not-found',
    defaultMessage:
      'Este resumen es solo para el dueño de la tienda. Inicia sesión con el teléfono de la tienda.',
    description: 'The caller is not the shop’s owner (or support)',
  },
  ordersLink: {
    id: 'orders.summary.orders-link',
    defaultMessage: 'Ver los pedidos',
    description: 'Link from the summary back to the owner’s orders list',
  },
});
