import { expect, test, type Page, type Route } from '@playwright/test';
import { SCRIPT_START_FALLBACK_MS } from '../../lib/constants';
import { gotoReady } from './ready';

/**
 * Content first, then JavaScript (lib/script-loader.ts): a page's startup chunks are added after
 * its first paint and its `load` event, or at once when the reader presses something first.
 */
const PAGE = '/';
const CHUNK = /\/_next\/static\/chunks\/.+\.js$/;
/** An image that never arrives: the page's `load` event waits for it (see holdLoad). */
const HELD_IMAGE = '/held-by-test.png';

/** The startup chunks the page has added so far (not the legacy-browser polyfills). */
const addedChunks = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('script[src*="/_next/static/chunks/"]:not([nomodule])').length);

/** Keeps the page's `load` event from firing: an image added to the body is never answered. */
async function holdLoad(page: Page) {
  await page.route(`**${HELD_IMAGE}`, () => {});
  await page.addInitScript((src) => {
    document.addEventListener('DOMContentLoaded', () => {
      const image = new Image();
      image.src = src;
      image.alt = '';
      document.body.append(image);
    });
  }, HELD_IMAGE);
}

test('the HTML carries no script tags or preloads for the startup chunks', async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  expect(html).toMatch(/<script src="\/_next\/static\/start\/[0-9a-f]+\.js" data-scripts="[^"]+" async=""><\/script>/);
  expect(html).not.toMatch(/<script src="[^"]*\/_next\/[^"]*" async="">/);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
});

test('the first script is added after the first paint and the load event', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      if (!added.some((node) => node instanceof HTMLScriptElement && node.src.includes('/_next/static/chunks/') && !node.noModule)) return;
      observer.disconnect();
      Object.assign(window, {
        atFirstScript: {
          painted: performance.getEntriesByName('first-contentful-paint').length,
          readyState: document.readyState,
        },
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoReady(page, PAGE);
  expect(await page.evaluate(() => (window as unknown as { atFirstScript: unknown }).atFirstScript)).toEqual({
    painted: 1,
    readyState: 'complete',
  });
});

test('the startup chunks carry the compile hint on their first line', async ({ page, request }) => {
  // The loader's list, not every chunk the page fetched: a chunk loaded later (the image zoom's)
  // may be fetched before the page is ready, and carries no hint.
  await gotoReady(page, PAGE);
  const chunks = await page.evaluate(() => (document.querySelector('script[data-scripts]')?.getAttribute('data-scripts') ?? '').split(' ').filter(Boolean));
  expect(chunks.length).toBeGreaterThan(2);
  for (const url of chunks) expect((await (await request.get(url)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
});

test('a browser without paint timing starts the scripts at load', async ({ page }) => {
  await page.addInitScript((fallback) => {
    delete (window as Partial<typeof window>).PerformanceObserver;
    // Drop the loader's fallback timer, so only the load event can start the scripts.
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === fallback ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
  }, SCRIPT_START_FALLBACK_MS);
  await gotoReady(page, PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
});

test('a query typed into the search page before the scripts run is kept and searched', async ({ page }) => {
  await holdLoad(page);
  const held: Route[] = [];
  await page.route(CHUNK, (route) => {
    held.push(route);
  });
  await page.goto('/search/', { waitUntil: 'domcontentloaded' });
  const field = page.getByRole('searchbox', { name: 'Search the documentation' });
  await field.click();
  await page.keyboard.type('kafka');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '');
  await page.unroute(CHUNK);
  for (const route of held) await route.fallback();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(field).toHaveValue('kafka');
  await expect(page).toHaveURL(/\/search\/\?q=kafka$/);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /Kafka/ }).first()).toBeVisible();
  await page.keyboard.type(' topics');
  await expect(field).toHaveValue('kafka topics');
});

test.describe('before the scripts run', () => {
  test.beforeEach(async ({ page }) => {
    await holdLoad(page);
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1')).toHaveText('Welcome to Airy!');
  });

  test('the page is plain HTML until load, then a press starts the scripts and a button press is replayed', async ({ page }) => {
    expect(await addedChunks(page)).toBe(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });

  test('a button pressed while the scripts download acts once they run, not before', async ({ page }) => {
    const held: Route[] = [];
    await page.route(CHUNK, (route) => {
      held.push(route);
    });
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.unroute(CHUNK);
    for (const route of held) await route.fallback();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a link followed before the scripts run loads the next page the plain way', async ({ page }) => {
    const documentRequest = page.waitForRequest((sent) => sent.isNavigationRequest());
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Glossary' }).click();
    expect(new URL((await documentRequest).url()).pathname).toBe('/getting-started/glossary/');
    await expect(page.locator('main h1')).toHaveText('Glossary');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('"On this page" opened while the scripts download says the headings are coming, then lists them', async ({ page }) => {
      const held: Route[] = [];
      await page.route(CHUNK, (route) => {
        held.push(route);
      });
      const box = page.locator('details.toc-mobile');
      const placeholder = () => box.evaluate((element) => getComputedStyle(element, '::after').content);
      await box.locator('summary').click();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await expect(box).toHaveAttribute('open', '');
      expect(await placeholder()).toBe('"Loading the headings…"');
      await page.unroute(CHUNK);
      for (const route of held) await route.fallback();
      await expect(box.getByRole('link', { name: 'Get Airy running with one command' })).toBeVisible();
      expect(await placeholder()).toBe('none');
    });

    test('a drawer opened before the scripts run stays open when they start', async ({ page }) => {
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      await expect(sidebar).toBeHidden();
      await page.getByRole('checkbox', { name: 'Navigation menu' }).check({ force: true });
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(sidebar).toBeVisible();
      await sidebar.getByRole('link', { name: 'Glossary' }).click();
      await expect(page.locator('main h1')).toHaveText('Glossary');
      await expect(sidebar).toBeHidden();
    });
  });
});

test("a page loads none of npm run dev's code: the production build drops the dev banner and update listener", async ({ page }) => {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (CHUNK.test(new URL(response.url()).pathname)) loaded.push(await response.text());
  });
  await gotoReady(page, PAGE);
  await page.waitForLoadState('networkidle');
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((code) => code.includes('dev-updates')).length).toBe(0);
});
