import { defineMessages } from 'react-intl';

export const notFoundMessages = defineMessages({
  title: {
    id: 'shell.not-found.title',
    defaultMessage: 'No encontramos esta tienda',
    description: 'Heading of the 404 page',
  },
  text: {
    id: 'shell.not-found.text',
    defaultMessage: 'Puede que el enlace esté mal escrito o que la tienda ya no esté disponible.',
    description: 'Explanation on the 404 page',
  },
  chooseCountry: {
    id: 'shell.not-found.choose-country',
    defaultMessage: 'Visita las tiendas de tu país:',
    description: 'Lead-in to the list of country links on the 404 page',
  },
});
