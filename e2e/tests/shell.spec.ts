import { expect, test } from '../fixtures';
import { ShellRulesPage } from '../fixtures/shell-page';

test.describe('geo rule for a visitor in Mexico', () => {
  // The gateway trusts the CDN's country header (GEO_HEADERS), so this is "a visitor from Mexico".
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('an Argentine shop welcomes them, and "yes" is remembered', async ({ page }) => {
    const shell = new ShellRulesPage(page);
    await test.step('open an Argentine shop', async () => {
      await shell.goto('/demo-ar');
      await expect(shell.shopName).toBeVisible();
    });
    await test.step('the welcome modal shows the exact texts', async () => {
      const modal = shell.geoModal('Argentina');
      await expect(modal).toBeVisible();
      await expect(
        modal.getByText('Parece que estas ingresando a nuestra plataforma desde otra ubicación.'),
      ).toBeVisible();
      await expect(modal.getByRole('button', { name: 'Sí, estoy en Argentina' })).toBeVisible();
      await expect(modal.getByRole('button', { name: 'No estoy en Argentina' })).toBeVisible();
    });
    await test.step('"Sí" closes it and stores geo_confirmed', async () => {
      await shell.confirmCountry('Argentina');
      await expect(shell.geoModal('Argentina')).toBeHidden();
      expect(await shell.storedItem('geo_confirmed')).toBe('true');
    });
    await test.step('after a reload it does not come back', async () => {
      await page.reload();
      await expect(shell.shopName).toBeVisible();
      await expect(shell.geoModal('Argentina')).toBeHidden();
    });
  });

  test('"No" sends them to the Mexican root', async ({ page }) => {
    const shell = new ShellRulesPage(page);
    await test.step('open an Argentine shop', async () => {
      await shell.goto('/demo-ar');
      await expect(shell.geoModal('Argentina')).toBeVisible();
    });
    await test.step('answer "No estoy en Argentina"', async () => {
      await shell.leaveCountry('Argentina');
      await shell.expectPath('/mx');
      await expect(shell.shopName).toBeVisible();
      await expect(shell.geoModal('México')).toBeHidden();
    });
  });

  test('the Argentine country root redirects them to /mx', async ({ page }) => {
    const shell = new ShellRulesPage(page);
    await test.step('open /ar', async () => {
      await shell.goto('/ar');
    });
    await test.step('land on /mx with no modal', async () => {
      await shell.expectPath('/mx');
      await expect(shell.shopName).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  });
});

test.describe('routing', () => {
  test('an unknown shop shows /404 @smoke', async ({ page }) => {
    const shell = new ShellRulesPage(page);
    await test.step('open a slug no shop has', async () => {
      await shell.goto('/esta-tienda-no-existe');
    });
    await test.step('the 404 page shows at /404', async () => {
      await shell.expectPath('/404');
      await expect(shell.notFound).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No encontramos esta tienda' })).toBeVisible();
    });
  });

  test('a delivery-point shop redirects to its country root', async ({ page }) => {
    const shell = new ShellRulesPage(page);
    await test.step('open punto-mx', async () => {
      await shell.goto('/punto-mx');
    });
    await test.step('land on /mx', async () => {
      await shell.expectPath('/mx');
      await expect(shell.shopName).toBeVisible();
    });
  });

  test('the innovation route gets the en-US demo locale', async ({ page }) => {
    const shell = new ShellRulesPage(page);
    await test.step('open /innovacion', async () => {
      await shell.goto('/innovacion');
    });
    await test.step('the URL carries locale=en-US and the page speaks English', async () => {
      await expect(page).toHaveURL(/\/innovacion\?locale=en-US$/);
      expect(await shell.language()).toBe('en-US');
      await expect(shell.header.getByRole('link', { name: 'My orders' })).toBeVisible();
    });
  });
});

test.describe('look by country', () => {
  test('Colombia is blue and Mexico orange', async ({ page }) => {
    const shell = new ShellRulesPage(page);
    const colombia = await test.step('Colombia (demo-co) uses the blue theme', async () => {
      await shell.goto('/demo-co');
      expect(await shell.themeName()).toBe('blue');
      const colour = await shell.headerColour();
      expect(colour.b).toBeGreaterThan(colour.r);
      return colour;
    });
    await test.step('Mexico (demo-mx) uses the default orange theme', async () => {
      await shell.goto('/demo-mx');
      expect(await shell.themeName()).toBe('default');
      const colour = await shell.headerColour();
      expect(colour.r).toBeGreaterThan(colour.b);
      expect(colour).not.toEqual(colombia);
    });
  });

  test('the locale follows the country', async ({ page }) => {
    const shell = new ShellRulesPage(page);
    for (const [path, locale] of [
      ['/demo-ar', 'es-AR'],
      ['/demo-mx', 'es-MX'],
      ['/demo-co', 'es-CO'],
      ['/demo-pe', 'es-PE'],
    ] as const) {
      await test.step(`${path} speaks ${locale}`, async () => {
        await shell.goto(path);
        expect(await shell.language()).toBe(locale);
      });
    }
    await test.step('?locale= overrides it', async () => {
      await shell.goto('/demo-ar?locale=en-US');
      expect(await shell.language()).toBe('en-US');
      await expect(shell.header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    });
  });
});

test.describe('session', () => {
  test('a customer signs in by phone and out again', async ({ page }) => {
    const shell = new ShellRulesPage(page);
    await test.step('sign in on /demo-mx/user with the demo customer of Mexico', async () => {
      await shell.signIn('demo-mx', '+525555550001');
    });
    await test.step('back on the shop, signed in, with the session parameter in the URL', async () => {
      await shell.expectPath('/demo-mx');
      await expect(page.getByTestId('account-link')).toBeVisible();
      await expect(page).toHaveURL(/[?&]session_id=\d+/);
    });
    await test.step('sign out from the header', async () => {
      await shell.header.getByRole('button', { name: 'Salir' }).click();
      await expect(page.getByTestId('sign-in-link')).toBeVisible();
      expect(await shell.storedItem('token')).toBeNull();
    });
  });
});
