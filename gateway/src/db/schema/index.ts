import type { Kysely, Transaction } from 'kysely';
import type { CoreTables } from './core';
import type { CommerceTables } from './commerce';
import type { AnalyticsTables } from './analytics';

export type * from './core';
export type { CommerceTables } from './commerce';
export type { AnalyticsTables } from './analytics';

/** Every table of the gateway: the core tables and the commerce ones (orders, coupons, wallet, payments). */
export interface Database extends CoreTables, CommerceTables, AnalyticsTables {}

export type DB = Kysely<Database>;
export type DbOrTx = Kysely<Database> | Transaction<Database>;
