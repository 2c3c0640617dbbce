// Lint for the whole monorepo: correctness patterns, the import boundaries between teams, and
// on TypeScript source the type-aware rules `tsc` cannot give (a promise nobody awaits, an
// async callback where a void one is expected, a method passed without its object).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

// Type information costs most of lint's time, so only shipped source gets it (about 1.5 min
// cold on two cores); tests, their helpers, benches and scripts are linted without it.
const typeAwareSource = ['**/*.{ts,tsx}'];
const withoutTypes = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/test-support/**',
  '**/test-fixtures/**',
  'gateway/test/**',
  'gateway/bench/**',
  'e2e/**',
  'shared/src/api/test-fetch.ts',
];

const remotes = ['mf-catalog', 'mf-cart-checkout', 'mf-orders', 'mf-wallet', 'mf-geo-pickup'];

// Browser code takes zod from the shared package, so that the page loads one copy (README,
// "Independent deploys"); only shared/src/zod imports the library itself.
const zodOnce = {
  regex: '^zod(/.*)?$',
  message:
    "Import { z } from '@barrio/shared/zod' (shared/src/zod inside shared): one copy per page.",
};

// Inside a browser package, code lives in src/features/<feature>/. A feature never imports
// another feature, not even its index.ts: what several features use lives outside
// src/features in a folder named for what it is (src/cart-store, src/order, src/testing...),
// and a screen that puts several features together lives at the app level (src/exposes, the
// shell's src/app, a page folder such as mf-catalog/src/shop-page), which may import any
// feature. The rule resolves each relative import against the importing file, because the
// same string ('../../x') names a different folder at each depth: a pattern list for
// no-restricted-imports could not tell them apart. See docs/decisions/010.
const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to, or null outside src/features/<feature>/. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at === -1) return null;
  const [feature, ...rest] = file.slice(at + FEATURES.length).split(path.sep);
  // A file lying loose in src/features/ belongs to no feature, so nobody may import it.
  return rest.length > 0 ? file.slice(0, at + FEATURES.length) + feature : file;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "'{{source}}' reaches into another feature. Move what both use out of src/features " +
        '(a folder named for what it is), or compose the two in src/exposes or src/app.',
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (own === null) return {};
    function check(node) {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      if (!node.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), node.value));
      if (target !== null && target !== own) {
        context.report({ node, messageId: 'crossFeature', data: { source: node.value } });
      }
    }
    const mockCalls = new Set(['mock', 'doMock', 'unstable_mockModule', 'requireActual']);
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // jest.mock('../../other-feature/x') couples a test to another feature's insides too.
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          mockCalls.has(callee.property.name)
        ) {
          check(node.arguments[0]);
        }
      },
    };
  },
};

// A remote is a team: it never imports another remote's (or the shell's) source.
// They meet only through the shell's routes, the bus and deliberately exposed modules.
function boundariesFor(pkg) {
  const forbidden = [...remotes, 'shell', 'gateway'].filter((name) => name !== pkg);
  return {
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.flatMap((name) => [
              {
                group: [`@barrio/${name}`, `@barrio/${name}/*`],
                message: `${pkg} must not import ${name}.`,
              },
              { group: [`**/${name}/*`, `**/${name}`], message: `${pkg} must not import ${name}.` },
            ]),
            ...(pkg === 'gateway' ? [] : [zodOnce]),
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.web/**',
      '.e2e-web/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({
    ...config,
    files: typeAwareSource,
    ignores: withoutTypes,
  })),
  {
    files: typeAwareSource,
    ignores: withoutTypes,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // An async method that implements a promise-returning interface without awaiting is
      // deliberate: a throw inside it becomes a rejection, as callers expect.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Playwright fixtures call a `use` that is not React's; the gateway has no React.
    files: ['{shared,shell,mf-*}/**/*.{tsx,ts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Production builds compile each message to the syntax tree react-intl formats, and ship
    // without the ICU parser (scripts/webpack/precompile-messages.cjs). babel-plugin-formatjs
    // compiles the descriptors written inside react-intl's calls, and fails the build on one it
    // cannot; a descriptor written anywhere else would reach the browser as a string it cannot
    // format.
    files: ['{shared,shell,mf-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ObjectExpression > Property[key.name='defaultMessage']:not(" +
            'CallExpression[callee.name=/^defineMessages?$/] Property, ' +
            "CallExpression[callee.property.name='formatMessage'] Property)",
          message:
            'Write a message descriptor inside defineMessages, defineMessage or formatMessage, ' +
            'so that the build compiles it.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // shared is the base of everything: it imports no app package.
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@barrio/*', '!@barrio/shared', '!@barrio/shared/*'],
              message: 'shared imports no app package.',
            },
            zodOnce,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/zod/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...remotes.map(boundariesFor),
  boundariesFor('shell'),
  boundariesFor('gateway'),
  {
    // A migration is history: it must do forever what it did when it first ran. Module code
    // changes later and would silently change an old migration, so a migration copies what it
    // needs and imports only kysely and its own folder (such as run-statements.ts).
    files: ['gateway/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!kysely$|\\./[^/]+$)',
              message:
                'A migration imports only kysely and files beside it: copy what it needs, ' +
                'so that it never changes with the module it came from.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{shell,mf-*}/src/features/**/*.{ts,tsx}'],
    plugins: { barrio: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'barrio/feature-boundaries': 'error' },
  },
  {
    // The shell's typecheck reads the remotes' exposed components (types only, nothing is
    // bundled) to check them against the one props contract in @barrio/shared/contract.
    files: ['shell/src/remotes/exposed-modules.contract.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
