import { canPayWithWallet, isWalletEligible, walletEligibility } from './wallet-eligibility';

const ordinaryShop = { customer_type_id: 1 };
const businessShop = { customer_type_id: 3 };

const withEntity = { inswitch_entity_id: 'ent-123', customer_sub_type_id: null };
const withoutEntity = { inswitch_entity_id: null, customer_sub_type_id: null };

describe('walletEligibility', () => {
  it('refuses a visitor who is not signed in', () => {
    expect(walletEligibility(ordinaryShop, null)).toEqual({
      eligible: false,
      reason: 'signed-out',
    });
  });

  it('accepts a customer with an inswitch entity on an ordinary shop', () => {
    expect(walletEligibility(ordinaryShop, withEntity)).toEqual({ eligible: true });
  });

  it('refuses a customer without an inswitch entity on an ordinary shop', () => {
    expect(walletEligibility(ordinaryShop, withoutEntity)).toEqual({
      eligible: false,
      reason: 'no-wallet-account',
    });
  });

  it('treats a blank inswitch entity as no wallet account', () => {
    expect(
      isWalletEligible(ordinaryShop, { inswitch_entity_id: '  ', customer_sub_type_id: 2 }),
    ).toBe(false);
  });

  it('accepts a business shop customer of sub type 2 with an inswitch entity', () => {
    expect(
      walletEligibility(businessShop, { inswitch_entity_id: 'ent-9', customer_sub_type_id: 2 }),
    ).toEqual({
      eligible: true,
    });
  });

  it('refuses a business shop customer of another sub type even with an inswitch entity', () => {
    expect(
      walletEligibility(businessShop, { inswitch_entity_id: 'ent-9', customer_sub_type_id: 1 }),
    ).toEqual({
      eligible: false,
      reason: 'business-sub-type',
    });
    expect(isWalletEligible(businessShop, withEntity)).toBe(false);
  });

  it('refuses a business shop customer of sub type 2 without an inswitch entity', () => {
    expect(
      walletEligibility(businessShop, { inswitch_entity_id: null, customer_sub_type_id: 2 }),
    ).toEqual({
      eligible: false,
      reason: 'no-wallet-account',
    });
  });

  it('applies the ordinary rule when no shop is in context', () => {
    expect(isWalletEligible(null, withEntity)).toBe(true);
    expect(isWalletEligible(null, withoutEntity)).toBe(false);
  });
});

describe('canPayWithWallet', () => {
  const colombia = 46;
  const ecuador = 59;
  const mexico = 2;
  const argentina = 1;

  it('offers the wallet at checkout to eligible customers in wallet-balance countries', () => {
    expect(canPayWithWallet(colombia, ordinaryShop, withEntity)).toBe(true);
    expect(canPayWithWallet(ecuador, ordinaryShop, withEntity)).toBe(true);
  });

  it('does not offer it in other countries to ordinary customers', () => {
    expect(canPayWithWallet(mexico, ordinaryShop, withEntity)).toBe(false);
  });

  it('offers it to business customers of sub type 2 in any country', () => {
    expect(
      canPayWithWallet(argentina, businessShop, {
        inswitch_entity_id: 'ent-2',
        customer_sub_type_id: 2,
      }),
    ).toBe(true);
  });

  it('never offers it to ineligible customers, even in wallet-balance countries', () => {
    expect(canPayWithWallet(colombia, ordinaryShop, withoutEntity)).toBe(false);
    expect(canPayWithWallet(colombia, ordinaryShop, null)).toBe(false);
    expect(canPayWithWallet(null, ordinaryShop, withEntity)).toBe(false);
  });
});
