import type { ReactNode } from 'react';

/**
 * Regions of the checkout that the shell fills with other remotes' components. They are render
 * functions so that the checkout hands each one what only it knows (the shop's country, the
 * amount due). Every slot is optional: without it the checkout still works on its own, with
 * pickup at the shop itself, a typed address and no wallet switch. Choices made inside a slot
 * reach the checkout over the bus (`geo:pickup-point-selected`, `geo:address-selected`,
 * `wallet:switch-changed`), never through these functions.
 */
export interface CheckoutSlots {
  /** mf-geo-pickup's pickup point picker, shown while pickup is chosen. */
  pickupPointPicker?: (args: { countryId: number }) => ReactNode;
  /** A compact choice among the shopper's saved addresses, shown while home delivery is chosen. */
  addressPicker?: () => ReactNode;
  /** mf-wallet's "pay with my wallet" switch, shown where the wallet is a way to pay. */
  walletSwitch?: (args: { amountDue: number }) => ReactNode;
}
