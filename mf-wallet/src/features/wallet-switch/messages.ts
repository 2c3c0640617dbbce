import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type WalletSwitchMessageValues = {
  label: NoMessageValues;
  balance: { balance: string };
  covers: { amount: string };
  short: { amount: string; missing: string };
  loadError: NoMessageValues;
};

export const walletSwitchMessages = defineMessages<WalletSwitchMessageValues>({
  label: {
    id: 'wallet.switch.label',
    defaultMessage: 'Pagar con mi billetera',
    description: 'Label of the checkout switch that pays the order with the wallet balance',
  },
  balance: {
    id: 'wallet.switch.balance',
    defaultMessage: 'Saldo disponible: {balance}',
    description: 'The wallet balance shown under the switch; balance is a formatted amount',
  },
  covers: {
    id: 'wallet.switch.covers',
    defaultMessage: 'Tu saldo cubre el total de {amount}.',
    description:
      'Under the switch when the wallet balance is enough for the order; amount is the order total',
  },
  short: {
    id: 'wallet.switch.short',
    defaultMessage: 'Tu saldo no alcanza para el total de {amount}: te faltan {missing}.',
    description:
      'Under the disabled switch when the balance is below the order total; amount is the total, missing the difference',
  },
  loadError: {
    id: 'wallet.switch.load-error',
    defaultMessage: 'No pudimos consultar el saldo de tu billetera.',
    description: 'Shown in place of the switch when the balance request fails',
  },
});
