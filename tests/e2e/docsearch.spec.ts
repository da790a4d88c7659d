/**
 * The fixture site built with a test DocSearch configuration (`out-docsearch/`, see
 * scripts/test.mjs). Algolia's hosts are routed to a stub: no test reaches the internet.
 */
import { expect, test, type Page, type Route } from '@playwright/test';

const APP_ID = 'TESTAPPID';
const INDEX = 'airy-test';

/** A DocSearch record whose highlights are written with `{pre}` and `{post}`, filled in per request. */
function record(path: string, lvl1: string, lvl2: string | null, content: string) {
  const mark = (text: string) => text.replace(/(second|guide)/gi, '{pre}$1{post}');
  return {
    objectID: `${path}-${lvl2}`,
    url: `https://airy.co${path}`,
    url_without_anchor: `https://airy.co${path.split('#')[0]}`,
    type: lvl2 ? 'lvl2' : 'lvl1',
    content,
    hierarchy: { lvl0: 'Guides', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Guides', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: mark(lvl1), matchLevel: 'full', matchedWords: ['second'] },
        ...(lvl2 ? { lvl2: { value: mark(lvl2), matchLevel: 'full', matchedWords: ['second'] } } : {}),
      },
      content: { value: mark(content), matchLevel: 'full', matchedWords: ['second'] },
    },
    _snippetResult: { content: { value: mark(content), matchLevel: 'full' } },
  };
}

const HITS = [
  record('/guide/second/', 'Second guide', null, 'The second guide of the fixture.'),
  record('/guide/first/#included-heading', 'First guide', 'Included heading', 'A second page included in the first.'),
];

/** Answers Algolia's search endpoints (multi-index for the modal, single-index for /search) and records calls. */
async function stubAlgolia(page: Page) {
  const calls: string[] = [];
  const answer = async (route: Route) => {
    const url = new URL(route.request().url());
    calls.push(`${url.hostname}${url.pathname}`);
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' } });
    // The search page sends JSON as a "simple" form request (no preflight), so read the raw body.
    const raw = route.request().postData();
    type Params = { query?: string; highlightPreTag?: string; highlightPostTag?: string };
    const body = (raw ? JSON.parse(raw) : null) as (Params & { requests?: Params[] }) | null;
    const params = body?.requests?.[0] ?? body ?? {};
    const query = params.query ?? '';
    const [pre, post] = [params.highlightPreTag ?? '<mark>', params.highlightPostTag ?? '</mark>'];
    const hits = (query ? HITS.filter((hit) => JSON.stringify(hit).toLowerCase().includes(query.toLowerCase().split(' ')[0])) : []).map(
      (hit) => JSON.parse(JSON.stringify(hit).replaceAll('{pre}', pre).replaceAll('{post}', post)) as typeof hit,
    );
    const result = { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true, query, params: '', index: INDEX };
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(url.pathname.endsWith('/queries') ? { results: [result] } : result),
    });
  };
  await page.route(/^https:\/\/[^/]*(algolia\.net|algolianet\.com|algolia\.io)\//, answer);
  return calls;
}

test('the search button opens the DocSearch modal, whose hits come from the configured index', async ({ page }) => {
  const calls = await stubAlgolia(page);
  const builtIn: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) builtIn.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', /K/);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const input = page.locator('.DocSearch-Modal').getByRole('searchbox').or(page.locator('.DocSearch-Input'));
  await expect(input.first()).toBeFocused();
  await page.keyboard.type('second');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toHaveAttribute('href', '/guide/second/');
  expect(calls.every((call) => call.startsWith(`${APP_ID.toLowerCase()}-dsn.algolia.net/`) || call.startsWith(`${APP_ID}-dsn.algolia.net/`))).toBe(true);
  expect(calls.some((call) => call.includes('/1/indexes/'))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/second\/$/);
  expect(builtIn).toEqual([]);
});

test('Ctrl+K opens the DocSearch modal and Esc closes it', async ({ page }) => {
  await stubAlgolia(page);
  await page.goto('/guide/first/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', /K/);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('the search page asks Algolia and lists its hits grouped by page', async ({ page }) => {
  const calls = await stubAlgolia(page);
  await page.goto('/search/?q=second');
  const results = page.getByRole('list', { name: 'Search results' }).locator(':scope > li');
  await expect(results).toHaveCount(2);
  await expect(results.first().getByRole('heading', { level: 2 })).toHaveText('Second guide');
  await expect(results.first().getByRole('link', { name: 'Second guide' })).toHaveAttribute('href', '/guide/second/');
  await expect(results.first().locator('mark').first()).toHaveText('second');
  await expect(results.nth(1).getByRole('link', { name: 'Included heading' })).toHaveAttribute('href', '/guide/first/#included-heading');
  expect(calls).toContain(`${APP_ID.toLowerCase()}-dsn.algolia.net/1/indexes/${INDEX}/query`);
});

test('the search page shows Retry when Algolia cannot be reached', async ({ page }) => {
  await page.route(/^https:\/\/[^/]*(algolia\.net|algolianet\.com|algolia\.io)\//, (route) => route.abort());
  await page.goto('/search/?q=second');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('could not be reached');
  await page.unroute(/^https:\/\/[^/]*(algolia\.net|algolianet\.com|algolia\.io)\//);
  await stubAlgolia(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 })).toHaveCount(2);
});
