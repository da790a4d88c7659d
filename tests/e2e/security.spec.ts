/**
 * The Content-Security-Policy in a real browser, through the nginx recipe: every page runs with
 * no violation (a `securitypolicyviolation` listener and the console are watched), the policy
 * blocks scripts it does not know, client navigation still works, and external links in the
 * built HTML cannot reach back to the opener.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { EXTRA_PAGES, nginxBaseOrigin, SITE_ROUTES, urlOf, wrongBaseOrigin } from './routes';
import { gotoReady } from './ready';

interface Watched {
  violations: string[];
}

/** Records CSP violations (from the page's own listener) and CSP messages on the console. */
async function watchPolicy(page: Page): Promise<Watched> {
  const watched: Watched = { violations: [] };
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) watched.violations.push(message.text());
  });
  return watched;
}

async function violationsOf(page: Page, watched: Watched): Promise<string[]> {
  const fromPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  return [...fromPage, ...watched.violations];
}

test.describe('every page runs under its policy with no violation', () => {
  for (const path of [...SITE_ROUTES.map(urlOf), ...EXTRA_PAGES]) {
    test(`${path}`, async ({ page }) => {
      const watched = await watchPolicy(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The head script ran (it marks the document) and React's payload scripts ran.
      await expect(page.locator('html')).toHaveClass(/\bjs\b/);
      expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
      expect(await violationsOf(page, watched)).toEqual([]);
    });
  }
});

test('a base-path build runs under its policy too, navigation included', async ({ page }) => {
  const watched = await watchPolicy(page);
  await gotoReady(page, `${nginxBaseOrigin}/docs/core/`);
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Components' }).click();
  await expect(page).toHaveURL(`${nginxBaseOrigin}/docs/core/getting-started/components/`);
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page, watched)).toEqual([]);
});

test('the base-URL banner of a misplaced build still runs under the policy', async ({ page }) => {
  const watched = await watchPolicy(page);
  await page.goto(`${wrongBaseOrigin}/`);
  await expect(page.getByRole('alert').filter({ hasText: 'This site did not load properly.' })).toContainText('BASE_PATH=/ npm run build');
  expect(await violationsOf(page, watched)).toEqual([]);
});

test('the policy allows inline scripts only by hash, and blocks an injected one', async ({ page }) => {
  const watched = await watchPolicy(page);
  await page.goto('/cli/usage/');
  const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toMatch(/'unsafe-eval'/);
  expect(scriptSrc).toContain("'sha256-");
  expect(policy).toContain("object-src 'none'");
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  await expect.poll(async () => (await violationsOf(page, watched)).length).toBeGreaterThan(0);
});

test('client navigation, the colour switch and Copy page keep working under the policy', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const watched = await watchPolicy(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, '/');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Components' }).click();
  await expect(page).toHaveURL(/\/getting-started\/components\/$/);
  await expect(page.locator('main h1')).toContainText('Components');
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/getting-started\/installation\/introduction\/$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await page.getByRole('button', { name: /Switch to dark mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# /);
  expect(await violationsOf(page, watched)).toEqual([]);
});

/** Every HTML file of an export. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next'))
    .map((file) => join(dir, file));
}

test('every external link in the built HTML carries rel="noopener noreferrer"', () => {
  const offenders: string[] = [];
  let external = 0;
  for (const file of htmlFiles('out')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/<a\b[^>]*>/g)) {
      const tag = match[0];
      if (!/\shref="(https?:)?\/\//.test(tag)) continue;
      external += 1;
      const rel = /\srel="([^"]*)"/.exec(tag)?.[1].split(/\s+/) ?? [];
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) offenders.push(`${file}: ${tag}`);
    }
  }
  expect(external).toBeGreaterThan(100);
  expect(offenders).toEqual([]);
});
