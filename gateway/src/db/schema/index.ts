import type { Kysely, Transaction } from 'kysely';
import type { CoreTables } from './core';
import type { CommerceTables } from './commerce';

export type * from './core';
export type { CommerceTables } from './commerce';

/** Every table of the gateway: the core tables and the commerce ones (orders, coupons, wallet, payments). */
export interface Database extends CoreTables, CommerceTables {}

export type DB = Kysely<Database>;
export type DbOrTx = Kysely<Database> | Transaction<Database>;
