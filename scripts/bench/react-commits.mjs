// What React draws on a cold load of a page, or on a tap on its first card's "+": each commit's
// components rendered (function and class components and host elements that did work, counted
// by React DevTools' rule: a subtree React reused untouched is not walked) and the tree's size
// after it, read through the DevTools hook every React build calls. On a phone's screen:
//   node scripts/bench/react-commits.mjs http://localhost:8080/demo-mx [--tap]
import { SCREENS, launchChromium } from './page-weight.mjs';
import { waitForStorefront } from './storefront.mjs';

/** Installed before the page's scripts: React reports each commit to this hook. */
function recordCommits() {
  const PERFORMED_WORK = 1;
  const commits = (globalThis.__barrioCommits = []);
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    isDisabled: false,
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      let size = 0;
      const walk = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          size += 1;
          const worked = (fiber.flags & PERFORMED_WORK) !== 0;
          if (worked) rendered += 1;
          // A subtree React reused as it was keeps its old flags: not walked for work.
          const reused = !worked && fiber.alternate && fiber.alternate.child === fiber.child;
          if (!reused) walk(fiber.child);
          else size += countFibers(fiber.child);
        }
      };
      const countFibers = (first) => {
        let count = 0;
        for (let fiber = first; fiber; fiber = fiber.sibling) count += 1 + countFibers(fiber.child);
        return count;
      };
      walk(root.current.child);
      commits.push({ at: Math.round(performance.now()), rendered, size });
    },
  };
}

const [url, flag] = process.argv.slice(2);
if (!url) {
  console.error('usage: react-commits.mjs <url> [--tap]');
  process.exit(2);
}
const browser = await launchChromium();
try {
  const context = await browser.newContext(SCREENS.phone);
  const page = await context.newPage();
  await page.addInitScript(recordCommits);
  await page.goto(url);
  await waitForStorefront(page);
  await page.waitForLoadState('networkidle');
  if (flag === '--tap') {
    await page.evaluate(() => (globalThis.__barrioCommits.length = 0));
    const card = page.getByTestId('product-card').first();
    await card.getByTestId('add-to-cart').click();
    await card.getByTestId('in-cart-count').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  }
  const commits = await page.evaluate(() => globalThis.__barrioCommits);
  for (const { at, rendered, size } of commits)
    console.log(
      `${String(at).padStart(6)} ms  ${String(rendered).padStart(4)} rendered of ${size}`,
    );
  const total = commits.reduce((sum, commit) => sum + commit.rendered, 0);
  console.log(
    `${commits.length} commits, ${total} components rendered; the tree after: ${commits.at(-1)?.size ?? 0}`,
  );
} finally {
  await browser.close();
}
