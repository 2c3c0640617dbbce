module.exports = require('../scripts/jest/create-config.cjs')({
  rootDir: __dirname,
  environment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
});
