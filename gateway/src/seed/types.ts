/** What the core seed created, handed to the commerce seed (coupons, wallets, orders). */
export interface SeededShop {
  id: number;
  slug: string;
  countryId: number;
  catalogId: number;
  customerTypeId: number;
  kind: 'demo' | 'ordinary' | 'delivery_point' | 'community_leader' | 'business';
  ownerCustomerId: number | null;
  communityLeaderId: number | null;
}

export interface SeededCustomer {
  id: number;
  phone: string;
  countryId: number;
  customerTypeId: number;
  customerSubTypeId: number | null;
  /** Set for customers who have a wallet. */
  inswitchEntityId: string | null;
  shopId: number | null;
}

export interface CoreSeedResult {
  countries: { id: number; slug: string }[];
  /** country id → catalogue id */
  catalogsByCountry: Record<number, number>;
  /** shop slug → shop */
  shops: Record<string, SeededShop>;
  /** phone → customer */
  customers: Record<string, SeededCustomer>;
  /** catalogue id → product ids */
  productIdsByCatalog: Record<number, number[]>;
  /** community leader row id by shop slug */
  communityLeaders: Record<string, { id: number; customerId: number; shopId: number }>;
}
