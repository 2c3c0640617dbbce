import { PAYMENT_METHOD, isPaymentMethodId, paymentMethodsForCountry } from './payment-methods';

const ids = (countryId: number, walletEnabled = false) =>
  paymentMethodsForCountry(countryId, { walletEnabled }).map((o) => o.id);

describe('paymentMethodsForCountry', () => {
  it('has the contract ids', () => {
    expect(PAYMENT_METHOD).toEqual({
      CASH: 1,
      BANK_TRANSFER: 2,
      WALLET: 3,
      WALLET_CASH_ON_DELIVERY: 4,
      YAPE: 5,
      BCP_TRANSFER: 6,
      PAYMENT_LINK: 7,
    });
  });

  it('offers cash everywhere', () => {
    for (const id of [1, 2, 180, 46, 59, 95, 61, 257]) expect(ids(id)[0]).toBe(1);
  });

  it('offers bank transfer and the payment link in AR, MX and CO', () => {
    expect(ids(1)).toEqual([1, 2, 7]);
    expect(ids(2)).toEqual([1, 2, 7]);
    expect(ids(46)).toEqual([1, 2, 7]);
  });

  it('offers Yape and BCP in Peru and the variant, the payment link in Peru only', () => {
    expect(ids(180)).toEqual([1, 5, 6, 7]);
    expect(ids(257)).toEqual([1, 5, 6]);
  });

  it('offers only cash elsewhere without a wallet', () => {
    expect(ids(59)).toEqual([1]);
    expect(ids(95)).toEqual([1]);
    expect(ids(61)).toEqual([1]);
  });

  it('adds the wallet and its cash-on-delivery variant when enabled', () => {
    expect(ids(46, true)).toEqual([1, 2, 3, 4, 7]);
    expect(ids(59, true)).toEqual([1, 3, 4]);
  });

  it('describes each option with its type', () => {
    const options = paymentMethodsForCountry(180, { walletEnabled: true });
    expect(options.map((o) => [o.id, o.type])).toEqual([
      [1, 'cash'],
      [3, 'wallet'],
      [4, 'wallet'],
      [5, 'wire_transfer'],
      [6, 'wire_transfer'],
      [7, 'credit_card'],
    ]);
    for (const o of options) {
      expect(o.text).not.toBe('');
      expect(o.description).not.toBe('');
      expect(o.image).toMatch(/\.svg$/);
    }
  });

  it('returns copies the caller may change', () => {
    const first = paymentMethodsForCountry(2, { walletEnabled: false });
    const option = first[0];
    if (option) option.text = 'changed';
    expect(paymentMethodsForCountry(2, { walletEnabled: false })[0]?.text).toBe('Efectivo');
  });

  it('recognises payment method ids', () => {
    expect(isPaymentMethodId(7)).toBe(true);
    expect(isPaymentMethodId(8)).toBe(false);
    expect(isPaymentMethodId('1')).toBe(false);
  });
});
