import { cartBarReducer, type CartBarState } from './cart-bar-state';

describe('cartBarReducer (SPEC §4)', () => {
  it('opens to volver when the cart is empty and to continuar otherwise', () => {
    expect(cartBarReducer('inicial', { type: 'open', cartEmpty: true })).toBe('volver');
    expect(cartBarReducer('inicial', { type: 'open', cartEmpty: false })).toBe('continuar');
  });

  it('goes from continuar to finalizar, and from volver back to inicial', () => {
    expect(cartBarReducer('continuar', { type: 'continue' })).toBe('finalizar');
    expect(cartBarReducer('volver', { type: 'back' })).toBe('inicial');
  });

  it('ignores transitions that do not start from their state', () => {
    const states: CartBarState[] = ['inicial', 'continuar', 'finalizar', 'volver'];
    for (const state of states) {
      if (state !== 'continuar') expect(cartBarReducer(state, { type: 'continue' })).toBe(state);
      if (state !== 'volver') expect(cartBarReducer(state, { type: 'back' })).toBe(state);
    }
    expect(cartBarReducer('finalizar', { type: 'open', cartEmpty: true })).toBe('finalizar');
  });

  it('falls back to volver when the open cart empties, and resets to inicial', () => {
    expect(cartBarReducer('continuar', { type: 'cart-emptied' })).toBe('volver');
    expect(cartBarReducer('finalizar', { type: 'cart-emptied' })).toBe('volver');
    expect(cartBarReducer('inicial', { type: 'cart-emptied' })).toBe('inicial');
    expect(cartBarReducer('finalizar', { type: 'reset' })).toBe('inicial');
  });
});
