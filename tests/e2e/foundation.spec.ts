import { expect, test } from '@playwright/test';
import { SITE_ROUTES, urlOf } from './routes';
import { expectedLastUpdated } from './last-updated';
import { gotoReady } from './ready';

const SITE_TITLE = 'Airy Documentation';

test.describe('every route of the site, the spec list and the added pages', () => {
  for (const route of SITE_ROUTES) {
    test(`renders ${route} with its h1 and title`, async ({ page }) => {
      const response = await page.goto(urlOf(route));
      expect(response?.status()).toBe(200);
      const h1 = (await page.locator('main h1').first().textContent())?.trim() ?? '';
      expect(h1.length).toBeGreaterThan(0);
      await expect(page).toHaveTitle(`${h1} | ${SITE_TITLE}`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    });
  }
});

test('an unknown path gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page Not Found | ${SITE_TITLE}`);
  await expect(page.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: /Search the documentation/ })).toHaveAttribute('href', '/search/');
});

test('a trailing /index.html is stripped and the page stays after hydration', async ({ page }) => {
  const response = await page.goto('/cli/usage/index.html');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/cli\/usage\/$/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1')).toHaveText('Command Usage');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Usage' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the navbar shows the spec links in order with their targets', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: SITE_TITLE })).toHaveAttribute('href', '/');
  const main = banner.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(main).toHaveText(['Why Airy?', 'Developers', 'Blog', 'Core Docs', 'Enterprise Docs', 'Solutions', 'Customer Stories', 'Pricing']);
  const targets = await main.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(targets).toEqual([
    'https://airy.co/',
    'https://airy.co/developers',
    'https://blog.airy.co/',
    'https://airy.co/docs/core/',
    'https://airy.co/docs/enterprise/',
    'https://airy.co/solutions',
    'https://airy.co/customer-stories',
    'https://airy.co/pricing',
  ]);
  await expect(banner.getByRole('link', { name: 'GitHub repository' })).toHaveAttribute('href', 'https://github.com/airyhq/airy');
  await expect(banner.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', '/getting-started/troubleshooting/');
  await expect(banner.getByRole('button', { name: /Switch to dark mode/ })).toBeVisible();
});

test('the footer carries the copyright line with the build year', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toHaveText(`Copyright © ${new Date().getFullYear()} Airy, Inc.`);
});

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('is light on a first visit even when the OS prefers dark', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('toggles, is stored under "theme" and survives a reload without a flash', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Record the theme at the moment the navbar is parsed: it must already be dark.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('header')) {
          (window as unknown as { themeAtHeader: string | null }).themeAtHeader = document.documentElement.getAttribute('data-theme');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtHeader: string | null }).themeAtHeader)).toBe('dark');
    await expect(page.getByRole('button', { name: /Switch to light mode/ })).toBeVisible();
  });
});

test.describe('sidebar', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('marks the current page and opens its categories; others link to their first doc', async ({ page }) => {
    await page.goto('/getting-started/installation/helm/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Helm' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Setup & Deployment' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Getting Started', exact: true })).toHaveAttribute('aria-expanded', 'true');
    const api = sidebar.getByRole('link', { name: 'API', exact: true });
    await expect(api).toHaveAttribute('aria-expanded', 'false');
    await expect(api).toHaveAttribute('href', '/api/introduction/');
  });

  test('expands a category on demand and keeps it open across client navigation', async ({ page }) => {
    await gotoReady(page, '/getting-started/installation/helm/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'API', exact: true }).click();
    await expect(sidebar.getByRole('link', { name: 'HTTP Client' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'HTTP Endpoints' }).click();
    await sidebar.getByRole('link', { name: 'Conversations' }).click();
    await expect(page.locator('main h1')).toHaveText('Conversations');
    await expect(sidebar.getByRole('link', { name: 'Conversations' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Setup & Deployment' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('stays in view as a long page scrolls, scrolling on its own with its collapse button at the bottom', async ({ page }) => {
    await page.goto('/cli/usage/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const viewport = page.viewportSize()!;
    const nav = await page.getByRole('navigation', { name: 'Docs sidebar' }).boundingBox();
    expect(nav!.y).toBeGreaterThanOrEqual(0);
    expect(nav!.y + nav!.height).toBeLessThanOrEqual(viewport.height);
    const button = await page.locator('.sidebar-hide-button').boundingBox();
    expect(button!.y + button!.height).toBeGreaterThan(viewport.height - 60);
    expect(button!.y + button!.height).toBeLessThanOrEqual(viewport.height);
  });

  test('collapses to a strip and expands again, across navigation', async ({ page }) => {
    await gotoReady(page, '/cli/usage/');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('main').getByRole('link', { name: /Next/ }).click();
    await expect(page.locator('main h1')).not.toHaveText('Command Usage');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toBeVisible();
  });
});

test('the sidebar is complete static HTML: every page is a few links away without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/cli/usage/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText(/API/);
  await sidebar.getByRole('link', { name: 'HTTP Endpoints' }).click();
  await expect(sidebar.getByRole('link', { name: 'Conversations' })).toBeVisible();
  await context.close();
});

test('each doc shows when it was last updated, from git or front matter (none where a shallow clone cannot tell)', async ({ page }) => {
  await page.goto('/cli/usage/');
  const line = page.locator('.last-updated');
  const timestamp = expectedLastUpdated().get('/cli/usage');
  if (!timestamp) {
    await expect(line).toHaveCount(0);
    return;
  }
  const expected = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(timestamp));
  await expect(line).toHaveText(`Last updated on ${expected}`);
  await expect(line.locator('time')).toHaveAttribute('datetime', new Date(timestamp).toISOString());
});
