// node --test scripts/webpack/
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { runtimeImports, sharedEntriesReached } = require('./shared-usage.cjs');
const { offeredEntries, sharedPackageEntries } = require('./shared-config.cjs');
const { repoRoot } = require('./apps.cjs');

function writeTree(root, files) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

test('only imports that stay in the bundle count', () => {
  const text = `import type { Shop } from '@x/shared/contract';
export type { Bus } from '@x/shared/bus';
import { z } from '@x/shared/zod';
import {
  Button,
  Dialog,
} from '@x/shared/design-system';
export { track } from '@x/shared/analytics';
import '@x/shared/styles';
const later = () => import('@x/shared/phone');
const eager = import(/* webpackMode: "eager" */ '@x/shared/storage');
`;
  assert.deepEqual(runtimeImports(text).sort(), [
    '@x/shared/analytics',
    '@x/shared/design-system',
    '@x/shared/phone',
    '@x/shared/storage',
    '@x/shared/styles',
    '@x/shared/zod',
  ]);
});

test('an app reaches the entries it imports and those their code imports, not the others', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-usage-'));
  try {
    writeTree(root, {
      'shared/src/bus/index.ts': "import { readKey } from '../storage';\nexport const bus = 1;",
      'shared/src/storage/index.ts':
        "import { z } from '../zod/index.js';\nexport const readKey = 1;",
      'shared/src/zod/index.ts': 'export const z = 1;',
      'shared/src/domain/index.ts': "import { country } from '../countries';\nexport const d = 1;",
      'shared/src/countries/index.ts': 'export const country = 1;',
      'shared/src/phone/index.ts': "import { z } from '../zod';\nexport const phone = 1;",
      'shared/src/analytics/index.ts': "import type { Bus } from '../bus';\nexport const a = 1;",
      'app/src/index.ts':
        "import { bus } from '@x/shared/bus';\nimport { d } from '@x/shared/domain';",
      'app/src/types.ts': "import type { a } from '@x/shared/analytics';",
      'app/src/later.test.ts': "import { phone } from '@x/shared/phone';",
    });
    const exportsMap = Object.fromEntries(
      ['bus', 'storage', 'zod', 'domain', 'countries', 'phone', 'analytics'].map((name) => [
        `./${name}`,
        `./src/${name}/index.ts`,
      ]),
    );
    const reached = sharedEntriesReached({
      appSourceDir: path.join(root, 'app', 'src'),
      sharedSourceDir: path.join(root, 'shared', 'src'),
      packageName: '@x/shared',
      exportsMap,
      sharedRoot: path.join(root, 'shared'),
    });
    const names = [...reached].map((file) => path.basename(path.dirname(file))).sort();
    // domain is an entry the app bundles itself, and its import of countries still counts;
    // tests and type-only imports bring nothing.
    assert.deepEqual(names, ['bus', 'countries', 'domain', 'storage', 'zod']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("each app offers the shared entries its code reaches, from the package's list", () => {
  const all = sharedPackageEntries().map((entry) => entry.shareKey);
  for (const folder of ['shell', 'mf-catalog', 'mf-cart-checkout']) {
    const offered = offeredEntries(path.join(repoRoot, folder)).map((entry) => entry.shareKey);
    assert.ok(offered.length > 0, `${folder} offers nothing`);
    for (const key of offered) assert.ok(all.includes(key), `${folder} offers unknown ${key}`);
    // Every app renders with the design system and talks over the bus.
    assert.ok(offered.includes('@barrio/shared/design-system'), folder);
    assert.ok(offered.includes('@barrio/shared/bus'), folder);
  }
  // The catalogue never takes a phone number: that code stays with the apps that do.
  const catalog = offeredEntries(path.join(repoRoot, 'mf-catalog')).map((e) => e.shareKey);
  assert.ok(!catalog.includes('@barrio/shared/phone'));
});
