import { shouldSetUpPush } from './should-set-up-push';

describe('shouldSetUpPush', () => {
  it('needs a customer, a granted permission and an expired last save', () => {
    expect(shouldSetUpPush({ customerId: 1, permission: 'granted', refreshAllowed: true })).toBe(
      true,
    );
    expect(shouldSetUpPush({ customerId: null, permission: 'granted', refreshAllowed: true })).toBe(
      false,
    );
    expect(shouldSetUpPush({ customerId: 1, permission: 'default', refreshAllowed: true })).toBe(
      false,
    );
    expect(shouldSetUpPush({ customerId: 1, permission: 'denied', refreshAllowed: true })).toBe(
      false,
    );
    expect(
      shouldSetUpPush({ customerId: 1, permission: 'unsupported', refreshAllowed: true }),
    ).toBe(false);
    expect(shouldSetUpPush({ customerId: 1, permission: 'granted', refreshAllowed: false })).toBe(
      false,
    );
  });
});
