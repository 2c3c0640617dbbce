// Run with `node --test scripts/web/`. Each breaking change a remote team can make is made in
// a scratch copy of the shared package; the records are worked out from it as a build does
// (scripts/webpack/behaviour-contracts.cjs) and the deploy check must refuse the build,
// naming the live app that would break, or let a compatible change through.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import {
  apiProblems,
  behaviourProblems,
  describeDisagreements,
  missingFields,
  ruleDisagreements,
} from './behaviour-check.mjs';
import { COMPAT_FILE } from './compat.mjs';
import { deployRemote, IncompatibleDeployError, repoRoot } from './deploy-lib.mjs';

const require = createRequire(import.meta.url);
const { apiCalls, behaviourRecord } = require('../webpack/behaviour-contracts.cjs');

const source = (...parts) => path.join(repoRoot, ...parts);
const CATALOG_FILES = [source('mf-catalog', 'src', 'shop-page', 'hooks', 'use-catalog-shop.ts')];
// The other team that asks the cart to add: "order again" puts a past order's lines back.
const ORDERS_FILES = [
  source('mf-orders', 'src', 'features', 'my-orders', 'api', 'reorder-order.ts'),
];
const CART_FILES = [source('mf-cart-checkout', 'src', 'cart-store', 'cart-runtime.ts')];

