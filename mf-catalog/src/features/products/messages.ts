import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type ProductMessagesValues = {
  limitPerDelivery: { limit: number };
  limitPerOrder: { limit: number };
  discountLimit: { limit: number };
  limitPerDeliveryAmount: { limit: string };
  limitPerOrderAmount: { limit: string };
  discountLimitAmount: { limit: string };
  open: { name: string };
  noImage: NoMessageValues;
  notes: NoMessageValues;
  gridLabel: NoMessageValues;
  loadingMore: NoMessageValues;
  loadMore: NoMessageValues;
  total: { total: number };
  error: NoMessageValues;
  errorMore: NoMessageValues;
  emptySearch: { term: string };
  emptyFiltered: NoMessageValues;
  emptyCatalog: NoMessageValues;
  emptyHint: NoMessageValues;
  showAll: NoMessageValues;
};

export const productMessages = defineMessages<ProductMessagesValues>({
  limitPerDelivery: {
    id: 'catalog.product.limit-per-delivery',
    defaultMessage: 'Máximo {limit, plural, one {# unidad} other {# unidades}} por entrega',
    description: 'The product cannot be bought above this quantity in one delivery',
  },
  limitPerDeliveryAmount: {
    id: 'catalog.product.limit-per-delivery-amount',
    defaultMessage: 'Máximo {limit} por entrega',
    description: 'Limit of a product sold by weight; limit is formatted, e.g. "6 kg"',
  },
  limitPerOrderAmount: {
    id: 'catalog.product.limit-per-order-amount',
    defaultMessage: 'Máximo {limit} por pedido',
    description: 'Limit of a product sold by weight; limit is formatted, e.g. "6 kg"',
  },
  discountLimitAmount: {
    id: 'catalog.product.discount-limit-amount',
    defaultMessage: 'Precio de oferta en los primeros {limit}',
    description:
      'A product sold by weight: the discounted price applies to this much of it, e.g. "2 kg"',
  },
  limitPerOrder: {
    id: 'catalog.product.limit-per-order',
    defaultMessage: 'Máximo {limit, plural, one {# unidad} other {# unidades}} por pedido',
    description: 'The product cannot be bought above this quantity in one order',
  },
  discountLimit: {
    id: 'catalog.product.discount-limit',
    defaultMessage:
      'Precio de oferta en {limit, plural, one {la primera unidad} other {las primeras # unidades}}',
    description:
      'The discounted price applies only to this many units; the rest pay the regular price',
  },
  open: {
    id: 'catalog.product.open',
    defaultMessage: 'Ver detalle de {name}',
    description: 'Accessible label of the product card link that opens the product detail',
  },
  noImage: {
    id: 'catalog.product.no-image',
    defaultMessage: 'Sin imagen',
    description: 'Placeholder text when a product has no picture',
  },
  notes: {
    id: 'catalog.product.notes',
    defaultMessage: 'Notas',
    description: 'Heading of the product notes in the product detail',
  },
  gridLabel: {
    id: 'catalog.grid.label',
    defaultMessage: 'Productos',
    description: 'Accessible name of the product list',
  },
  loadingMore: {
    id: 'catalog.grid.loading-more',
    defaultMessage: 'Cargando más productos…',
    description: 'Announced while the next page of products is loading',
  },
  loadMore: {
    id: 'catalog.grid.load-more',
    defaultMessage: 'Ver más productos',
    description: 'Button that loads the next page of products',
  },
  total: {
    id: 'catalog.grid.total',
    defaultMessage: '{total, plural, one {# producto} other {# productos}}',
    description: 'Number of products matching the current search and filters',
  },
  error: {
    id: 'catalog.grid.error',
    defaultMessage: 'No pudimos cargar los productos.',
    description: 'Shown when the product list could not be loaded',
  },
  errorMore: {
    id: 'catalog.grid.error-more',
    defaultMessage: 'No pudimos cargar más productos.',
    description: 'Shown when the next page of products could not be loaded',
  },
  emptySearch: {
    id: 'catalog.grid.empty-search',
    defaultMessage: 'No encontramos productos para «{term}».',
    description: 'Empty state when a search finds nothing',
  },
  emptyFiltered: {
    id: 'catalog.grid.empty-filtered',
    defaultMessage: 'No hay productos con estos filtros.',
    description: 'Empty state when a category or brand filter leaves no products',
  },
  emptyCatalog: {
    id: 'catalog.grid.empty-catalog',
    defaultMessage: 'Esta tienda todavía no tiene productos.',
    description: 'Empty state when the shop has no products at all',
  },
  emptyHint: {
    id: 'catalog.grid.empty-hint',
    defaultMessage: 'Prueba con otra palabra o revisa la ortografía.',
    description: 'Advice under the empty state of a search',
  },
  showAll: {
    id: 'catalog.grid.show-all',
    defaultMessage: 'Ver todos los productos',
    description: 'Button in the empty state that clears the search and filters',
  },
});
