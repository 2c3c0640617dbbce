import { customerStorage, storeSignedInCustomer } from '../storage';
import type { SessionCustomer } from './event-map';

describe('SessionCustomer and the stored customer', () => {
  beforeEach(() => window.localStorage.clear());

  it('are the same shape: what the shell publishes is what storage keeps', () => {
    const customer: SessionCustomer = {
      id: 5,
      name: 'Luis',
      last_name: 'Gómez',
      phone: '+5491155550001',
      email: null,
      tier_id: null,
      customer_sub_type_id: 2,
      inswitch_entity_id: 'ent-9',
      role: 'community_leader',
      community_leader_id: 4,
      shop_ids: [1, 2],
    };
    storeSignedInCustomer(customer);
    const stored: SessionCustomer | null = customerStorage.get();
    expect(stored).toEqual(customer);
  });
});
