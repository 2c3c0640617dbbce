// What the production builds tell V8 to compile as it downloads (run by `npm test` after the
// build; scripts/webpack/compile-hints-plugin.cjs writes the hints): every file the shop page
// runs while it loads, and no file of a screen that may never come.
//   node --test scripts/budget/
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { dist, exposeFiles, shellStartFiles } from './builds.mjs';

const HINT = '//# allFunctionsCalledOnLoad\n';

const hinted = (app, file) => readFileSync(path.join(dist(app), file), 'utf8').startsWith(HINT);

test("the shop page's start-up files are compiled as they download", () => {
  const files = [
    ...shellStartFiles().map((file) => ['shell', file]),
    ['mf-catalog', 'remoteEntry.js'],
    ...exposeFiles('mf-catalog', 'ShopPage').map((file) => ['mf-catalog', file]),
    ['mf-cart-checkout', 'remoteEntry.js'],
    ...['CartBar', 'ProductCartControl'].flatMap((expose) =>
      exposeFiles('mf-cart-checkout', expose).map((file) => ['mf-cart-checkout', file]),
    ),
  ];
  assert.ok(files.length >= 8, `start-up files: ${files.join(' ')}`);
  const unhinted = files.filter(([app, file]) => !hinted(app, file));
  assert.deepEqual(unhinted, [], 'every file the shop page runs at load starts with the hint');
});

test('what may never run keeps V8 compiling it lazily', () => {
  // The shell's lazy screens and chunks.
  const start = new Set(shellStartFiles());
  const lazy = readdirSync(dist('shell')).filter(
    (file) => file.endsWith('.js') && !start.has(file) && file !== 'sw.js',
  );
  assert.ok(lazy.length > 0, 'the shell has lazy chunks');
  assert.deepEqual(
    lazy.filter((file) => hinted('shell', file)),
    [],
  );
  // A module that comes alive only when it comes near (`visible`) is no file of the load: the
  // chunks it shares with an eager module of its remote are, and only those.
  const eager = new Set(
    ['AddressPicker', 'AddressBookPage'].flatMap((e) => exposeFiles('mf-geo-pickup', e)),
  );
  const waiting = exposeFiles('mf-geo-pickup', 'PickupPointPicker').filter(
    (file) => !eager.has(file),
  );
  assert.ok(waiting.length > 0, 'the pickup point picker has chunks of its own');
  assert.deepEqual(
    waiting.filter((file) => hinted('mf-geo-pickup', file)),
    [],
  );
});
