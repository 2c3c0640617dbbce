// The six federated apps: one place for their folders, container names and dev ports, read
// by the webpack factory, the dev runner, the publish and deploy scripts and the size report.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');

/** @typedef {{ folder: string, container: string, port: number, kind: 'host' | 'remote' }} App */

/** @type {App[]} */
const apps = [
  { folder: 'shell', container: 'shell', port: 3000, kind: 'host' },
  { folder: 'mf-catalog', container: 'mf_catalog', port: 3001, kind: 'remote' },
  { folder: 'mf-cart-checkout', container: 'mf_cart_checkout', port: 3002, kind: 'remote' },
  { folder: 'mf-orders', container: 'mf_orders', port: 3003, kind: 'remote' },
  { folder: 'mf-wallet', container: 'mf_wallet', port: 3004, kind: 'remote' },
  { folder: 'mf-geo-pickup', container: 'mf_geo_pickup', port: 3005, kind: 'remote' },
];

const remotes = apps.filter((app) => app.kind === 'remote');

/** @param {string} folder */
function appByFolder(folder) {
  const app = apps.find((candidate) => candidate.folder === folder);
  if (!app)
    throw new Error(
      `Unknown app "${folder}"; expected one of ${apps.map((a) => a.folder).join(', ')}`,
    );
  return app;
}

module.exports = { repoRoot, apps, remotes, appByFolder };
