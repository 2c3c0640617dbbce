import { defineMessages } from 'react-intl';

export const pushMessages = defineMessages({
  saveFailed: {
    id: 'shell.push.save-failed',
    defaultMessage: 'Error al guardar el token',
    description: 'Shown when the device could not be registered for push notifications',
  },
});
