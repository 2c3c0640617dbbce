import { WEB_PUSH_MAX_STORED } from '@barrio/shared/domain';
import type { DbOrTx } from '../../db/schema';

/**
 * One row per installation, owned by the customer who registered it. Registering again as that
 * customer refreshes it; another customer takes it over only with the same token (the device
 * itself, which holds the subscription, signed in as someone else). Null: the installation
 * belongs to someone else and this call did not prove it is the device.
 */
export async function upsertRegistration(
  db: DbOrTx,
  values: { customer_id: number; firebase_token: string; installation_id: string; type: string },
  now: Date,
) {
  const row = await db
    .insertInto('push_registrations')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('installation_id')
        .doUpdateSet({
          customer_id: values.customer_id,
          firebase_token: values.firebase_token,
          type: values.type,
          updated_at: now,
        })
        .where((eb) =>
          eb.or([
            eb('push_registrations.customer_id', '=', values.customer_id),
            eb('push_registrations.firebase_token', '=', values.firebase_token),
          ]),
        ),
    )
    .returning(['id', 'customer_id', 'installation_id', 'type', 'updated_at'])
    .executeTakeFirst();
  return row ? { ...row, updated_at: new Date(row.updated_at).toISOString() } : null;
}

/** Removes a customer's own registration of an installation; false when there was none. */
export async function deleteOwnRegistration(
  db: DbOrTx,
  customerId: number,
  installationId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_registrations')
    .where('customer_id', '=', customerId)
    .where('installation_id', '=', installationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Saves a push token. A token already linked to a customer is changed only by that customer:
 * an anonymous call (or another customer) cannot detach or take it. Null when refused.
 */
export async function upsertPushToken(
  db: DbOrTx,
  values: {
    token: string;
    customer_id: number | null;
    anonymous_id: string | null;
    platform: string;
  },
  now: Date,
): Promise<number | null> {
  const row = await db
    .insertInto('push_tokens')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('token')
        .doUpdateSet({
          customer_id: values.customer_id,
          anonymous_id: values.anonymous_id,
          platform: values.platform,
          updated_at: now,
        })
        .where((eb) =>
          values.customer_id === null
            ? eb('push_tokens.customer_id', 'is', null)
            : eb.or([
                eb('push_tokens.customer_id', 'is', null),
                eb('push_tokens.customer_id', '=', values.customer_id),
              ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** SPEC §9: at most 30 registrations per customer; the least recently refreshed go first. */
export const MAX_REGISTRATIONS_PER_CUSTOMER = WEB_PUSH_MAX_STORED;

export async function trimRegistrations(db: DbOrTx, customerId: number): Promise<number> {
  const keep = db
    .selectFrom('push_registrations')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_REGISTRATIONS_PER_CUSTOMER);
  const result = await db
    .deleteFrom('push_registrations')
    .where('customer_id', '=', customerId)
    .where('id', 'not in', keep)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The daily heartbeat: the installation is still there (kept first when trimming). */
export async function touchRegistration(
  db: DbOrTx,
  customerId: number,
  installationId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('push_registrations')
    .set({ updated_at: now })
    .where('customer_id', '=', customerId)
    .where('installation_id', '=', installationId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function webRegistrationsOf(db: DbOrTx, customerId: number) {
  return db
    .selectFrom('push_registrations')
    .select(['id', 'installation_id', 'firebase_token'])
    .where('customer_id', '=', customerId)
    .where('type', '=', 'web')
    .orderBy('id')
    .execute();
}

export async function deleteRegistration(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('push_registrations').where('id', '=', id).execute();
}
