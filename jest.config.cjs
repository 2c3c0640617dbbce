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
  // testTimeout is a global option: a project's own value is ignored in this multi-project
  // run, which fell back to Jest's 5 s. Tests wait for states, never for time; this only
  // bounds how long a state may take to appear on a loaded CI machine.
  testTimeout: 60_000,
};
