import type { DbOrTx } from '../../db/schema';

/** One row per installation: registering again moves it to the given customer and token. */
export async function upsertRegistration(
  db: DbOrTx,
  values: { customer_id: number; firebase_token: string; installation_id: string; type: string },
  now: Date,
) {
  const row = await db
    .insertInto('push_registrations')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('installation_id').doUpdateSet({
        customer_id: values.customer_id,
        firebase_token: values.firebase_token,
        type: values.type,
        updated_at: now,
      }),
    )
    .returning(['id', 'customer_id', 'installation_id', 'type', 'updated_at'])
    .executeTakeFirstOrThrow();
  return { ...row, updated_at: new Date(row.updated_at).toISOString() };
}

export async function upsertPushToken(
  db: DbOrTx,
  values: {
    token: string;
    customer_id: number | null;
    anonymous_id: string | null;
    platform: string;
  },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('push_tokens')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('token').doUpdateSet({
        customer_id: values.customer_id,
        anonymous_id: values.anonymous_id,
        platform: values.platform,
        updated_at: now,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
