import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type LayoutMessageValues = {
  home: NoMessageValues;
  myOrders: NoMessageValues;
  wallet: NoMessageValues;
  signIn: NoMessageValues;
  signOut: NoMessageValues;
  account: { name: string };
  mainNavigation: NoMessageValues;
  shopIn: { country: string; locale: string };
  footerNote: NoMessageValues;
  skipToContent: NoMessageValues;
};

export const layoutMessages = defineMessages<LayoutMessageValues>({
  home: {
    id: 'shell.layout.home',
    defaultMessage: 'Inicio',
    description: 'Header link back to the shop page (shown when the home toggle flag is on)',
  },
  myOrders: {
    id: 'shell.layout.my-orders',
    defaultMessage: 'Mis pedidos',
    description: "Header link to the shopper's orders",
  },
  wallet: {
    id: 'shell.layout.wallet',
    defaultMessage: 'Billetera',
    description: 'Header link to the wallet, shown to shoppers who have one',
  },
  signIn: {
    id: 'shell.layout.sign-in',
    defaultMessage: 'Ingresar',
    description: 'Header link to the sign-in screen',
  },
  signOut: {
    id: 'shell.layout.sign-out',
    defaultMessage: 'Salir',
    description: 'Header button that signs the shopper out',
  },
  account: {
    id: 'shell.layout.account',
    defaultMessage: 'Mi cuenta ({name})',
    description: "Header link to the signed-in shopper's profile",
  },
  mainNavigation: {
    id: 'shell.layout.main-navigation',
    defaultMessage: 'Navegación principal',
    description: 'Accessible name of the header navigation',
  },
  shopIn: {
    id: 'shell.layout.shop-in',
    defaultMessage: '{country} · {locale}',
    description: "Under the shop name: the shop's country and the language of the page",
  },
  footerNote: {
    id: 'shell.layout.footer-note',
    defaultMessage: 'Barrio · las tiendas de tu barrio, en línea',
    description: 'Footer tagline',
  },
  skipToContent: {
    id: 'shell.layout.skip-to-content',
    defaultMessage: 'Ir al contenido',
    description: 'Skip link for keyboard users, jumps over the header',
  },
});
