import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type ProductPickerMessageValues = {
  search: NoMessageValues;
  add: NoMessageValues;
  addLabel: { name: string };
  empty: NoMessageValues;
  error: NoMessageValues;
};

export const productPickerMessages = defineMessages<ProductPickerMessageValues>({
  search: {
    id: 'catalog.picker.search',
    defaultMessage: 'Buscar un producto para agregar',
    description: 'Search field of the product picker another screen (edit order) embeds',
  },
  add: {
    id: 'catalog.picker.add',
    defaultMessage: 'Agregar',
    description: 'Picks the product for the screen hosting the picker',
  },
  addLabel: {
    id: 'catalog.picker.add-label',
    defaultMessage: 'Agregar {name}',
    description: 'Accessible name of the pick button of one product',
  },
  empty: {
    id: 'catalog.picker.empty',
    defaultMessage: 'No encontramos productos con esa búsqueda.',
    description: 'The picker search found nothing',
  },
  error: {
    id: 'catalog.picker.error',
    defaultMessage: 'No pudimos buscar productos. Intenta de nuevo.',
    description: 'The picker search failed',
  },
});
