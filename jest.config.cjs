// The root run: every package's own jest.config.cjs, in one worker pool.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/gateway',
    '<rootDir>/shell',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-cart-checkout',
    '<rootDir>/mf-orders',
    '<rootDir>/mf-wallet',
    '<rootDir>/mf-geo-pickup',
  ],
};
