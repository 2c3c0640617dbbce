#!/usr/bin/env node
// Copies the Fluent Emoji drawings the storefront uses (src/modules/product-images/
// emoji-choice.ts) from the @iconify-json/fluent-emoji-flat npm package (MIT) into
// src/modules/product-images/emoji-icons.json, so the gateway bundles a few kilobytes of
// pictures rather than the whole set. Run again after changing emoji-choice.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const set = require('@iconify-json/fluent-emoji-flat/icons.json');
const choice = readFileSync(
  path.join(here, '../src/modules/product-images/emoji-choice.ts'),
  'utf8',
);
const names = [
  ...new Set(
    [...choice.matchAll(/'([a-z0-9-]+)'\]|_EMOJI = '([a-z0-9-]+)'/g)].map((m) => m[1] ?? m[2]),
  ),
].sort();
const icons = {};
const missing = [];
for (const name of names) {
  const icon = set.icons[name];
  if (!icon) missing.push(name);
  else icons[name] = icon.body;
}
if (missing.length > 0) {
  console.error(`not in the Fluent Emoji set: ${missing.join(', ')}`);
  process.exit(1);
}
const out = {
  source: '@iconify-json/fluent-emoji-flat',
  license: 'MIT, Copyright (c) Microsoft Corporation (see FLUENT-EMOJI-LICENSE.txt)',
  size: set.width ?? 32,
  icons,
};
writeFileSync(
  path.join(here, '../src/modules/product-images/emoji-icons.json'),
  `${JSON.stringify(out, null, 1)}\n`,
);
console.log(`${names.length} drawings written`);