/** A scratch copy of shared/ inside the repository, so that its imports resolve as shared's do. */
async function scratchShared(change) {
  const cache = source('node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const root = await mkdtemp(path.join(cache, 'barrio-behaviour-'));
  const sharedDir = path.join(root, 'shared');
  cpSync(source('shared', 'src'), path.join(sharedDir, 'src'), { recursive: true });
  cpSync(source('shared', 'package.json'), path.join(sharedDir, 'package.json'));
  const edit = (file, from, to) => {
    const full = path.join(sharedDir, 'src', file);
    const text = readFileSync(full, 'utf8');
    assert.ok(text.includes(from), `${file} holds ${from}`);
    writeFileSync(full, text.replace(from, to));
  };
  change?.(edit);
  return { root, sharedDir };
}

/** A build's record as barrio-compat.json holds it, from the given shared copy. */
async function record({ folder, kind, sharedDir, files, exposes = [], loads = {} }) {
  // behaviourRecord finds @barrio/shared from the app's folder: a folder beside the copy.
  const appDir = path.join(path.dirname(sharedDir), folder);
  assert.ok(!appDir.startsWith(path.join(repoRoot, folder)), 'a scratch folder, never the app');
  mkdirSync(path.join(appDir, 'node_modules', '@barrio'), { recursive: true });
  cpSync(sharedDir, path.join(appDir, 'node_modules', '@barrio', 'shared'), {
    recursive: true,
  });
  const sharedCopy = path.join(appDir, 'node_modules', '@barrio', 'shared');
  const behaviour = await behaviourRecord({
    appDir,
    kind,
    container: folder.replace(/-/g, '_'),
    exposes,
    loads,
    // The rule files are read from the copy the build compiles against.
    files: files.map((file) =>
      file.startsWith(source('shared')) ? file.replace(source('shared'), sharedCopy) : file,
    ),
  });
  return { app: folder, kind, singletons: {}, protocols: {}, behaviour };
}

const live = async (sharedDir) => [
  {
    folder: 'shell',
    version: 'live-shell',
    record: await record({
      folder: 'shell',
      kind: 'host',
      sharedDir,
      files: [],
      loads: { mf_catalog: ['ShopPage', 'ProductPicker'] },
    }),
  },
  {
    folder: 'mf-cart-checkout',
    version: 'live-cart',
    record: await record({
      folder: 'mf-cart-checkout',
      kind: 'remote',
      sharedDir,
      files: [...CART_FILES, source('shared', 'src', 'domain', 'pricing.ts')],
    }),
  },
];

const catalogFrom = (sharedDir) =>
  record({
    folder: 'mf-catalog',
    kind: 'remote',
    sharedDir,
    files: [...CATALOG_FILES, source('shared', 'src', 'domain', 'pricing.ts')],
    exposes: ['ShopPage', 'ProductPicker'],
  });

const ordersFrom = (sharedDir) =>
  record({ folder: 'mf-orders', kind: 'remote', sharedDir, files: ORDERS_FILES });

const CANDIDATES = { 'mf-catalog': catalogFrom, 'mf-orders': ordersFrom };

/** A candidate build of `folder` from a changed shared package, checked against the live ones. */
async function checkCandidate(folder, change) {
  const pristine = await scratchShared();
  const { root, sharedDir } = await scratchShared(change);
  try {
    const candidate = {
      folder,
      version: 'next',
      record: await CANDIDATES[folder](sharedDir),
    };
    const liveBuilds = await live(pristine.sharedDir);
    return {
      problems: behaviourProblems(candidate, liveBuilds),
      rules: ruleDisagreements(candidate, liveBuilds),
    };
  } finally {
    await rm(root, { recursive: true, force: true });
    await rm(pristine.root, { recursive: true, force: true });
  }
}

const checkCatalog = (change) => checkCandidate('mf-catalog', change);
const checkOrders = (change) => checkCandidate('mf-orders', change);

test('an unchanged catalogue fits what is live', async () => {
  const { problems, rules } = await checkCatalog();
  assert.deepEqual(problems, []);
  assert.deepEqual(rules, []);
});

test('renaming a field of cart:add-requested is refused, naming the cart that needs it', async () => {
  const { problems } = await checkOrders((edit) =>
    edit(
      'contract/bus-events.ts',
      'export const addToCartRequestSchema = z.object({\n  productId: z.number(),',
      'export const addToCartRequestSchema = z.object({\n  id: z.number(),',
    ),
  );
  assert.equal(problems.length, 1);
  assert.match(
    problems[0].message,
    /^mf-cart-checkout live-cart \(live\) subscribes to cart:add-requested/,
  );
  assert.match(problems[0].message, /productId is not sent/);
  assert.match(problems[0].deployFirst, /^mf-cart-checkout, rebuilt to accept cart:add-requested/);
});

test('an added event field, required or optional, deploys', async () => {
  const { problems } = await checkOrders((edit) =>
    edit(
      'contract/bus-events.ts',
      '  productId: z.number(),\n  quantity: z.number(),',
      '  productId: z.number(),\n  source: z.string(),\n  note: z.optional(z.string()),\n  quantity: z.number(),',
    ),
  );
  assert.deepEqual(problems, []);
});

test("renaming ProductPicker's onPick is refused, naming the shell that passes it", async () => {
  const { problems } = await checkCatalog((edit) =>
    edit(
      'contract/exposed-modules.ts',
      '  onPick: (product: PickedProduct) => void;',
      '  onSelect: (product: PickedProduct) => void;',
    ),
  );
  const messages = problems.map((problem) => problem.message).join('\n');
  assert.match(
    messages,
    /mf_catalog\/ProductPicker in mf-catalog next needs onSelect, which the shell does not pass \(the live shell live-shell renders it\)/,
  );
  assert.match(
    messages,
    /mf_catalog\/ProductPicker in mf-catalog next no longer reads onPick, which the shell passes/,
  );
  assert.match(problems[0].deployFirst, /^the shell, built from this contract/);
});

test('a renamed field inside what a prop hands back is refused too', async () => {
  const { problems } = await checkCatalog((edit) =>
    edit(
      'contract/exposed-modules.ts',
      '  product_id: number;\n  name: string;',
      '  id: number;\n  name: string;',
    ),
  );
  assert.equal(problems.length, 1);
  assert.match(
    problems[0].message,
    /takes onPick as .*id: number.* where the shell passes .*product_id: number/,
  );
});

test('an added optional prop deploys', async () => {
  const { problems } = await checkCatalog((edit) =>
    edit(
      'contract/exposed-modules.ts',
      '  excludeIds?: readonly number[];',
      '  excludeIds?: readonly number[];\n  compact?: boolean;',
    ),
  );
  assert.deepEqual(problems, []);
});

test('a changed shared pricing rule names the live remotes that bundle the other one', async () => {
  const { problems, rules } = await checkCatalog((edit) =>
    edit('domain/pricing.ts', 'Math.round(((reference', 'Math.floor(((reference'),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(rules, [{ rule: 'domain/pricing.ts', apps: ['mf-cart-checkout live-cart'] }]);
});

test('the pricing rules are one copy per page, the shell copy, and the check says so', async () => {
  const { createSharedConfig, offeredEntries } = require('../webpack/shared-config.cjs');
  const pricingFile = source('shared', 'src', 'domain', 'pricing.ts');
  // A remote's production build takes the rules from the page, whatever their version: a build
  // made from other rules still shows the shell's prices, discounts and limits.
  const remote = createSharedConfig({
    offered: offeredEntries(source('mf-catalog')),
    singletonsFromShell: true,
  });
  assert.equal(remote[pricingFile].shareKey, '@barrio/shared/pricing');
  assert.equal(remote[pricingFile].singleton, true);
  assert.equal(remote[pricingFile].import, false);
  assert.equal(remote[pricingFile].requiredVersion, false);
  // The shell provides them even though its own code prices nothing.
  const shell = createSharedConfig({ offered: offeredEntries(source('shell')) });
  assert.equal(shell[pricingFile].import, pricingFile);
  assert.equal(shell[pricingFile].singleton, true);

  const { rules } = await checkCatalog((edit) =>
    edit('domain/pricing.ts', 'Math.round(((reference', 'Math.floor(((reference'),
  );
  const [warning] = describeDisagreements('mf-catalog next', rules);
  assert.match(warning, /shared\/src\/domain\/pricing\.ts than mf-cart-checkout live-cart/);
  assert.match(warning, /one copy of it, the shell's/);
});

test('a subscriber that accepts both shapes does not break', () => {
  const sent = { type: 'object', properties: { id: { type: 'number' } }, required: ['id'] };
  const both = {
    type: 'object',
    properties: { id: { type: 'number' }, productId: { type: 'number' } },
    required: [],
  };
  assert.deepEqual(missingFields(sent, both), []);
  const nullable = { anyOf: [{ type: 'string' }, { type: 'null' }] };
  assert.deepEqual(
    missingFields(
      { type: 'object', properties: { a: nullable }, required: ['a'] },
      { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
    ),
    ['a can be null, which it does not accept'],
  );
});

test('npm run deploy refuses the renamed event through the deploy itself, and --force is logged', async () => {
  const { root, sharedDir } = await scratchShared((edit) =>
    edit(
      'contract/bus-events.ts',
      'export const addToCartRequestSchema = z.object({\n  productId: z.number(),',
      'export const addToCartRequestSchema = z.object({\n  id: z.number(),',
    ),
  );
  const pristine = await scratchShared();
  try {
    const webDir = path.join(root, 'web');
    const [shell, cart] = await live(pristine.sharedDir);
    const write = (dir, compat, files) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, COMPAT_FILE), JSON.stringify(compat));
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    };
    write(path.join(webDir, 'shell'), shell.record, { 'index.html': '<!doctype html>' });
    write(path.join(root, 'cart'), cart.record, { 'mf-manifest.json': '{"cart":1}' });
    await deployRemote({ folder: 'mf-cart-checkout', webDir, distDir: path.join(root, 'cart') });
    write(path.join(root, 'orders'), await ordersFrom(sharedDir), {
      'mf-manifest.json': '{"orders":1}',
    });
    await assert.rejects(
      deployRemote({ folder: 'mf-orders', webDir, distDir: path.join(root, 'orders') }),
      (error) =>
        error instanceof IncompatibleDeployError &&
        /mf-cart-checkout \S+ \(live\) subscribes to cart:add-requested/.test(error.message) &&
        /deploy first: mf-cart-checkout, rebuilt to accept/.test(error.message),
    );
    const forced = await deployRemote({
      folder: 'mf-orders',
      webDir,
      distDir: path.join(root, 'orders'),
      force: true,
    });
    assert.equal(forced.changed, true);
  } finally {
    await rm(root, { recursive: true, force: true });
    await rm(pristine.root, { recursive: true, force: true });
  }
});

test("a module policy changed in the contract deploys with the policies in its report and a warning naming the live shell's", async () => {
  const { root, sharedDir } = await scratchShared((edit) =>
    edit(
      'contract/exposed-modules.ts',
      "'mf_catalog/ProductPicker': 'eager',",
      "'mf_catalog/ProductPicker': 'interaction',",
    ),
  );
  const pristine = await scratchShared();
  try {
    const webDir = path.join(root, 'web');
    const [shell] = await live(pristine.sharedDir);
    mkdirSync(path.join(webDir, 'shell'), { recursive: true });
    writeFileSync(path.join(webDir, 'shell', COMPAT_FILE), JSON.stringify(shell.record));
    writeFileSync(path.join(webDir, 'shell', 'index.html'), '<!doctype html>');
    const catalog = path.join(root, 'catalog');
    mkdirSync(catalog, { recursive: true });
    writeFileSync(path.join(catalog, COMPAT_FILE), JSON.stringify(await catalogFrom(sharedDir)));
    writeFileSync(path.join(catalog, 'mf-manifest.json'), '{"catalog":1}');

    const deployed = await deployRemote({ folder: 'mf-catalog', webDir, distDir: catalog });
    assert.deepEqual(deployed.hydration, [
      'mf-catalog: comes alive ShopPage eager, ProductPicker interaction (the live shell applies other policies (below))',
    ]);
    assert.deepEqual(deployed.warnings, [
      `mf-catalog ${deployed.version}: ProductPicker comes alive 'interaction' by this build's contract and 'eager' by the live shell's, which applies it until a shell built from this contract is deployed`,
    ]);
  } finally {
    await rm(root, { recursive: true, force: true });
    await rm(pristine.root, { recursive: true, force: true });
  }
});

test('an API path the live gateway does not have is refused; templated paths match', () => {
  const openapi = {
    paths: { '/api/shops/{slug}': {}, '/api/products': {}, '/api/products/by-ids': {} },
  };
  const build = (apiCalls) => ({
    folder: 'mf-catalog',
    version: 'next',
    record: { behaviour: { apiCalls } },
  });
  assert.deepEqual(
    apiProblems(build(['/api/shops/{}', '/api/products', '/api/products/by-ids']), openapi),
    [],
  );
  const [problem, ...rest] = apiProblems(build(['/api/products/by-slug/{}']), openapi);
  assert.equal(rest.length, 0);
  assert.equal(
    problem.message,
    'mf-catalog calls /api/products/by-slug/{}, which the live API does not have',
  );
  assert.match(problem.deployFirst, /^the gateway, with \/api\/products\/by-slug/);
});

test("the API calls are read from the build's code, templates as {} and queries left out", () => {
  const calls = apiCalls([source('shared', 'src', 'api', 'catalog-products.ts')]);
  assert.deepEqual(calls, ['/api/products/by-ids']);
});
