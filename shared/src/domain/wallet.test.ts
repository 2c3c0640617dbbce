import { splitWalletPayment, walletFeaturesEnabled, walletPaymentEnabled } from './wallet';

describe('walletFeaturesEnabled', () => {
  it('needs an inswitch entity', () => {
    expect(
      walletFeaturesEnabled({
        inswitchEntityId: null,
        customerSubTypeId: 2,
        shopCustomerTypeId: 1,
      }),
    ).toBe(false);
    expect(
      walletFeaturesEnabled({
        inswitchEntityId: '',
        customerSubTypeId: null,
        shopCustomerTypeId: 1,
      }),
    ).toBe(false);
    expect(
      walletFeaturesEnabled({
        inswitchEntityId: 'ent-1',
        customerSubTypeId: null,
        shopCustomerTypeId: 1,
      }),
    ).toBe(true);
  });

  it('needs sub type 2 in business shops', () => {
    expect(
      walletFeaturesEnabled({
        inswitchEntityId: 'ent-1',
        customerSubTypeId: 2,
        shopCustomerTypeId: 3,
      }),
    ).toBe(true);
    expect(
      walletFeaturesEnabled({
        inswitchEntityId: 'ent-1',
        customerSubTypeId: 1,
        shopCustomerTypeId: 3,
      }),
    ).toBe(false);
    expect(
      walletFeaturesEnabled({
        inswitchEntityId: null,
        customerSubTypeId: 2,
        shopCustomerTypeId: 3,
      }),
    ).toBe(false);
  });
});

describe('walletPaymentEnabled', () => {
  it('is on in countries 46 and 59 and for business sub type 2', () => {
    expect(walletPaymentEnabled(46)).toBe(true);
    expect(walletPaymentEnabled(59)).toBe(true);
    expect(walletPaymentEnabled(1)).toBe(false);
    expect(walletPaymentEnabled(1, 2)).toBe(true);
    expect(walletPaymentEnabled(2, 1)).toBe(false);
  });
});

describe('splitWalletPayment', () => {
  it('lets the wallet pay everything when the balance covers the total', () => {
    expect(splitWalletPayment(120.5, 500)).toEqual({ walletDebit: 120.5, remainder: 0 });
  });

  it('leaves the rest to the payment method when the balance is short', () => {
    expect(splitWalletPayment(120.5, 100.2)).toEqual({ walletDebit: 100.2, remainder: 20.3 });
  });

  it('takes nothing from an empty or unknown wallet', () => {
    expect(splitWalletPayment(80, 0)).toEqual({ walletDebit: 0, remainder: 80 });
    expect(splitWalletPayment(80, null)).toEqual({ walletDebit: 0, remainder: 80 });
  });
});
