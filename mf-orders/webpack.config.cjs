const { createConfig } = require('../scripts/webpack/create-config.cjs');

// The exposes map is this remote's public API (contracts §3); the shell declares the same
// modules in shell/src/remotes/exposed-modules.ts.
module.exports = createConfig({
  appDir: __dirname,
  exposes: {
    './MyOrdersPage': './src/exposes/my-orders-page.tsx',
    './ManagerOrderPage': './src/exposes/manager-order-page.tsx',
    './ManagerOrdersPage': './src/exposes/manager-orders-page.tsx',
    './ShopSummaryPage': './src/exposes/shop-summary-page.tsx',
  },
});
