export type Role = 'guest' | 'customer' | 'community_leader' | 'shop_owner' | 'support';

/** Who is calling, set on every request by the session middleware. */
export interface AuthContext {
  customerId: number | null;
  role: Role;
  communityLeaderId: number | null;
  /** Shops this customer leads as community leader. */
  leaderShopIds: number[];
  ownedShopIds: number[];
  token: string | null;
}

export const GUEST: AuthContext = Object.freeze({
  customerId: null,
  role: 'guest',
  communityLeaderId: null,
  leaderShopIds: [],
  ownedShopIds: [],
  token: null,
});

/** The customer as the session and `/api/user` return it (shared/bus SessionCustomer). */
export interface SessionCustomer {
  id: number;
  name: string;
  last_name: string;
  phone: string;
  email: string | null;
  tier_id: string | null;
  customer_sub_type_id: number | null;
  inswitch_entity_id: string | null;
  role: Role;
  community_leader_id: number | null;
  shop_ids: number[];
}

declare module 'express-serve-static-core' {
  interface Request {
    auth: AuthContext;
  }
}
