import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type NavigationMessagesValues = {
  menusLabel: NoMessageValues;
  categoriesLabel: NoMessageValues;
  allCategories: NoMessageValues;
  brandLabel: NoMessageValues;
  allBrands: NoMessageValues;
  filtersError: NoMessageValues;
};

export const navigationMessages = defineMessages<NavigationMessagesValues>({
  menusLabel: {
    id: 'catalog.menus.label',
    defaultMessage: 'Secciones de la tienda',
    description: 'Accessible name of the shop’s menu navigation',
  },
  categoriesLabel: {
    id: 'catalog.categories.label',
    defaultMessage: 'Categorías',
    description: 'Accessible name of the category filter',
  },
  allCategories: {
    id: 'catalog.categories.all',
    defaultMessage: 'Todas',
    description: 'Category filter option that shows products of every category',
  },
  brandLabel: {
    id: 'catalog.brands.label',
    defaultMessage: 'Marca',
    description: 'Label of the brand filter',
  },
  allBrands: {
    id: 'catalog.brands.all',
    defaultMessage: 'Todas las marcas',
    description: 'Brand filter option that shows products of every brand',
  },
  filtersError: {
    id: 'catalog.filters.error',
    defaultMessage: 'No pudimos cargar las categorías y marcas.',
    description: 'Shown when the categories, menus or brands could not be loaded',
  },
});
