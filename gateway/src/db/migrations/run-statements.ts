import { sql, type Kysely } from 'kysely';

/** Runs DDL one statement at a time: PGlite's extended protocol refuses several in one query. */
export async function runStatements(
  db: Kysely<unknown>,
  statements: readonly string[],
): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
