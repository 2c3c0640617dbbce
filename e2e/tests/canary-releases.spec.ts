import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { rolloutBucket } from '@barrio/shared/domain';
import { SHELL_VERSION_META } from '@barrio/shared/first-view';
import { expect, test, type Storefront } from '../fixtures';
import { CatalogPage } from '../fixtures/pages/catalog-page';
import { repoRoot } from '../fixtures/storefront';
import { buildCatalogVariant } from '../fixtures/variant-build';

const SHOP = 'demo-mx';
const PERCENT = 20;

/** Visitor ids the rollout hash (the feature flags' own) puts inside and outside a 20 % canary. */
function visitors(prefix: string): { inside: string[]; outside: string } {
  const inside: string[] = [];
  let outside = '';
  for (let i = 0; inside.length < 4 || !outside; i += 1) {
    const id = `${prefix}-${i}`;
    if (rolloutBucket(id) < PERCENT) inside.push(id);
    else outside ||= id;
  }
  return { inside, outside };
}

/** A shopper's own browser, known to the storefront by their visitor id. */
async function visitorContext(
  browser: Browser,
  storefront: Storefront,
  id: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: storefront.url });
  await context.addCookies([{ name: 'barrio_visitor', value: id, url: storefront.url }]);
  return context;
}

/** Opens the shop as one visitor; returns the catalogue version shown, or 'fallback'. */
async function visitShop(browser: Browser, storefront: Storefront, id: string): Promise<string> {
  const context = await visitorContext(browser, storefront, id);
  try {
    const catalog = new CatalogPage(await context.newPage());
    await catalog.goto(SHOP);
    await expect(catalog.shopPage.loaded.or(catalog.shopPage.fallback)).toBeVisible();
    if (await catalog.shopPage.fallback.isVisible()) return 'fallback';
    return (await catalog.shopPage.version()) ?? '';
  } finally {
    await context.close();
  }
}

test('a broken catalogue as a 20 % canary rolls back by itself; a healthy one is promoted', async ({
  browser,
  storefront,
}) => {
  test.setTimeout(600_000);
  const live = storefront.registry().remotes['mf-catalog']!.version;
  const { inside, outside } = visitors(`canary-${Date.now().toString(36)}`);

  const broken =
    await test.step('a catalogue whose shop page throws goes out to 20 % of visitors', async () => {
      const distDir = buildCatalogVariant(storefront.scratch, 'catalog-throws', 'throws');
      return storefront.deployCanary('mf-catalog', distDir, PERCENT, [
        '--judge-after',
        '2',
        '--promote-after',
        '50',
        '--max-error-rate',
        '0.1',
      ]);
    });

  await test.step('visitors outside the canary get the live catalogue', async () => {
    expect(await visitShop(browser, storefront, outside)).toBe(live);
  });

  await test.step('visitors inside it meet the fallback, each error counted, until it rolls back', async () => {
    expect(await visitShop(browser, storefront, inside[0]!)).toBe('fallback');
    expect(await visitShop(browser, storefront, inside[1]!)).toBe('fallback');
    await expect
      .poll(() => storefront.registry().canaries?.['mf-catalog']?.version ?? null)
      .toBeNull();
    expect(storefront.registry().remotes['mf-catalog']!.version).toBe(live);
    expect(storefront.registry().log.at(-1)).toMatchObject({
      action: 'canary-rolled-back',
      version: broken,
    });
    const metrics = await storefront.metrics();
    expect(metrics).toMatch(
      new RegExp(
        `barrio_release_reports_total\\{app="mf-catalog",version="${broken}",kind="client_error"\\} [1-9]`,
      ),
    );
    // The same visitor, next time: the live catalogue.
    expect(await visitShop(browser, storefront, inside[0]!)).toBe(live);
  });

  const healthy = await test.step('a healthy build goes out to 20 % of visitors', async () => {
    const distDir = storefront.buildLabelled('mf-catalog', `healthy-${Date.now().toString(36)}`);
    return storefront.deployCanary('mf-catalog', distDir, PERCENT, [
      '--promote-after',
      '2',
      '--judge-after',
      '5',
    ]);
  });

  await test.step('its visitors run it, and after their visits it is promoted for everyone', async () => {
    expect(await visitShop(browser, storefront, outside)).toBe(live);
    expect(await visitShop(browser, storefront, inside[2]!)).toBe(healthy);
    expect(await visitShop(browser, storefront, inside[3]!)).toBe(healthy);
    await expect.poll(() => storefront.registry().remotes['mf-catalog']!.version).toBe(healthy);
    expect(storefront.registry().canaries?.['mf-catalog']).toBeUndefined();
    expect(await visitShop(browser, storefront, outside)).toBe(healthy);
  });

  await test.step('rollback leaves the storefront as the other journeys expect it', async () => {
    expect(storefront.rollback('mf-catalog').version).toBe(live);
  });
});

/**
 * Opens the shop as one visitor until the shell reported its visit; returns the shell version
 * the page names (the one the gateway served that visitor).
 */
async function visitShell(browser: Browser, storefront: Storefront, id: string): Promise<string> {
  const context = await visitorContext(browser, storefront, id);
  try {
    const page = await context.newPage();
    const reported = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/deploys/beacon') &&
        (response.request().postData() ?? '').includes('"app":"shell"'),
    );
    const catalog = new CatalogPage(page);
    await catalog.goto(SHOP);
    await expect(catalog.shopPage.loaded).toBeVisible();
    await reported;
    return (await page.locator(`meta[name="${SHELL_VERSION_META}"]`).getAttribute('content')) ?? '';
  } finally {
    await context.close();
  }
}

test('a shell canary serves its share of visitors its own shell until their visits promote it', async ({
  browser,
  storefront,
}) => {
  const live = storefront.registry().shell!.version;
  const { inside, outside } = visitors(`shell-canary-${Date.now().toString(36)}`);

  const next = await test.step('a new shell release goes out to 20 % of visitors', () => {
    // The built shell with one file more: a release of its own, which only its visitors get.
    const distDir = path.join(storefront.scratch, 'shell-canary');
    cpSync(path.join(repoRoot, 'shell', 'dist'), distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'canary-probe.txt'), 'the canary shell');
    storefront.deployShell(distDir, ['--canary', String(PERCENT), '--promote-after', '2']);
    return storefront.registry().canaries!.shell!.version;
  });
  expect(next).not.toBe(live);

  await test.step('visitors outside it keep the live shell, those inside get the new one', async () => {
    expect(await visitShell(browser, storefront, outside)).toBe(live);
    const probe = async (id: string) => {
      const context = await visitorContext(browser, storefront, id);
      try {
        return (await context.request.get('/canary-probe.txt')).status();
      } finally {
        await context.close();
      }
    };
    expect(await probe(outside)).toBe(404);
    expect(await probe(inside[0]!)).toBe(200);
    expect(await visitShell(browser, storefront, inside[0]!)).toBe(next);
    expect(await visitShell(browser, storefront, inside[1]!)).toBe(next);
  });

  await test.step("after its visitors' visits it is promoted: everyone gets it", async () => {
    await expect.poll(() => storefront.registry().shell!.version).toBe(next);
    expect(storefront.registry().canaries?.shell).toBeUndefined();
    expect(await visitShell(browser, storefront, outside)).toBe(next);
  });

  await test.step('rollback puts the shell the other journeys expect back', () => {
    expect(storefront.rollback('shell').version).toBe(live);
  });
});
