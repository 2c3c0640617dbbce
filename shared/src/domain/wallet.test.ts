import { walletFeaturesEnabled, walletPaymentEnabled } from './wallet';

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
