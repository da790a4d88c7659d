import { expect, test } from '@playwright/test';
import { gotoReady } from './ready';

/** The root test build sets ANALYTICS_ENDPOINT to this same-origin path (see scripts/test.mjs). */
const ENDPOINT = '/analytics-test-endpoint';

test('sends one page view on load and one per route change, with path and title', async ({ page }) => {
  const views: { path: string; title: string; referrer: string }[] = [];
  await page.route(`**${ENDPOINT}`, async (route) => {
    views.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.fulfill({ status: 204 });
  });
  await gotoReady(page, '/cli/introduction/');
  await expect.poll(() => views.length).toBe(1);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Usage' }).click();
  await expect(page.locator('main h1')).toHaveText('Command Usage');
  await page.locator('.toc-desktop a').nth(1).click();
  await sidebar.getByRole('link', { name: 'Glossary' }).click();
  await expect(page.locator('main h1')).toHaveText('Glossary');
  await expect.poll(() => views.length).toBe(4);
  expect(views.map((view) => view.path.replace(/#.*/, '#…'))).toEqual([
    '/cli/introduction/',
    '/cli/usage/',
    '/cli/usage/#…',
    '/getting-started/glossary/',
  ]);
  expect(views[0].title).toBe('Install the Airy CLI | Airy Documentation');
  expect(views[1].title).toBe('Command Usage | Airy Documentation');
  expect(views[3].title).toBe('Glossary | Airy Documentation');
  expect(views[1].referrer).toContain('/cli/introduction/');
});
