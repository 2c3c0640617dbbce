// A migration imports nothing but kysely and the files beside it (eslint.config.mjs): module
// code changes later and would silently change what an old migration does. A config change
// that drops the rule, or a later block that replaces it for the gateway, fails here.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The file's text is replaced, not read.
const migration = path.join(root, 'gateway/src/db/migrations/0001_core.ts');

const snippet = `
import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';
import { isPglite } from '../../modules/analytics/event-partitions';
import { COUNTRY_IDS } from '@barrio/shared/countries';
import { migrations } from '../migrator';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [String(COUNTRY_IDS.length), String(Object.keys(migrations).length)]);
  await sql\`select \${await isPglite(db)}\`.execute(db);
}
`;

test('a migration may import kysely and its own folder, and nothing else', async () => {
  assert.ok(existsSync(migration), `${migration} moved: point this test at a migration`);
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(snippet, { filePath: migration });
  const refused = result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => snippet.split('\n')[message.line - 1]);
  assert.deepEqual(refused, [
    "import { isPglite } from '../../modules/analytics/event-partitions';",
    "import { COUNTRY_IDS } from '@barrio/shared/countries';",
    "import { migrations } from '../migrator';",
  ]);
});
