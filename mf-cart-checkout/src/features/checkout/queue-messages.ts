import { defineMessages } from 'react-intl';

export const queueMessages = defineMessages({
  queuedTitle: {
    id: 'checkout.queued.title',
    defaultMessage: 'Pedido guardado sin conexión',
    description: 'Title of the notice shown when an order was placed while offline',
  },
  queuedBody: {
    id: 'checkout.queued.body',
    defaultMessage: 'Tu pedido se enviará cuando vuelvas a tener conexión.',
    description: 'The queued order leaves by itself once the phone is online again',
  },
  cancelQueued: {
    id: 'checkout.queued.cancel',
    defaultMessage: 'Cancelar pedido',
    description: 'Button that cancels an order queued offline before it is sent',
  },
});
