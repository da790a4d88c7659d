/**
 * What search engines, social cards and AI assistants read: each page's head, the sitemap,
 * robots.txt, the llms files and Markdown copies, and the "Copy page" button.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectedLastUpdated } from './last-updated';
import { DOC_ROUTES, urlOf } from './routes';

const SITE = 'https://airy.co';
const SITE_TITLE = 'Airy Documentation';

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

test('a doc page has its canonical URL, description, Open Graph and Twitter cards', async ({ page }) => {
  await page.goto('/cli/usage/');
  const description = await meta(page, 'description');
  expect(description).toMatch(/CLI/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/cli/usage/`);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${SITE}/cli/usage.md`);
  expect(await meta(page, 'og:title')).toBe('Command Usage');
  expect(await meta(page, 'og:description')).toBe(description);
  expect(await meta(page, 'og:url')).toBe(`${SITE}/cli/usage/`);
  expect(await meta(page, 'og:site_name')).toBe(SITE_TITLE);
  expect(await meta(page, 'og:type')).toBe('article');
  expect(await meta(page, 'og:image')).toBe(`${SITE}/og-image.png`);
  expect(await meta(page, 'og:image:width')).toBe('1200');
  expect(await meta(page, 'og:image:height')).toBe('630');
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
  // Next fills the card from the Open Graph data.
  expect(await meta(page, 'twitter:title')).toBe('Command Usage');
  expect(await meta(page, 'twitter:description')).toBe(description);
  expect(await meta(page, 'twitter:image')).toBe(`${SITE}/og-image.png`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  await expect(page.locator('link[rel="icon"]')).toHaveCount(2);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
});

test('the home page is the site root and a website card', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/`);
  expect(await meta(page, 'og:type')).toBe('website');
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${SITE}/index.md`);
});

test('the not-found page asks not to be indexed and has no canonical URL', async ({ page }) => {
  await page.goto('/no/such/page/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('the Open Graph image is a 1200×630 PNG', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('the sitemap lists every route of the spec at its canonical URL, and not the 404 page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual(DOC_ROUTES.map((route) => `${SITE}${urlOf(route)}`).sort());
  expect(xml).not.toContain('404');
  const dated = [...expectedLastUpdated().values()].filter((date) => date !== null).length;
  expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)?.length ?? 0).toBe(dated);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('llms.txt names the OpenAPI document, lists the sections in sidebar order with each page, and llms-full.txt holds them all', async ({ request }) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# Airy Documentation\n\n> .+\n/);
  const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  expect(sections).toEqual(['API specification', 'MCP server', 'Getting Started', 'Sources', 'API', 'UI', 'Integrations', 'Concepts', 'Guides', 'Changelog', 'Optional']);
  expect(llms).toContain(`(${SITE}/openapi.json): `);
  expect(llms).toContain(`The same document as YAML: ${SITE}/openapi.yaml`);
  expect((await request.get('/openapi.json')).status()).toBe(200);
  expect(llms).toContain(`- [Command Usage](${SITE}/cli/usage.md): `);
  expect(llms).toContain(`(${SITE}/mcp/airy-docs-mcp.mjs): `);
  expect((await request.get('/mcp/airy-docs-mcp.mjs')).status()).toBe(200);
  expect(llms.match(/^\s*- \[[^\]]+\]\(https:\/\/airy\.co\/[^)]*\.md\)/gm)?.length).toBe(DOC_ROUTES.length);
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full.match(/^URL: /gm)?.length).toBe(DOC_ROUTES.length);
  expect(full.indexOf('\n# Welcome to Airy!\n')).toBeLessThan(full.indexOf('\n# Command Usage\n'));
});

test('every page has a Markdown copy at its route plus .md, with no JSX left', async ({ request }) => {
  for (const route of DOC_ROUTES) {
    const url = route === '/' ? '/index.md' : `${route}.md`;
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const text = await response.text();
    expect(text, url).toMatch(/^# \S/);
    const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
    expect(prose, url).not.toMatch(/<(TLDR|SuccessBox|ButtonBox|Tabs|TabItem|Image|Include|Admonition)\b/);
  }
  const intro = await (await request.get('/index.md')).text();
  expect(intro).toContain(`- [Installation](${SITE}/getting-started/installation/introduction/): `);
});

test.describe('Copy page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the page as Markdown from the keyboard and says "Copied"', async ({ page }) => {
    await page.goto('/cli/usage/');
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Command Usage\n/);
    expect(copied).toContain(`${SITE}/cli/introduction/`);
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible({ timeout: 5000 });
  });

  test('says so when the Markdown cannot be loaded', async ({ page }) => {
    await page.route('**/cli/usage.md', (route) => route.fulfill({ status: 500, body: 'no' }));
    await page.goto('/cli/usage/');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copy failed' })).toBeVisible();
  });

  test('the Markdown link opens the copy, and without JavaScript only the link shows', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/cli/usage/');
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeHidden();
    const link = page.getByRole('link', { name: 'View as Markdown' });
    await expect(link).toHaveAttribute('href', '/cli/usage.md');
    const response = await page.request.get('/cli/usage.md');
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await context.close();
  });
});
