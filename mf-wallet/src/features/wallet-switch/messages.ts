import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type WalletSwitchMessageValues = {
  label: NoMessageValues;
  balance: { balance: string };
  covers: { amount: string };
  partial: { wallet: string; missing: string };
  empty: NoMessageValues;
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
  partial: {
    id: 'wallet.switch.partial',
    defaultMessage:
      'Tu billetera paga {wallet} y el resto, {missing}, lo pagas con el medio que elijas.',
    description:
      'Under the switch when it is on and the balance covers part of the order; wallet is what the wallet pays, missing what is left to pay',
  },
  empty: {
    id: 'wallet.switch.empty',
    defaultMessage: 'Tu billetera no tiene saldo para este pedido.',
    description: 'Under the disabled switch when the wallet balance is zero',
  },
  loadError: {
    id: 'wallet.switch.load-error',
    defaultMessage: 'No pudimos consultar el saldo de tu billetera.',
    description: 'Shown in place of the switch when the balance request fails',
  },
});
