import { expect, test, type Page, type Route } from '@playwright/test';
import { NEXT_ASSUMPTIONS } from '../../lib/next-contract';
import { PLATFORM_RELEASE } from '../../lib/platform/pin';
import { gotoReady } from './ready';

/** Holds requests matching `pattern` until `release()`; returns the release function. */
async function holdRoute(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

test.describe('loading the next page', () => {
  test('keeps the old page, shows the bar only after 1000 ms, then shows the new page', async ({ page }) => {
    const release = await holdRoute(page, /\/cli\/usage\/index\.txt/);
    await page.clock.install();
    await gotoReady(page, '/cli/introduction/');
    await expect(page.locator('main h1')).toHaveText('Install the Airy CLI');
    await page.clock.pauseAt(Date.now() + 2000);
    await sidebar(page).getByRole('link', { name: 'Usage' }).click();
    await page.clock.runFor(500);
    await expect(page.locator('main h1')).toHaveText('Install the Airy CLI');
    await page.clock.runFor(300);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(500);
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Install the Airy CLI');
    release();
    await expect(page.locator('main h1')).toHaveText('Command Usage');
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('shows no bar at all for a fast navigation', async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as { barSeen: boolean }).barSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoReady(page, '/cli/introduction/');
    await sidebar(page).getByRole('link', { name: 'Usage' }).click();
    await expect(page.locator('main h1')).toHaveText('Command Usage');
    await page.waitForTimeout(1200);
    expect(await page.evaluate(() => (window as unknown as { barSeen?: boolean }).barSeen ?? false)).toBe(false);
  });

  test('scrolls to the top after a navigation without a hash', async ({ page }) => {
    await gotoReady(page, '/cli/usage/');
    // A wheel event may scroll only part of the way on a busy machine; the position is what matters.
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('main').getByRole('link', { name: /Next/ }).click();
    await expect(page.locator('main h1')).not.toHaveText('Command Usage');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('scrolls to the element named by the hash', async ({ page }) => {
    await gotoReady(page, '/getting-started/upgrade/');
    const link = page.locator('.markdown a[href="/cli/usage/#airy-upgrade"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page.locator('main h1')).toHaveText('Command Usage');
    await expect(page).toHaveURL(/\/cli\/usage\/#airy-upgrade$/);
    await expect
      .poll(() => page.locator('#airy-upgrade').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(120);
  });

  test('a hash-only link stays on the page and shows no bar', async ({ page }) => {
    await gotoReady(page, '/cli/usage/');
    const target = page.locator('.toc-desktop a').nth(2);
    await target.click();
    await expect(page).toHaveURL(/\/cli\/usage\/#/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('when a page cannot be loaded', () => {
  const failures: [string, (route: Route) => Promise<void>, RegExp][] = [
    ['a network error', (route) => route.abort('connectionreset'), /network request failed/],
    ['an HTTP error', (route) => route.fulfill({ status: 500, body: 'boom' }), /HTTP 500/],
    [
      'HTML instead of the payload',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><html><body>Not here</body></html>' }),
      /something other than page data/,
    ],
  ];
  for (const [name, fail, message] of failures) {
    test(`shows the error box with Retry after ${name}, and Retry loads the page`, async ({ page }) => {
      await page.route(/\/cli\/usage\/index\.txt/, fail);
      await gotoReady(page, '/cli/introduction/');
      await sidebar(page).getByRole('link', { name: 'Usage' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(message);
      await expect(page).toHaveURL(/\/cli\/introduction\/$/);
      await page.unroute(/\/cli\/usage\/index\.txt/);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('main h1')).toHaveText('Command Usage');
      await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
    });
  }

  test('shows the error box when a script the page needs is missing', async ({ page }) => {
    await page.route(/\/cli\/usage\/index\.txt/, async (route) => {
      const response = await route.fetch();
      const body = `${await response.text()}\nff:"/_next/static/chunks/missing-for-test.js"\n`;
      await route.fulfill({ response, body });
    });
    await gotoReady(page, '/cli/introduction/');
    await sidebar(page).getByRole('link', { name: 'Usage' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toContainText('missing-for-test.js');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('shows a spinner in the content area while Retry loads', async ({ page }) => {
    await page.route(/\/cli\/usage\/index\.txt/, (route) => route.abort());
    await gotoReady(page, '/cli/introduction/');
    await sidebar(page).getByRole('link', { name: 'Usage' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unroute(/\/cli\/usage\/index\.txt/);
    const release = await holdRoute(page, /\/cli\/usage\/index\.txt/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    release();
    await expect(page.locator('main h1')).toHaveText('Command Usage');
  });
});

test.describe('prefetching', () => {
  const payloadRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/index.txt')) seen.push(path);
    });
    return seen;
  };

  // The router's own request for the payload is answered from what the layer fetched: were it another URL, a second request would go out.
  test(`${NEXT_ASSUMPTIONS.routerRequest.name}: fetches content links in view ahead, once, and navigates with no further payload request`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1600 });
    const seen = payloadRequests(page);
    await gotoReady(page, '/');
    const href = await page.evaluate(() => {
      const inView = [...document.querySelectorAll<HTMLAnchorElement>('.markdown a[href^="/"]')].find(
        (link) => link.getBoundingClientRect().top < window.innerHeight && new URL(link.href).pathname !== '/',
      );
      return inView ? new URL(inView.href).pathname : null;
    });
    expect(href).not.toBeNull();
    const payload = `${href}index.txt`;
    await expect.poll(() => seen.filter((path) => path === payload).length).toBe(1);
    await page.locator(`.markdown a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.waitForLoadState('networkidle');
    expect(seen.filter((path) => path === payload).length).toBe(1);
  });

  test('fetches a sidebar link on hover', async ({ page }) => {
    const seen = payloadRequests(page);
    await gotoReady(page, '/cli/usage/');
    await page.waitForLoadState('networkidle');
    expect(seen).not.toContain('/getting-started/glossary/index.txt');
    await sidebar(page).getByRole('link', { name: 'Glossary' }).hover();
    await expect.poll(() => seen.includes('/getting-started/glossary/index.txt')).toBe(true);
  });

  const slowConnections = [
    ['slow 2g with data saving', { effectiveType: 'slow-2g', saveData: true }],
    ['2g alone', { effectiveType: '2g', saveData: false }],
    ['data saving alone', { effectiveType: '4g', saveData: true }],
  ] as const;
  for (const [name, connection] of slowConnections) {
    test(`is skipped on ${name}, while clicks still navigate`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true });
      }, connection);
      const seen = payloadRequests(page);
      await gotoReady(page, '/getting-started/upgrade/');
      await page.waitForLoadState('networkidle');
      await sidebar(page).getByRole('link', { name: 'Glossary' }).hover();
      await page.waitForTimeout(300);
      expect(seen).toEqual([]);
      await sidebar(page).getByRole('link', { name: 'Glossary' }).click();
      await expect(page.locator('main h1')).toHaveText('Glossary');
    });
  }

  test('a failing prefetch only logs a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(/\/getting-started\/glossary\/index\.txt/, (route) => route.abort());
    await gotoReady(page, '/cli/usage/');
    await sidebar(page).getByRole('link', { name: 'Glossary' }).hover();
    await expect.poll(() => warnings.some((text) => text.includes('Prefetching /getting-started/glossary/'))).toBe(true);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText('Command Usage');
  });
});

test.describe('version', () => {
  test('the "Next" badge links to the main doc and the version is remembered', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docs-preferred-version-default', 'v0-unknown');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await gotoReady(page, '/cli/usage/');
    const badge = page.getByRole('link', { name: `Next (Airy Core ${PLATFORM_RELEASE})`, exact: true });
    await expect(badge).toHaveAttribute('href', '/');
    await expect(badge).toHaveText('Next');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});
