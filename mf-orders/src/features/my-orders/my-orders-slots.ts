import type { ReactNode } from 'react';

/** What mf-catalog's picker hands back: ids and a name; the gateway prices the edit. */
export interface PickedProduct {
  product_id: number;
  name: string;
}

/**
 * Regions of my orders the shell fills with other remotes' modules. Optional: without the
 * picker (or while mf-catalog is down) an order's existing lines can still be edited.
 */
export interface MyOrdersSlots {
  productPicker?: (args: {
    shopSlug: string;
    excludeIds?: readonly number[];
    onPick: (product: PickedProduct) => void;
  }) => ReactNode;
}
