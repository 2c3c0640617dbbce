// Bundles the gateway for production: dist/server.mjs, dist/worker.mjs, dist/telemetry.mjs and dist/seed.mjs. Every package stays
// in node_modules (native modules, WASM and data files must not be bundled) except the shared
// package, which ships as TypeScript source and is compiled into the bundle.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('esbuild').Plugin} */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@barrio/shared')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNodeModules],
  logLevel: 'info',
};

await build({
  ...common,
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(root, 'dist/server.mjs'),
});
await build({
  ...common,
  entryPoints: [path.join(root, 'src/worker.ts')],
  outfile: path.join(root, 'dist/worker.mjs'),
});
// Loaded with `node --import ./gateway/dist/telemetry.mjs` before the server or the worker.
await build({
  ...common,
  entryPoints: [path.join(root, 'src/telemetry/preload.ts')],
  outfile: path.join(root, 'dist/telemetry.mjs'),
});
await build({
  ...common,
  entryPoints: [path.join(root, 'src/seed/cli.ts')],
  outfile: path.join(root, 'dist/seed.mjs'),
});
