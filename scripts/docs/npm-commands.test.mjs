// Every `npm run <script>`, `npm start` and `npm test` that README.md and docs/*.md name must
// exist in package.json (the workspace's, with -w): a reader copying a command from the docs on a
// fresh clone must never meet "Missing script".
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function markdownFiles() {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs];
}

function scriptsOf(workspace) {
  const file = path.join(root, workspace ?? '', 'package.json');
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')).scripts ?? {});
}

/** `npm run x`, `npm start`, `npm test`, each with the workspace its -w names (a placeholder
 * such as `-w <remote>` stands for every remote: checked against mf-catalog, the docs' example). */
export function npmCommands(text) {
  const found = [];
  const pattern =
    /\bnpm (?:run ([\w:.-]+)|(start|test)\b)((?:\s+(?:-w|--workspace)(?:\s+|=)([\w@/<>.-]+))?)/g;
  for (const match of text.matchAll(pattern)) {
    const script = match[1] ?? match[2];
    let workspace = match[4] ?? null;
    if (workspace?.startsWith('<')) workspace = 'mf-catalog';
    found.push({ script, workspace, text: match[0] });
  }
  return found;
}

test('finds commands with and without a workspace', () => {
  assert.deepEqual(
    npmCommands('`npm run dev -w mf-catalog` and npm test, then npm run start:cluster').map((c) => [
      c.script,
      c.workspace,
    ]),
    [
      ['dev', 'mf-catalog'],
      ['test', null],
      ['start:cluster', null],
    ],
  );
});

for (const file of markdownFiles()) {
  test(`every npm command named in ${file} exists`, () => {
    const missing = npmCommands(readFileSync(path.join(root, file), 'utf8'))
      .filter(({ script, workspace }) => !scriptsOf(workspace).includes(script))
      .map(({ text }) => text);
    assert.deepEqual(missing, []);
  });
}
