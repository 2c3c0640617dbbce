import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type SearchMessagesValues = {
  label: NoMessageValues;
  placeholder: NoMessageValues;
  clear: NoMessageValues;
  recentTitle: NoMessageValues;
  recentRemove: { term: string };
  recentSearchAgain: { term: string };
};

export const searchMessages = defineMessages<SearchMessagesValues>({
  label: {
    id: 'catalog.search.label',
    defaultMessage: 'Buscar productos',
    description: 'Label of the product search field',
  },
  placeholder: {
    id: 'catalog.search.placeholder',
    defaultMessage: 'Arroz, leche, aceite…',
    description: 'Example terms shown inside the empty search field',
  },
  clear: {
    id: 'catalog.search.clear',
    defaultMessage: 'Borrar búsqueda',
    description: 'Button that empties the search field',
  },
  recentTitle: {
    id: 'catalog.search.recent-title',
    defaultMessage: 'Búsquedas recientes',
    description: 'Heading of the list of the shopper’s recent searches',
  },
  recentRemove: {
    id: 'catalog.search.recent-remove',
    defaultMessage: 'Quitar «{term}» de las búsquedas recientes',
    description: 'Accessible label of the button that removes one recent search',
  },
  recentSearchAgain: {
    id: 'catalog.search.recent-search-again',
    defaultMessage: 'Buscar «{term}»',
    description: 'Accessible label of a recent search that searches it again',
  },
});
