import { sql } from 'kysely';
import { migrations } from '../src/db/migrator';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './harness';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

async function insertCountry(db: TestApp['ctx']['db'], id: number, slug: string) {
  await db
    .insertInto('countries')
    .values({
      id,
      slug,
      iso: 'XX',
      name: slug,
      currency_symbol: '$',
      locale: 'es-MX',
      theme: 'default',
      map_lat: 0,
      map_lng: 0,
    })
    .execute();
}

describe('database layer', () => {
  it('applies every migration once, in name order', async () => {
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(app.ctx.db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      app.ctx.db.transaction().execute(async (trx) => {
        await insertCountry(trx, 9001, 'rollback');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const row = await app.ctx.db
      .selectFrom('countries')
      .select('id')
      .where('id', '=', 9001)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('keeps parallel transactions isolated and all of their writes', async () => {
    await insertCountry(app.ctx.db, 9002, 'counter');
    await app.ctx.db.insertInto('catalogs').values({ country_id: 9002, name: '0' }).execute();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        app.ctx.db.transaction().execute(async (trx) => {
          // Row lock, then read-modify-write: lost updates would show up as a smaller count.
          const row = await trx
            .selectFrom('catalogs')
            .select(['id', 'name'])
            .where('country_id', '=', 9002)
            .forUpdate()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('catalogs')
            .set({ name: String(Number(row.name) + 1) })
            .where('id', '=', row.id)
            .execute();
        }),
      ),
    );
    const final = await app.ctx.db
      .selectFrom('catalogs')
      .select('name')
      .where('country_id', '=', 9002)
      .executeTakeFirstOrThrow();
    expect(final.name).toBe('20');
  });

  it('reports affected rows of updates and deletes', async () => {
    const updated = await app.ctx.db
      .updateTable('countries')
      .set({ name: 'x' })
      .where('id', '>=', 9001)
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
    await app.ctx.db.deleteFrom('catalogs').where('country_id', '=', 9002).execute();
    const deleted = await app.ctx.db
      .deleteFrom('countries')
      .where('id', '=', 9002)
      .executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);
  });

  it('stores and returns arrays and json', async () => {
    await insertCountry(app.ctx.db, 9003, 'types');
    const flag = await app.ctx.db
      .insertInto('feature_flags')
      .values({ name: 'types_check', country_id: 9003, shop_slugs: ['a-b', 'c'], shop_ids: [1, 2] })
      .returning(['shop_slugs', 'shop_ids'])
      .executeTakeFirstOrThrow();
    expect(flag).toEqual({ shop_slugs: ['a-b', 'c'], shop_ids: [1, 2] });
    const message = await app.ctx.db
      .insertInto('outbox_messages')
      .values({
        to: '+1',
        message: 'm',
        provider: 'outbox',
        template: null,
        params: JSON.stringify({ a: [1, 'ñ'] }),
      })
      .returning('params')
      .executeTakeFirstOrThrow();
    expect(message.params).toEqual({ a: [1, 'ñ'] });
  });
});
