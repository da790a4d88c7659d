/**
 * "Try it" and what a page loads: no button without JavaScript, nothing moves when it appears, the
 * panel's code and styles only on the first press, nothing new on pages without endpoints, and the
 * policy a client navigation leaves in force.
 */
import { expect, test, type Page } from '@playwright/test';
import { STAND_IN_TOKEN } from '../stand-in/constants';
import { gotoReady } from './ready';
import { standInOrigin } from './routes';
import { fill, openPanel, TAGS } from './try-it-panel';

test('adding the button moves nothing: the signature line keeps its height', async ({ browser, page }) => {
  const heightOf = (target: Page) => target.locator('[data-endpoint="POST /tags.list"]').evaluate((el) => el.getBoundingClientRect().height);
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto(TAGS);
  const before = await heightOf(plainPage);
  await plain.close();
  await gotoReady(page, TAGS);
  await expect(page.getByRole('button', { name: 'Try it: POST /tags.list', exact: true })).toBeVisible();
  expect(await heightOf(page)).toBe(before);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the signature is there and no "Try it" button is', async ({ page }) => {
    await page.goto(TAGS);
    await expect(page.locator('[data-endpoint="POST /tags.list"]')).toHaveText('POST /tags.list');
    await expect(page.getByRole('button', { name: /Try it/ })).toHaveCount(0);
  });
});

/** Every script and stylesheet the page fetches, with its text. */
function recordAssets(page: Page): { url: string; type: string; text: Promise<string> }[] {
  const assets: { url: string; type: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || response.url().endsWith('/openapi.json')) {
      assets.push({ url: response.url(), type, text: response.text().catch(() => '') });
    }
  });
  return assets;
}

async function startupScripts(page: Page): Promise<string[]> {
  const loader = page.locator('script[data-scripts]');
  const listed = ((await loader.getAttribute('data-scripts')) ?? '').split(' ');
  return [new URL((await loader.getAttribute('src'))!, page.url()).pathname, ...listed].sort();
}

test("the panel's code and styles load only when Try it is pressed", async ({ page }) => {
  const assets = recordAssets(page);
  await gotoReady(page, TAGS);
  await page.waitForLoadState('networkidle');
  const before = assets.length;
  for (const asset of assets) expect(await asset.text).not.toContain('try-it-explanation');
  expect(assets.some((a) => a.url.endsWith('/openapi.json'))).toBe(false);
  expect([...new Set(assets.filter((a) => a.type === 'script').map((a) => new URL(a.url).pathname))].sort()).toEqual(await startupScripts(page));
  await openPanel(page, 'POST /tags.list');
  const loaded = assets.slice(before);
  expect(loaded.some((a) => a.url.endsWith('/openapi.json'))).toBe(true);
  const texts = await Promise.all(loaded.map(async (a) => ({ type: a.type, text: await a.text })));
  expect(texts.some((a) => a.type === 'script' && a.text.includes('allowedOrigins'))).toBe(true);
  expect(texts.some((a) => a.type === 'stylesheet' && a.text.includes('.try-it-panel'))).toBe(true);
});

test('a page without endpoints loads nothing new: its startup scripts only, no panel, no document, connect-src self', async ({ page }) => {
  const assets = recordAssets(page);
  await gotoReady(page, '/cli/usage/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const scripts = [...new Set(assets.filter((a) => a.type === 'script').map((a) => new URL(a.url).pathname))].sort();
  expect(scripts).toEqual(await startupScripts(page));
  expect(assets.filter((a) => a.type !== 'script').map((a) => a.url).filter((url) => /openapi|try-it/.test(url))).toEqual([]);
  for (const asset of assets) expect(await asset.text).not.toContain('try-it-explanation');
  await expect(page.getByRole('button', { name: /Try it/ })).toHaveCount(0);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/connect-src 'self';/);
  // An endpoint page starts the very same scripts; its policy alone is wider.
  const endpointPage = await page.context().newPage();
  await gotoReady(endpointPage, TAGS);
  expect(await startupScripts(endpointPage)).toEqual(scripts);
  expect(await endpointPage.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(/connect-src 'self' https: http:;/);
});

test('an endpoint page reached by client navigation from a page without endpoints asks for a reload, then sends', async ({ page }) => {
  await gotoReady(page, '/api/endpoints/introduction/');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/api/endpoints/tags/';
    link.textContent = 'Go to tags';
    document.querySelector('main')!.prepend(link);
  });
  await page.getByRole('link', { name: 'Go to tags' }).click();
  await expect(page.locator('main h1')).toHaveText('Tags');
  const panel = await openPanel(page, 'POST /tags.list');
  await fill(panel, standInOrigin, STAND_IN_TOKEN);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('This page cannot send requests yet')).toBeVisible();
  await panel.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const reloaded = await openPanel(page, 'POST /tags.list');
  await expect(reloaded.getByLabel('Host')).toHaveValue(standInOrigin);
  await reloaded.getByRole('button', { name: 'Send' }).click();
  await expect(reloaded.getByRole('status')).toHaveText(/^200 OK/);
});
