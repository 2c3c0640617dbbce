import { defineMessages } from 'react-intl';

export const bannerMessages = defineMessages({
  installApp: {
    id: 'shell.banner.install-app',
    defaultMessage: 'Agrega Barrio a tu pantalla de inicio y pide más rápido la próxima vez.',
    description: 'Closable banner inviting the shopper to install the web app',
  },
  install: {
    id: 'shell.banner.install',
    defaultMessage: 'Instalar',
    description: "Button in the banner that opens the browser's install dialog",
  },
});
