const { createConfig } = require('../scripts/webpack/create-config.cjs');
const { withServerBundle } = require('../scripts/webpack/server-bundle-config.cjs');

// The exposes map is this remote's public API (contracts §3); the shell declares the same
// modules in shell/src/remotes/exposed-modules.ts. The server bundle renders the shop page's
// first view in the gateway (see src/server/first-view.tsx).
module.exports = withServerBundle(
  createConfig({
    appDir: __dirname,
    exposes: {
      './ShopPage': './src/exposes/shop-page.tsx',
      './ProductPicker': './src/exposes/product-picker.tsx',
    },
  }),
  { appDir: __dirname, entry: './src/server/first-view.tsx' },
);
