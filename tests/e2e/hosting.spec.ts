/**
 * The nginx recipe (deploy/nginx.conf) serving out/ in Debian's nginx: routing, the not-found
 * page, /index.html, HEAD, caching and security headers; and the base-path variant serving
 * out-base/ under /docs/core/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { nginxBaseOrigin, SITE_ROUTES, urlOf } from './routes';
import { gotoReady } from './ready';

const SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

const scriptChunk = readdirSync('out/_next/static/chunks').find((name) => name.endsWith('.js'))!;

function expectSecurityHeaders(response: APIResponse) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers()[name], name).toBe(value);
}

test('serves every spec route from its folder, with and without the trailing slash', async ({ request }) => {
  for (const route of SITE_ROUTES) {
    for (const url of route === '/' ? ['/'] : [urlOf(route), route]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('text/html; charset=utf-8');
    }
  }
});

test('answers unknown paths with the not-found page and status 404', async ({ request, page }) => {
  for (const url of ['/no/such/page/', '/no-such-file.html', '/img/', '/_next/static/chunks/missing.js']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain('Page Not Found');
  }
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('sends /x/index.html to /x/ with a 301 that keeps the query', async ({ request, page }) => {
  const response = await request.get('/cli/usage/index.html?tab=mac', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/cli/usage/?tab=mac');
  expect((await request.get('/index.html', { maxRedirects: 0 })).headers().location).toBe('/');
  await page.goto('/cli/usage/index.html');
  await expect(page).toHaveURL(/\/cli\/usage\/$/);
  await expect(page.locator('main h1')).toHaveText('Command Usage');
});

test('answers HEAD like GET, without a body', async ({ request }) => {
  for (const url of ['/cli/usage/', '/cli/usage/index.txt', '/llms.txt', '/no/such/page/']) {
    const headers = { 'Accept-Encoding': 'identity' };
    const get = await request.get(url, { headers });
    const head = await request.head(url, { headers });
    expect(head.status(), url).toBe(get.status());
    expect(head.headers()['content-length'], url).toBe(String((await get.body()).length));
    expect((await head.body()).length, url).toBe(0);
  }
});

test('no file of the export has a $ in its name: the router\'s segment files are deleted, so a host needs no rule for them', () => {
  expect(readdirSync('out', { recursive: true }).map(String).filter((name) => name.includes('$'))).toEqual([]);
});

test('caches hashed assets for a year and makes HTML, payloads and text files revalidate', async ({ request }) => {
  const asset = await request.get(`/_next/static/chunks/${scriptChunk}`);
  expect(asset.headers()['cache-control']).toBe(IMMUTABLE);
  for (const url of ['/', '/cli/usage/', '/cli/usage/index.txt', '/cli/usage/index.body.txt', '/llms.txt', '/cli/usage.md', '/img/getting-started/introduction-light.svg']) {
    const response = await request.get(url);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
    expect(response.headers().etag, url).toBeTruthy();
  }
  const revalidated = await request.get('/cli/usage/', { headers: { 'If-None-Match': (await request.get('/cli/usage/')).headers().etag } });
  expect(revalidated.status()).toBe(304);
});

test('sends the security headers with pages, assets, redirects and 404s', async ({ request }) => {
  expectSecurityHeaders(await request.get('/cli/usage/'));
  expectSecurityHeaders(await request.get(`/_next/static/chunks/${scriptChunk}`));
  expectSecurityHeaders(await request.get('/cli/usage/index.html', { maxRedirects: 0 }));
  expectSecurityHeaders(await request.get('/no/such/page/'));
});

test('serves Markdown copies, llms files, the sitemap and robots.txt with text types, compressed', async ({ request }) => {
  const types: Record<string, string> = {
    '/cli/usage.md': 'text/markdown; charset=utf-8',
    '/index.md': 'text/markdown; charset=utf-8',
    '/llms.txt': 'text/plain; charset=utf-8',
    '/llms-full.txt': 'text/plain; charset=utf-8',
    '/robots.txt': 'text/plain; charset=utf-8',
    '/sitemap.xml': 'text/xml; charset=utf-8',
  };
  for (const [url, type] of Object.entries(types)) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe(type);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
  }
});

test('another site cannot frame the pages', async ({ page, baseURL }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) blocked.push(message.text());
  });
  await page.setContent(`<iframe title="docs" src="${baseURL}/cli/usage/"></iframe>`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  await expect(page.frames()[1].locator('main')).toHaveCount(0);
});

/** What a browser sends: HTML first, anything else at q=0.8. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

test('answers a page URL with its Markdown copy when the request prefers text/markdown by q-value, with Vary: Accept', async ({ request }) => {
  const markdown = readFileSync('out/cli/usage.md', 'utf8');
  for (const [accept, type] of [
    ['text/markdown', 'text/markdown'],
    ['text/markdown, text/html;q=0.9', 'text/markdown'],
    ['text/html;q=0.5, text/markdown;q=0.6', 'text/markdown'],
    ['text/markdown, */*;q=0.1', 'text/markdown'],
    [BROWSER_ACCEPT, 'text/html'],
    ['text/html, text/markdown;q=0.9', 'text/html'],
    ['text/markdown;q=0.8, text/html;q=0.85', 'text/html'],
    ['*/*', 'text/html'],
  ]) {
    for (const url of ['/cli/usage/', '/cli/usage']) {
      const response = await request.get(url, { headers: { accept }, maxRedirects: 0 });
      expect(response.status(), `${url} ${accept}`).toBe(200);
      expect(response.headers()['content-type'], `${url} ${accept}`).toBe(`${type}; charset=utf-8`);
      expect(response.headers().vary, `${url} ${accept}`).toMatch(/(^|[\s,])Accept($|,)/m);
      if (type === 'text/markdown') expect(await response.text()).toBe(markdown);
    }
  }
  expect(await (await request.get('/', { headers: { accept: 'text/markdown' } })).text()).toBe(readFileSync('out/index.md', 'utf8'));
  const withoutCopy = await request.get('/search/', { headers: { accept: 'text/markdown' } });
  expect(withoutCopy.headers()['content-type'], 'a page without a Markdown copy stays HTML').toBe('text/html; charset=utf-8');
  const file = await request.get('/llms.txt', { headers: { accept: 'text/markdown' } });
  expect(file.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(file.headers().vary ?? '', 'files do not vary with Accept').not.toMatch(/(^|[\s,])Accept($|,)/m);
});

