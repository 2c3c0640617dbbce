// Lint's type-aware rules really run on shipped source: a promise nobody awaits, and an async
// callback where a void one is expected, fail lint in a real source file's place. A config
// change that quietly drops type information (or these rules) fails here.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// A small package keeps the type program cheap; the file's text is replaced, not read.
const sourceFile = path.join(root, 'mf-wallet/src/wallet-account/wallet-eligibility.ts');

const snippet = `
async function save(): Promise<void> {}
export function onClick(): void {
  save();
}
window.addEventListener('online', async () => {
  await save();
});
`;

test('lint fails on a floating promise and a misused one in source', async () => {
  // A file outside every project lints without types and would pass this test's rules vacuously.
  assert.ok(existsSync(sourceFile), `${sourceFile} moved: point this test at a source file`);
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(snippet, { filePath: sourceFile });
  const rules = result.messages.map((message) => message.ruleId);
  assert.ok(rules.includes('@typescript-eslint/no-floating-promises'), rules.join(', '));
  assert.ok(rules.includes('@typescript-eslint/no-misused-promises'), rules.join(', '));
  assert.equal(result.errorCount, result.messages.length, 'both are errors');
});
