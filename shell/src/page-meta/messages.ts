import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type PageMetaMessageValues = {
  shopTitle: { shop: string };
  shopDescription: { shop: string };
  marketplaceTitle: NoMessageValues;
  marketplaceDescription: NoMessageValues;
  sellersTitle: NoMessageValues;
  sellersDescription: NoMessageValues;
  notFoundTitle: NoMessageValues;
};

export const pageMetaMessages = defineMessages<PageMetaMessageValues>({
  shopTitle: {
    id: 'shell.meta.shop-title',
    defaultMessage: '{shop} | Barrio',
    description: 'Browser tab title of a shop page',
  },
  shopDescription: {
    id: 'shell.meta.shop-description',
    defaultMessage:
      'Haz tu súper en {shop}, tu tienda de barrio: recoge tu pedido o recíbelo en casa.',
    description: 'Meta description of a shop page',
  },
  marketplaceTitle: {
    id: 'shell.meta.marketplace-title',
    defaultMessage: 'Marketplace Barrio | Las tiendas de tu barrio en línea',
    description: 'Browser tab title of the marketplace page',
  },
  marketplaceDescription: {
    id: 'shell.meta.marketplace-description',
    defaultMessage:
      'Compra abarrotes a precios de mayoreo en las tiendas de tu barrio y recoge tu pedido cerca de casa.',
    description: 'Meta description of the marketplace page',
  },
  sellersTitle: {
    id: 'shell.meta.sellers-title',
    defaultMessage: 'Vende con Barrio | Lleva tu tienda a internet',
    description: 'Browser tab title of the seller-recruitment page',
  },
  sellersDescription: {
    id: 'shell.meta.sellers-description',
    defaultMessage:
      'Abre tu tienda en Barrio: recibe pedidos de tus vecinos, surte con mejores precios y gana más.',
    description: 'Meta description of the seller-recruitment page',
  },
  notFoundTitle: {
    id: 'shell.meta.not-found-title',
    defaultMessage: 'Tienda no encontrada | Barrio',
    description: 'Browser tab title of the 404 page',
  },
});
