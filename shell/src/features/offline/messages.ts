import { defineMessages } from 'react-intl';

export const offlineMessages = defineMessages({
  offlineTitle: {
    id: 'shell.offline.title',
    defaultMessage: 'Sin conexión',
    description: 'Title of the banner shown while the device has no network',
  },
  offlineBody: {
    id: 'shell.offline.body',
    defaultMessage:
      'Ves lo que ya se cargó en este teléfono; los productos y resultados pueden estar incompletos. Tu carrito sigue funcionando.',
    description: 'Body of the offline banner: what still works and that results may be incomplete',
  },
  updateReady: {
    id: 'shell.offline.update-ready',
    defaultMessage: 'Hay una nueva versión de la tienda lista.',
    description: 'Notice shown when a new version of the app was downloaded in the background',
  },
  lowData: {
    id: 'shell.offline.low-data',
    defaultMessage: 'Ahorro de datos (sin mapas ni animaciones, nada se descarga por adelantado)',
    description: 'Footer switch for low-data mode',
  },
  updateNow: {
    id: 'shell.offline.update-now',
    defaultMessage: 'Actualizar',
    description: 'Button that reloads the page into the new version of the app',
  },
});
