import { defineMessages } from 'react-intl';

export const geolocationMessages = defineMessages({
  denied: {
    id: 'geo.location.denied',
    defaultMessage: 'No tenemos permiso para usar tu ubicación. Puedes activarlo en tu navegador.',
    description: 'The shopper refused the browser location permission',
  },
  unavailable: {
    id: 'geo.location.unavailable',
    defaultMessage: 'No pudimos obtener tu ubicación en este momento.',
    description: 'The browser could not determine the position',
  },
  timeout: {
    id: 'geo.location.timeout',
    defaultMessage: 'Obtener tu ubicación tardó demasiado. Inténtalo de nuevo.',
    description: 'The browser took too long to determine the position',
  },
  unsupported: {
    id: 'geo.location.unsupported',
    defaultMessage: 'Tu navegador no permite compartir la ubicación.',
    description: 'The browser has no geolocation support',
  },
});
