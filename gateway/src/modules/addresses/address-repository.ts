import type { DbOrTx } from '../../db/schema';

const columns = [
  'id',
  'customer_id',
  'label',
  'main_line',
  'details',
  'lat',
  'lng',
  'created_at',
] as const;

export interface AddressJson {
  id: number;
  customer_id: number;
  label: string;
  main_line: string;
  details: string | null;
  lat: number | null;
  lng: number | null;
  created_at: string;
}

const toJson = (row: Omit<AddressJson, 'created_at'> & { created_at: Date }): AddressJson => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

export async function listAddresses(db: DbOrTx, customerId: number): Promise<AddressJson[]> {
  const rows = await db
    .selectFrom('customer_addresses')
    .select(columns)
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toJson);
}

/** Serialises changes to one customer's address book until the transaction ends. */
export async function lockAddressBook(db: DbOrTx, customerId: number): Promise<void> {
  await db.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
}

export async function countAddresses(db: DbOrTx, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_addresses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAddress(
  db: DbOrTx,
  values: {
    customer_id: number;
    label: string;
    main_line: string;
    details: string | null;
    lat: number | null;
    lng: number | null;
    created_at: Date;
  },
): Promise<AddressJson> {
  return toJson(
    await db
      .insertInto('customer_addresses')
      .values(values)
      .returning(columns)
      .executeTakeFirstOrThrow(),
  );
}

export async function findAddressOwner(db: DbOrTx, id: number): Promise<number | undefined> {
  return (
    await db
      .selectFrom('customer_addresses')
      .select('customer_id')
      .where('id', '=', id)
      .executeTakeFirst()
  )?.customer_id;
}

export async function deleteAddress(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('customer_addresses').where('id', '=', id).execute();
}

export async function findAddress(
  db: DbOrTx,
  id: number,
  customerId: number,
): Promise<{ id: number; main_line: string; details: string | null } | undefined> {
  return db
    .selectFrom('customer_addresses')
    .select(['id', 'main_line', 'details'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}
