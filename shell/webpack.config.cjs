const { createConfig } = require('../scripts/webpack/create-config.cjs');
const { createServiceWorkerConfig } = require('../scripts/webpack/service-worker-config.cjs');

// The host: no remote is known at build time; their locations come from /remotes.json.
const shell = createConfig({ appDir: __dirname, title: 'Barrio' });
const serviceWorker = createServiceWorkerConfig({
  appDir: __dirname,
  source: 'src/service-worker/sw.ts',
});

// Production builds add the service worker; the dev server serves the shell alone (a worker
// caching hot-reloaded files would only get in the way).
module.exports = (env, argv) => {
  const config = shell(env, argv);
  return config.mode === 'development' ? config : [config, serviceWorker(config)];
};
