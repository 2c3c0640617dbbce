const { createConfig } = require('../scripts/webpack/create-config.cjs');
const { withServerBundle } = require('../scripts/webpack/server-bundle-config.cjs');
const { createServiceWorkerConfig } = require('../scripts/webpack/service-worker-config.cjs');

// The host: no remote is known at build time; their locations come from /remotes.json.
// The server bundle renders the shop page in the gateway (src/server/first-view.tsx), with the
// route's remote in its slot; the browser hydrates it.
const shell = withServerBundle(createConfig({ appDir: __dirname, title: 'Barrio' }), {
  appDir: __dirname,
  entry: './src/server/first-view.tsx',
});
const serviceWorker = createServiceWorkerConfig({
  appDir: __dirname,
  source: 'src/service-worker/sw.ts',
});

// Production builds add the service worker; the dev server serves the shell alone (a worker
// caching hot-reloaded files would only get in the way).
module.exports = (env, argv) => {
  const configs = shell(env, argv);
  if (!Array.isArray(configs)) return configs;
  const [browser] = configs;
  return [...configs, serviceWorker(browser)];
};
