import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
} from 'kysely';
import type { Database, DbOrTx } from './schema';
import { statementTemplate } from './statement-template';

/** A kysely that compiles for PostgreSQL, runs nothing and records what it was asked to run. */
function recordingDb(): { db: Kysely<Database>; run: CompiledQuery[] } {
  const run: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      run.push(event.query);
    },
  });
  return { db, run };
}

interface Values {
  id: number;
  ids: number[];
  note: { text: string } | undefined;
}

function countingTemplate() {
  let builds = 0;
  const template = statementTemplate((db: DbOrTx, v: Values) => {
    builds += 1;
    let query = db
      .selectFrom('shops')
      .select('id')
      .where('id', '=', v.id)
      .where('catalog_id', 'in', v.ids)
      .where('is_active', '=', sql.lit(true));
    if (v.note) query = query.where('name', '=', v.note.text);
    return query;
  });
  return { template, builds: () => builds };
}

describe('statementTemplate', () => {
  test('builds once per shape and runs each call with its own values', async () => {
    const { db, run } = recordingDb();
    const { template, builds } = countingTemplate();
    await template.execute(db, { id: 1, ids: [10, 11], note: undefined });
    await template.execute(db, { id: 2, ids: [20, 21], note: undefined });
    expect(builds()).toBe(1);
    expect(run[1]!.sql).toBe(run[0]!.sql);
    expect(run.map((q) => q.parameters)).toEqual([
      [1, 10, 11],
      [2, 20, 21],
    ]);
  });

  test('another shape (an array length, an optional part) is built and kept apart', async () => {
    const { db, run } = recordingDb();
    const { template, builds } = countingTemplate();
    await template.execute(db, { id: 1, ids: [10], note: undefined });
    await template.execute(db, { id: 2, ids: [20, 21, 22], note: { text: 'x' } });
    await template.execute(db, { id: 3, ids: [30], note: undefined });
    expect(builds()).toBe(2);
    expect(run[0]!.sql).toContain('in ($2)');
    expect(run[1]!.sql).toContain('in ($2, $3, $4) and "is_active" = true and "name" = $5');
    expect(run[2]!.sql).toBe(run[0]!.sql);
    expect(run.map((q) => q.parameters)).toEqual([
      [1, 10],
      [2, 20, 21, 22, 'x'],
      [3, 30],
    ]);
  });

  test('the statement is the one kysely builds from the values themselves', async () => {
    const { db, run } = recordingDb();
    const { template } = countingTemplate();
    const values = { id: 7, ids: [70, 71], note: { text: 'y' } };
    await template.execute(db, values);
    const direct = db
      .selectFrom('shops')
      .select('id')
      .where('id', '=', values.id)
      .where('catalog_id', 'in', values.ids)
      .where('is_active', '=', sql.lit(true))
      .where('name', '=', values.note.text)
      .compile();
    expect(run[0]!.sql).toBe(direct.sql);
    expect(run[0]!.parameters).toEqual(direct.parameters);
  });

  test('a value that does not come from the values is refused when the shape is built', async () => {
    const { db } = recordingDb();
    const outside = 5;
    const template = statementTemplate((db: DbOrTx, v: { id: number }) =>
      db.selectFrom('shops').select('id').where('id', '=', v.id).where('catalog_id', '=', outside),
    );
    await expect(template.execute(db, { id: 1 })).rejects.toThrow(
      'parameter $2 is not one of the values',
    );
  });
});
