import { defineMessages } from 'react-intl';

export const supportMessages = defineMessages({
  chat: {
    id: 'shell.support.chat',
    defaultMessage: 'Escríbenos por WhatsApp',
    description: 'Footer link that opens the support chat',
  },
  widget: {
    id: 'shell.support.widget',
    defaultMessage: '¿Necesitas ayuda?',
    description: 'Floating button that opens the support chat',
  },
  unavailable: {
    id: 'shell.support.unavailable',
    defaultMessage: 'El chat de soporte aún no está disponible en tu país.',
    description: 'Footer text when the country has no support chat configured',
  },
});
