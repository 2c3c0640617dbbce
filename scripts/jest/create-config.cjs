// One Jest preset for every package, so that each team's `npm test -w <pkg>` and the root
// run see the same transforms. Packages call it from their own jest.config.cjs.
const path = require('node:path');

// react-intl and @formatjs ship ESM only; they must go through the transform.
const esmOnlyPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'rxjs'];

/**
 * @param {{ rootDir: string, environment?: 'jsdom' | 'node', testMatch?: string[] }} options
 */
module.exports = function createJestConfig({ rootDir, environment = 'jsdom', testMatch }) {
  const displayName = path.basename(rootDir);
  return {
    displayName,
    rootDir,
    testEnvironment: environment,
    testMatch: testMatch ?? ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
    moduleNameMapper: {
      '\\.(css|png|svg|jpg|webp)$': path.join(__dirname, 'file-stub.cjs'),
      // jsdom tests need styled-components' browser build: the default (server) build
      // never injects styles into the document, so computed styles would be empty.
      ...(environment === 'jsdom'
        ? {
            '^styled-components$':
              require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
          }
        : {}),
    },
    setupFiles: [path.join(__dirname, 'polyfills.cjs')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'dom-setup.cjs')] : [],
    // Room for the 10 s a screen's state may take to appear (see dom-setup.cjs).
    ...(environment === 'jsdom' ? { testTimeout: 15_000 } : {}),
    clearMocks: true,
  };
};
