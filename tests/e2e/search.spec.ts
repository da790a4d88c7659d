import { expect, test, type Page } from '@playwright/test';
import { normalizeQuery } from '../../lib/search/query';
import { shardOf, type SearchManifest } from '../../lib/search/index-format';
import { RERANK_WINDOW } from '../../lib/search/rank';

const ALGOLIA = /algolia|algolianet/i;

/**
 * Fails the test on any alert/confirm/prompt and collects console errors and page errors.
 * The root test build reports page views to a same-origin path the static server answers
 * with 405, so a stand-in collector accepts them here (see analytics.spec.ts).
 */
async function watchForInjection(page: Page) {
  await page.route('**/analytics-test-endpoint', (route) => route.fulfill({ status: 204 }));
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const searchBox = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' }).getByRole('combobox');

/** Waits until the dialog shows the results of what was typed, the first page being `firstPage`. */
async function expectResults(page: Page, firstPage: string | RegExp) {
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('group').first()).toHaveAccessibleName(firstPage);
}

/** Opens a page and waits until the search shortcuts listen (the button then announces them). */
async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', /K/);
}

async function openSearch(page: Page, path = '/cli/usage/') {
  await gotoReady(page, path);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(searchBox(page)).toBeFocused();
}

test.describe('search dialog', () => {
  for (const [name, press] of [
    ['Ctrl+K', 'Control+k'],
    ['⌘K', 'Meta+k'],
    ['/', '/'],
  ] as const) {
    test(`${name} opens it and Esc closes it`, async ({ page }) => {
      await gotoReady(page, '/cli/usage/');
      await page.keyboard.press(press);
      const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
    });
  }

  test('keys typed while the dialog loads land in its field', async ({ page }) => {
    await gotoReady(page, '/cli/usage/');
    await page.route('**/_next/static/chunks/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.keyboard.press('/');
    await page.keyboard.type('kafka');
    await expect(searchBox(page)).toHaveValue('kafka');
    await expectResults(page, 'Kafka');
  });

  test('/ typed into a field does not open it', async ({ page }) => {
    await page.goto('/search/');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the documentation' }).fill('a/b');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('typing shows results grouped by page, with the matching section and highlighted excerpts', async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill('webhook');
    const results = page.getByRole('listbox', { name: 'Search results' });
    const firstGroup = results.getByRole('group').first();
    await expect(firstGroup).toHaveAccessibleName('Webhook');
    await expect(firstGroup.getByRole('option').first()).toContainText('Webhook');
    await expect(results.locator('mark').first()).toHaveText(/webhook/i);
    await expect(results.getByRole('option').last()).toHaveText(/See all \d+ results for “webhook”/);
  });

  test('arrow keys choose a result and Enter opens it through the site navigation', async ({ page }) => {
    await openSearch(page);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await searchBox(page).fill('helm upgrade');
    await expectResults(page, 'Upgrade your Airy Core instance');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/getting-started\/upgrade\/$/);
    await expect(page.locator('main h1')).toHaveText('Upgrade your Airy Core instance');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('a result links to its section with the trailing slash', async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill('topic naming');
    const option = page.getByRole('option', { name: /Topic naming conventions/ }).first();
    await expect(option).toHaveAttribute('href', '/concepts/kafka/#topic-naming-conventions');
    await option.click();
    await expect(page).toHaveURL(/\/concepts\/kafka\/#topic-naming-conventions$/);
  });

  test('keeps recent searches and offers them when the field is empty', async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill('kafka');
    await expectResults(page, 'Kafka');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/concepts\/kafka\/$/);
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await expect(recent.getByRole('option')).toHaveText(['↺kafka']);
    expect(await page.evaluate(() => localStorage.getItem('search-recent'))).toBe('["kafka"]');
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toHaveValue('kafka');
    await searchBox(page).fill('');
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(recent).toHaveCount(0);
  });

  test('See all results opens the search page with the query', async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill('webhook');
    await page.getByRole('option', { name: /See all/ }).click();
    await expect(page).toHaveURL(/\/search\/\?q=webhook$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('webhook');
    await expect(page.getByRole('status').filter({ hasText: /results for “webhook”/ })).toBeVisible();
  });

  test('says so when nothing matches', async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill('qwertyuiopzz');
    await expect(page.getByRole('dialog')).toContainText('No results for “qwertyuiopzz”');
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('Enter before the results arrive opens the search page for the query', async ({ page }) => {
    await openSearch(page);
    await page.route('**/search-index/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await searchBox(page).fill('kafka');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=kafka$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the navbar shows a search icon that opens a full-screen dialog', async ({ page }) => {
      await openSearch(page);
      const box = await page.getByRole('dialog').boundingBox();
      expect(box?.width).toBe(390);
      await searchBox(page).fill('kafka');
      await expect(page.getByRole('option').first()).toBeVisible();
    });
  });
});

test.describe('search page', () => {
  test('shows the count and the results for ?q=, with title, breadcrumb and highlighted excerpt', async ({ page }) => {
    await page.goto('/search/?q=webhook');
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('webhook');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results for “webhook”$/);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Webhook');
    await expect(first.getByRole('link', { name: 'Webhook', exact: true })).toHaveAttribute('href', '/api/webhook/');
    await expect(first.getByText('API', { exact: true })).toBeVisible();
    await expect(first.locator('mark').first()).toHaveText(/webhook/i);
    // The note's title and its text are two blocks: the excerpt keeps them apart.
    await expect(first.locator('.search-result-excerpt')).toContainText('component of its own · The webhook');
  });

  test('follows typing in the address, and the back button brings a search back', async ({ page }) => {
    await page.goto('/search/?q=kafka');
    await expect(page.getByRole('status')).toHaveText(/results for “kafka”/);
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('helm upgrade');
    await expect(page).toHaveURL(/\?q=helm\+upgrade$/);
    await expect(page.getByRole('status')).toHaveText(/results for “helm upgrade”/);
    await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/getting-started\/upgrade\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/\?q=helm\+upgrade$/);
    await expect(field).toHaveValue('helm upgrade');
    await expect(page.getByRole('status')).toHaveText(/results for “helm upgrade”/);
  });

  test('keeps every key typed quickly on a slow phone while the address follows', async ({ page }) => {
    await page.goto('/search/?q=kafka');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // A slow CPU makes the router's address updates lag several keys behind the typing.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    const field = page.getByRole('main').getByRole('searchbox');
    await field.click();
    await field.press('End');
    await page.keyboard.type(' topics and webhooks');
    await expect(field).toHaveValue('kafka topics and webhooks');
    await expect(page).toHaveURL(/\?q=kafka\+topics\+and\+webhooks$/);
  });

  test('results that arrive after the page shows move nothing the reader sees', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/search/?q=kafka');
    await expect(page.getByRole('status')).toHaveText(/results for “kafka”/);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
            resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBe(0);
  });

  test('loads more results on request', async ({ page }) => {
    await page.goto('/search/?q=airy');
    const titles = page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(10);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(titles).toHaveCount(20);
  });

  test('guides an empty query and helps when nothing matches', async ({ page }) => {
    await page.goto('/search/');
    await expect(page.getByRole('main')).toContainText('Type a word or a phrase above');
    await page.getByRole('link', { name: 'kafka' }).click();
    await expect(page).toHaveURL(/\?q=kafka$/);
    await page.getByRole('main').getByRole('searchbox').fill('qwertyuiopzz');
    await expect(page.getByRole('main')).toContainText('No results for “qwertyuiopzz”');
    await expect(page.getByRole('main').getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
  });

  test('shows a clear error with Retry when the index cannot load, and Retry recovers', async ({ page }) => {
    await page.route('**/search-index/**', (route) => route.abort());
    await page.goto('/search/?q=kafka');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('The search index could not be loaded');
    await page.unroute('**/search-index/**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status')).toHaveText(/results for “kafka”/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('says that search needs it and links to the home page', async ({ page }) => {
      await page.goto('/search/?q=kafka');
      const main = page.getByRole('main');
      await expect(main).toContainText('Search needs JavaScript');
      await expect(main.getByRole('link', { name: 'documentation home page' })).toHaveAttribute('href', '/');
    });
  });
});

