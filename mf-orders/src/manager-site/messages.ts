import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type ManagerSiteMessageValues = {
  signIn: NoMessageValues;
  summaryLink: NoMessageValues;
};

/** Texts more than one of the owner's manager screens show. */
export const managerSiteMessages = defineMessages<ManagerSiteMessageValues>({
  signIn: {
    id: 'orders.manager.sign-in',
    defaultMessage: 'Iniciar sesión',
    description: 'Button that asks the shell to open the sign-in screen',
  },
  summaryLink: {
    id: 'orders.summary.link',
    defaultMessage: 'Ver el resumen de la tienda',
    description: 'Link from the owner’s orders list to the analytics summary',
  },
});