test.describe('under a base path', () => {
  test('answers a page URL and the root with their Markdown copies when the request prefers text/markdown', async ({ request }) => {
    for (const [url, file] of [['/docs/core/', 'out-base/index.md'], ['/docs/core/cli/usage/', 'out-base/cli/usage.md']]) {
      const response = await request.get(`${nginxBaseOrigin}${url}`, { headers: { accept: 'text/markdown' } });
      expect(response.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
      expect(await response.text(), url).toBe(readFileSync(file, 'utf8'));
      const page = await request.get(`${nginxBaseOrigin}${url}`, { headers: { accept: BROWSER_ACCEPT } });
      expect(page.headers()['content-type'], url).toBe('text/html; charset=utf-8');
    }
  });

  test('serves pages, payloads and assets under /docs/core/, and its own 404 page', async ({ request }) => {
    expect((await request.get(`${nginxBaseOrigin}/docs/core/`)).status()).toBe(200);
    const usage = await request.get(`${nginxBaseOrigin}/docs/core/cli/usage`);
    expect(usage.status()).toBe(200);
    expect(await usage.text()).toContain('Command Usage');
    expect((await request.get(`${nginxBaseOrigin}/docs/core/cli/usage/index.txt`)).status()).toBe(200);
    expect((await request.get(`${nginxBaseOrigin}/docs/core/cli/usage/index.body.txt`)).status()).toBe(200);
    const chunk = readdirSync('out-base/_next/static/chunks').find((file) => file.endsWith('.js'));
    expect((await request.get(`${nginxBaseOrigin}/docs/core/_next/static/chunks/${chunk}`)).headers()['cache-control']).toBe(IMMUTABLE);
    const missing = await request.get(`${nginxBaseOrigin}/docs/core/no/such/page/`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('/docs/core/_next/static/');
    expect((await request.get(`${nginxBaseOrigin}/docs/core/cli/usage/index.html`, { maxRedirects: 0 })).headers().location).toBe('/docs/core/cli/usage/');
  });

  test('canonical URLs, the sitemap, robots.txt and the llms files carry the base path', async ({ request, page }) => {
    const origin = `${nginxBaseOrigin}/docs/core`;
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://airy.co/docs/core/cli/usage/</loc>');
    expect(sitemap).not.toMatch(/<loc>https:\/\/airy\.co\/(?!docs\/core\/)/);
    expect(await (await request.get(`${origin}/robots.txt`)).text()).toContain('Sitemap: https://airy.co/docs/core/sitemap.xml');
    expect(await (await request.get(`${origin}/llms.txt`)).text()).toContain('(https://airy.co/docs/core/cli/usage.md)');
    expect(await (await request.get(`${origin}/cli/usage.md`)).text()).toMatch(/^# Command Usage\n/);
    await page.goto(`${origin}/cli/usage/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://airy.co/docs/core/cli/usage/');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/docs/core/cli/usage.md');
  });

  test('a base-path page hydrates and navigates on the client', async ({ page }) => {
    await gotoReady(page, `${nginxBaseOrigin}/docs/core/cli/usage/`);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quickstart' }).click();
    await expect(page).toHaveURL(`${nginxBaseOrigin}/docs/core/getting-started/quickstart/`);
    await expect(page.locator('main h1')).toContainText('Quickstart');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
