import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type WalletMessageValues = {
  title: NoMessageValues;
  backToShop: NoMessageValues;
  balanceLabel: NoMessageValues;
  balanceError: NoMessageValues;
  movementsTitle: NoMessageValues;
  movementsEmpty: NoMessageValues;
  movementsError: NoMessageValues;
  movementCredit: NoMessageValues;
  movementDebit: NoMessageValues;
  movementRefund: NoMessageValues;
  movementAdjustment: NoMessageValues;
  movementsMore: NoMessageValues;
  movementOrder: { orderId: string };
  unavailableTitle: NoMessageValues;
  unavailableSignedOut: NoMessageValues;
  signIn: NoMessageValues;
  unavailableNoAccount: NoMessageValues;
  unavailableBusiness: NoMessageValues;
};

export const walletMessages = defineMessages<WalletMessageValues>({
  title: {
    id: 'wallet.page.title',
    defaultMessage: 'Mi billetera',
    description: 'Heading of the wallet page',
  },
  backToShop: {
    id: 'wallet.page.back-to-shop',
    defaultMessage: 'Volver a la tienda',
    description: 'Link from the wallet page back to the shop catalogue',
  },
  balanceLabel: {
    id: 'wallet.balance.label',
    defaultMessage: 'Saldo disponible',
    description: 'Label above the amount the customer has in the wallet',
  },
  balanceError: {
    id: 'wallet.balance.error',
    defaultMessage: 'No pudimos cargar tu saldo.',
    description: 'Shown when the wallet balance request fails',
  },
  movementsTitle: {
    id: 'wallet.movements.title',
    defaultMessage: 'Movimientos',
    description: 'Heading of the list of wallet transactions',
  },
  movementsEmpty: {
    id: 'wallet.movements.empty',
    defaultMessage: 'Todavía no tienes movimientos.',
    description: 'Shown when the wallet has no transactions yet',
  },
  movementsError: {
    id: 'wallet.movements.error',
    defaultMessage: 'No pudimos cargar tus movimientos.',
    description: 'Shown when the wallet transactions request fails',
  },
  movementCredit: {
    id: 'wallet.movements.credit',
    defaultMessage: 'Ingreso',
    description: 'Kind of a transaction that added money to the wallet',
  },
  movementDebit: {
    id: 'wallet.movements.debit',
    defaultMessage: 'Pago',
    description: 'Kind of a transaction that took money from the wallet',
  },
  movementRefund: {
    id: 'wallet.movements.refund',
    defaultMessage: 'Reembolso',
    description: 'Kind of a transaction that returned money of a canceled order to the wallet',
  },
  movementAdjustment: {
    id: 'wallet.movements.adjustment',
    defaultMessage: 'Ajuste',
    description: 'Kind of a manual correction of the wallet balance',
  },
  movementsMore: {
    id: 'wallet.movements.more',
    defaultMessage: 'Ver movimientos anteriores',
    description: 'Button that loads older wallet transactions',
  },
  movementOrder: {
    id: 'wallet.movements.order',
    defaultMessage: 'Pedido {orderId}',
    description:
      'Mentions the order a wallet transaction belongs to; orderId is its short reference',
  },
  unavailableTitle: {
    id: 'wallet.unavailable.title',
    defaultMessage: 'La billetera no está disponible',
    description: 'Heading shown instead of the wallet when the customer cannot use it',
  },
  unavailableSignedOut: {
    id: 'wallet.unavailable.signed-out',
    defaultMessage: 'Inicia sesión para ver el saldo y los movimientos de tu billetera.',
    description: 'Explains that a visitor must sign in to see the wallet',
  },
  signIn: {
    id: 'wallet.unavailable.sign-in',
    defaultMessage: 'Iniciar sesión',
    description: 'Button that asks the shell to open the sign-in screen',
  },
  unavailableNoAccount: {
    id: 'wallet.unavailable.no-account',
    defaultMessage:
      'Tu cuenta todavía no tiene una billetera activa. Cuando la tengas, aquí verás tu saldo y tus movimientos.',
    description: 'Explains that the customer has no wallet account (no inswitch entity)',
  },
  unavailableBusiness: {
    id: 'wallet.unavailable.business',
    defaultMessage:
      'En las tiendas para negocios, la billetera solo está disponible para cuentas de negocio habilitadas.',
    description:
      'Explains that on a business shop only business customers of the enabled sub type have a wallet',
  },
});
