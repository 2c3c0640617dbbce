import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type ShopMessagesValues = {
  shopError: NoMessageValues;
  productsHeading: NoMessageValues;
};

export const shopMessages = defineMessages<ShopMessagesValues>({
  shopError: {
    id: 'catalog.shop.error',
    defaultMessage: 'No pudimos cargar la tienda.',
    description: 'Shown when the shop the page is about could not be loaded',
  },
  productsHeading: {
    id: 'catalog.shop.products-heading',
    defaultMessage: 'Productos',
    description: 'Heading above the search, the filters and the product grid',
  },
});
