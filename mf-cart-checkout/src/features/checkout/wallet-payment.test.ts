import { walletPayment } from './wallet-payment';

describe('walletPayment', () => {
  it('leaves the chosen method alone while the switch is off or not offered', () => {
    expect(walletPayment({ useWallet: false, balance: 100 }, true, 75, 1)).toEqual({
      payWithWallet: false,
      walletDebit: 0,
      remainder: 75,
      paymentMethodId: 1,
    });
    expect(walletPayment({ useWallet: true, balance: 100 }, false, 75, 2).payWithWallet).toBe(
      false,
    );
    expect(walletPayment(undefined, true, 75, 1).payWithWallet).toBe(false);
  });

  it('pays with the wallet as the method when it covers everything', () => {
    expect(walletPayment({ useWallet: true, balance: 100 }, true, 75, 1)).toEqual({
      payWithWallet: true,
      walletDebit: 75,
      remainder: 0,
      paymentMethodId: 3,
    });
  });

  it('keeps the chosen method for what a short balance leaves to pay', () => {
    expect(walletPayment({ useWallet: true, balance: 30 }, true, 75, 1)).toEqual({
      payWithWallet: true,
      walletDebit: 30,
      remainder: 45,
      paymentMethodId: 1,
    });
  });
});
