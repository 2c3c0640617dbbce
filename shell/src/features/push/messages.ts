import { defineMessages } from 'react-intl';

export const pushMessages = defineMessages({
  saveFailed: {
    id: 'shell.push.save-failed',
    defaultMessage: 'Error al guardar el token',
    description: 'Shown when the device could not be registered for push notifications',
  },
  promptTitle: {
    id: 'shell.push.prompt-title',
    defaultMessage: '¿Te avisamos cuando tu pedido cambie?',
    description: 'Asked once after an order: whether to turn on order notifications',
  },
  promptBody: {
    id: 'shell.push.prompt-body',
    defaultMessage: 'Te enviaremos una notificación cuando se confirme, esté listo o se entregue.',
    description: 'What the order notifications tell the shopper',
  },
  promptAccept: {
    id: 'shell.push.prompt-accept',
    defaultMessage: 'Activar avisos',
    description: 'Button that asks the browser for notification permission',
  },
});
