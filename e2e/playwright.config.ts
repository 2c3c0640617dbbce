import { defineConfig, devices } from '@playwright/test';

// Journeys run against the production build that `npm run build` leaves in each dist/ folder:
// the storefront fixture publishes those builds into a temporary WEB_DIR and starts the built
// gateway on a free port, so tests never touch anyone's registry or database. With BASE_URL
// they run against a storefront already running there instead (docs/qa.md).
// `npm run e2e -- --grep @smoke` runs the smoke subset; `--workers 2` (or E2E_WORKERS=2) runs
// two workers, each with a storefront of its own.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    // Always written (e2e/playwright-report/index.html), traces included (below): a run
    // against a deployed storefront is read afterwards, not watched.
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // `npm test` reads the counts from here for its closing summary line.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? ([['json']] as const) : []),
  ],
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    locale: 'es-MX',
    screenshot: 'only-on-failure',
    // A run against a deployed storefront (BASE_URL) or by hand keeps every journey's trace.
    // The project's CI run records one only when a journey is retried (its failure's screenshot
    // is kept either way): recording every journey, even to throw the trace away, made a
    // journey file take 86 s instead of 71 s (leaders-orders.spec.ts, farm-bench, 2 runs each).
    trace: process.env.BASE_URL || !process.env.CI ? 'on' : 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A service worker answers requests before page.route() sees them; journeys that need it
    // (e2e/tests/offline.spec.ts) turn it back on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
