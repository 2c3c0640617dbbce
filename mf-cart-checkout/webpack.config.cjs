const { createConfig } = require('../scripts/webpack/create-config.cjs');
const { withServerBundle } = require('../scripts/webpack/server-bundle-config.cjs');

// The exposes map is this remote's public API (contracts §3); the shell declares the same
// modules in shell/src/remotes/exposed-modules.ts. The server bundle renders the add-to-cart
// control the catalogue places on the shop page's cards (see src/server/first-view.tsx).
module.exports = withServerBundle(
  createConfig({
    appDir: __dirname,
    exposes: {
      './CartBar': './src/exposes/cart-bar.tsx',
      './ProductCartControl': './src/exposes/product-cart-control.tsx',
      './CartPage': './src/exposes/cart-page.tsx',
      './CheckoutPage': './src/exposes/checkout-page.tsx',
      './ConfirmationPage': './src/exposes/confirmation-page.tsx',
    },
  }),
  { appDir: __dirname, entry: './src/server/first-view.tsx' },
);