test.describe('safety', () => {
  const PAYLOADS = [
    '<img src=x onerror=alert(1)>',
    '"><script>alert(1)</script>',
    "javascript:alert('x')",
    '<svg onload=alert(1)>',
    '</mark><img src=x onerror=alert(2)>',
  ];

  test('payloads in ?q= are shown as text and never run', async ({ page }) => {
    const problems = await watchForInjection(page);
    for (const payload of PAYLOADS) {
      await page.goto(`/search/?q=${encodeURIComponent(payload)}`);
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(payload);
      await expect(page.getByRole('main')).toContainText(`for “${normalizeQuery(payload)}”`);
      await expect(page.getByRole('main').locator('img, script:not([src]):not([id]), svg[onload]')).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });

  test('payloads typed into the dialog are shown as text and never run', async ({ page }) => {
    const problems = await watchForInjection(page);
    await openSearch(page);
    for (const payload of PAYLOADS) {
      await searchBox(page).fill(payload);
      // The answer to this query, not the one before it, is on screen before anything is checked.
      await expect(page.getByRole('dialog')).toContainText(`for “${normalizeQuery(payload)}”`);
      await expect(page.getByRole('dialog').locator('img, script, svg[onload]')).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });

  test('a 10,000-character query and unicode queries are handled', async ({ page }) => {
    const problems = await watchForInjection(page);
    await openSearch(page);
    await searchBox(page).fill('kafka '.repeat(1700).slice(0, 10_000));
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('group').first()).toContainText(/kafka/i);
    for (const query of ['日本語のテスト', '🚀🚀', 'Größe', 'مرحبا', '\u202e\u0000']) {
      await searchBox(page).fill(query);
      await expect(page.getByRole('dialog')).toContainText(/No results|See all|Search the titles/);
    }
    await page.goto(`/search/?q=${'x'.repeat(10_000)}`);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('x'.repeat(10_000));
    await expect(page.getByRole('main')).toContainText(/No results for|results for “x{200}”/);
    expect(problems).toEqual([]);
  });
});

test.describe('what a page loads', () => {
  test('a doc page loads no search code, styles or index until search opens', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const styles: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.css')) styles.push(await response.text());
    });
    await gotoReady(page, '/cli/usage/');
    await page.waitForLoadState('networkidle');
    expect(urls.filter((url) => url.includes('/search-index/'))).toEqual([]);
    expect(styles.some((css) => css.includes('.search-dialog'))).toBe(false);
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('kafka');
    await expect(page.locator('[data-results-for="kafka"]')).toBeVisible();
    expect(urls.some((url) => url.endsWith('/search-index/index.json'))).toBe(true);
    expect(styles.some((css) => css.includes('.search-dialog'))).toBe(true);
  });

  test('a query downloads the manifest, the shard of its word and the pages it ranks, not the whole index', async ({ page }) => {
    const index: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) index.push(new URL(request.url()).pathname.replace(/^.*\/search-index\//, ''));
    });
    await gotoReady(page, '/cli/usage/');
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('kafka ');
    await expect(page.locator('[data-results-for="kafka"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shards = index.filter((name) => /\/s\d+\.json$/.test(name));
    const pages = index.filter((name) => /\/p\d+\.json$/.test(name));
    expect(index).toContain('index.json');
    // The shards that hold the word and the words it begins (a prefix match): one, or two where a
    // shard boundary falls among them (as "kafka_rest_upstream_host" does with today's content).
    const manifest = (await (await page.request.get('/search-index/index.json')).json()) as SearchManifest;
    const range = shardOf(manifest, 'kafka\uffff') - shardOf(manifest, 'kafka') + 1;
    expect(shards.length).toBe(range);
    expect(shards.length).toBeLessThan(manifest.shards.length);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(RERANK_WINDOW);
    expect(index.length).toBe(1 + shards.length + pages.length);
  });

  test('without DocSearch configured nothing is requested from Algolia', async ({ page }) => {
    const algolia: string[] = [];
    page.on('request', (request) => {
      if (ALGOLIA.test(new URL(request.url()).hostname)) algolia.push(request.url());
    });
    await openSearch(page);
    await searchBox(page).fill('webhook');
    await page.getByRole('option', { name: /See all/ }).click();
    await expect(page.getByRole('status')).toHaveText(/results for “webhook”/);
    expect(algolia).toEqual([]);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(scripts.filter((name) => ALGOLIA.test(name) || /docsearch/i.test(name))).toEqual([]);
  });
});
