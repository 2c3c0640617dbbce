import { sql } from 'kysely';
import { migrateToLatest, migrations } from '../src/db/migrator';
import { startTestApp, type TestApp } from './harness';

// A database upgraded from an earlier release has run migrations numbered after one it has not
// (each module numbers its migrations in a range of its own): it must still start, running the
// missing one.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});

afterAll(async () => {
  await app.close();
});

test('a migration that sorts before ones already run is run, not refused', async () => {
  const names = Object.keys(migrations).sort();
  const missing = names.find((name) => name.startsWith('0031_'))!;
  expect(names.indexOf(missing)).toBeLessThan(names.length - 1);
  // As a database that never ran the analytics rollups would be.
  await sql`drop table analytics_daily_counts, analytics_visitor_steps`.execute(app.ctx.db);
  await sql`delete from kysely_migration where name = ${missing}`.execute(app.ctx.db);

  expect(await migrateToLatest(app.ctx.db, app.database.schema)).toEqual([missing]);
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = ${app.database.schema}
      and table_name in ('analytics_daily_counts', 'analytics_visitor_steps')`.execute(app.ctx.db);
  expect(tables.rows).toHaveLength(2);
});
