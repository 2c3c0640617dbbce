import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { LIGHTHOUSE_PHONE } from '../fixtures/storefront';

// What a shopper's browser downloads on a first visit to a shop page: every script the page
// fetches until the network is idle, as served (brotli), on a phone's screen (Lighthouse's
// mobile emulation) and on a desktop window, where the first page of products fills less of
// the screen and the next one comes at once, with the grid's virtualiser. The same figures
// `npm run bench` reports against the 200 KB target (scripts/bench/page-weight.mjs); these
// budgets hold what has been won. Bytes are deterministic, so this belongs in `npm test`
// where timings do not. Lower a budget when a change makes the page lighter; raise it only
// with a reason in the commit.
// The phone budget was the 200 KB target itself (198.8 KB measured). The analytics client,
// the release beacon canaries are judged by and the cards' own cart control brought it to
// 201.9 KB (210.5 KB on a desktop), the shell's own canary reports 202.0 KB, the cards' unit
// wording and the search that leaves its category 202.6 KB (211.2 KB): raised to hold that, a
// debt against the target that docs/speed.md records, not a new floor. Pictures as bitmaps
// (the bitmap names and the cards' choice of two widths): 211.56 to 211.61 KB on a desktop
// (a fresh clone's build differs by a few bytes), for a tenth less main-thread work on the load.
// Cards that come alive as they come near (the hydration island, shared as its own module, and
// the kept tap on a card's name): 204.55 KB on a phone, 213.22 KB on a desktop, for React no
// longer hydrating the twenty cards below a phone's first screen during the load. Each exposed
// module's hydration policy in the contract, applied by the shell's slots: 204.73 KB on a
// phone, 213.40 KB on a desktop. The add-to-cart control exposed by the cart team, which the
// catalogue places (a chunk of its own, and the catalogue's page lighter by what left it):
// 205.90 KB on a phone, 214.57 KB on a desktop. The shell's start-up chunks in four files
// instead of twenty-three (scripts/webpack/startup-chunks-plugin.cjs): 195.27 KB on a phone,
// 203.94 KB on a desktop; the phone is within the 200 KB target again. Static parts (the
// shell's staticPart and React's lazy loading, shared/src/first-view/static-part.tsx), with the
// footer's support link out of the page's scripts: 195.78 KB on a phone, 204.45 KB on a desktop;
// the mechanism costs more than the one part it moves out so far. Page-wide changes drawn in
// transitions and each request started in a task of its own (decision 015): 196.16 KB on a
// phone, 204.83 KB on a desktop. The checkout's frame from the server (decision 016: the shell
// matches the render record's subpage with the path): 196.33 KB on a phone, within 205.0 KB on
// a desktop. V8's compile hint on the top line of each file the page runs at load (decision 017,
// about 150 ms less of the main thread's time unthrottled): 196.43 KB on a phone, 205.10 KB on a
// desktop. The worker that asks the browser's first Intl question off the main thread (decision
// 018, the page's own first question 25 ms to 0.1 ms): 196.58 KB on a phone, 205.25 KB on a
// desktop.
const COLD_JS_BUDGET_KB = { phone: 196.7, desktop: 205.4 };

const isScript = (request: Request, contentType: string) =>
  /javascript/.test(contentType) || /\.m?js(\?|$)/.test(request.url());

for (const screen of ['phone', 'desktop'] as const) {
  test.describe(`on a ${screen}`, () => {
    if (screen === 'phone') test.use(LIGHTHOUSE_PHONE);

    test("a shop page's cold load stays within its JavaScript budget", async ({ page }) => {
      const finished: Request[] = [];
      page.on('requestfinished', (request) => finished.push(request));
      await page.goto('/demo-mx');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      let bytes = 0;
      const files: string[] = [];
      for (const request of finished) {
        const response = await request.response();
        if (!response || !isScript(request, response.headers()['content-type'] ?? '')) continue;
        const { responseBodySize } = await request.sizes();
        bytes += responseBodySize;
        files.push(`${(responseBodySize / 1024).toFixed(1)} KB ${new URL(request.url()).pathname}`);
      }
      const kb = bytes / 1024;
      test
        .info()
        .annotations.push({ type: `cold JS (${screen})`, description: `${kb.toFixed(1)} KB` });
      expect(
        kb,
        `cold JS of /demo-mx on a ${screen}, ${files.length} files:\n${files.join('\n')}`,
      ).toBeLessThanOrEqual(COLD_JS_BUDGET_KB[screen]);
      // Served compressed: a script sent as it is would count several times its brotli size.
      expect(files.length).toBeGreaterThan(10);
      // On a phone the first page of products fills the screen and flows: the grid's
      // virtualiser comes only with the next page.
      if (screen === 'phone') expect(files.join('\n')).not.toContain('virtual-core');
    });
  });
}
