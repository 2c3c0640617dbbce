import { defineMessages } from 'react-intl';

export const remoteMessages = defineMessages({
  loading: {
    id: 'shell.remote.loading',
    defaultMessage: 'Cargando…',
    description: 'Accessible label while a part of the page owned by another team is loading',
  },
  failedTitle: {
    id: 'shell.remote.failed.title',
    defaultMessage: 'Esta sección no está disponible',
    description: 'Title shown in place of a part of the page that failed to load or crashed',
  },
  failedBody: {
    id: 'shell.remote.failed.body',
    defaultMessage: 'El resto de la tienda sigue funcionando. Puedes intentarlo de nuevo.',
    description: 'Explanation under the title of an unavailable section of the page',
  },
  failedOffline: {
    id: 'shell.remote.failed.offline',
    defaultMessage:
      'Tu teléfono está sin conexión. Esta sección se cargará sola cuando vuelvas a tener conexión.',
    description:
      'Explanation under the title of an unavailable section while the device is offline',
  },
  retry: {
    id: 'shell.remote.failed.retry',
    defaultMessage: 'Reintentar',
    description: 'Button that tries again to load an unavailable section of the page',
  },
});
