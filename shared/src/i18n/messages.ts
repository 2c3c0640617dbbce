import { defineMessages } from 'react-intl';

// Words every package needs; remotes reuse these instead of defining their own copies.
export const commonMessages = defineMessages({
  loading: {
    id: 'shared.common.loading',
    defaultMessage: 'Cargando…',
    description: 'Announced while a screen or a section is loading',
  },
  retry: {
    id: 'shared.common.retry',
    defaultMessage: 'Reintentar',
    description: 'Button that repeats a request that failed',
  },
  close: {
    id: 'shared.common.close',
    defaultMessage: 'Cerrar',
    description: 'Accessible label of the button that closes a dialog or a notice',
  },
  cancel: {
    id: 'shared.common.cancel',
    defaultMessage: 'Cancelar',
    description: 'Button that abandons the current action',
  },
  back: {
    id: 'shared.common.back',
    defaultMessage: 'Volver',
    description: 'Button or link that returns to the previous screen',
  },
  genericError: {
    id: 'shared.common.generic-error',
    defaultMessage: 'Algo salió mal. Inténtalo de nuevo.',
    description: 'Shown when a request fails for a reason the shopper cannot fix',
  },
  offline: {
    id: 'shared.common.offline',
    defaultMessage: 'Sin conexión. Revisa tu internet e inténtalo de nuevo.',
    description: 'Shown when the device has no network connection',
  },
});
