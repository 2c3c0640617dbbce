/** SPEC §4: the cart bar's states, named as the product names them. */
export type CartBarState = 'inicial' | 'continuar' | 'finalizar' | 'volver';

export type CartBarAction =
  /** The shopper (or another remote) opens the cart. */
  | { type: 'open'; cartEmpty: boolean }
  /** The shopper goes on from the open cart to finishing the order. */
  | { type: 'continue' }
  /** The shopper leaves the empty-cart message. */
  | { type: 'back' }
  /** The cart emptied while open: there is nothing to continue with. */
  | { type: 'cart-emptied' }
  | { type: 'reset' };

/**
 * Opening goes to volver when the cart is empty, otherwise to continuar; continuar leads to
 * finalizar; volver returns to inicial. Any other action leaves the state as it is.
 */
export function cartBarReducer(state: CartBarState, action: CartBarAction): CartBarState {
  switch (action.type) {
    case 'open':
      return state === 'inicial' || state === 'volver'
        ? action.cartEmpty
          ? 'volver'
          : 'continuar'
        : state;
    case 'continue':
      return state === 'continuar' ? 'finalizar' : state;
    case 'back':
      return state === 'volver' ? 'inicial' : state;
    case 'cart-emptied':
      return state === 'continuar' || state === 'finalizar' ? 'volver' : state;
    case 'reset':
      return 'inicial';
  }
}
