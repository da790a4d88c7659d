/**
 * The platform's history where readers look (issue 46): an operation's section, its Try it panel,
 * the components table and the API changes page say which release brought what; a removed
 * operation is listed as removed and documented nowhere as a current one.
 */
import { expect, test } from '@playwright/test';
import { gotoReady } from './ready';
import { openPanel } from './try-it-panel';

test("an operation's section and its Try it panel say which release added it", async ({ page }) => {
  await gotoReady(page, '/api/endpoints/streams/');
  const signature = page.locator('[data-endpoint="POST /streams.list"]');
  await expect(signature.locator('xpath=following-sibling::p[1]')).toHaveText('Added in Airy Core 0.54.0.');
  const panel = await openPanel(page, 'POST /streams.list');
  await expect(panel.getByText('Added in Airy Core 0.54.0; earlier releases do not have it.')).toBeVisible();
});

test('the components table says under each component which release added it', async ({ page }) => {
  await gotoReady(page, '/getting-started/components/');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /^api-streams/ }) });
  await expect(row.getByRole('cell').first()).toHaveText(/api-streams\s+added in 0\.54\.0/);
});

test('the API changes page lists the releases newest first, with a removed operation that no endpoint page documents', async ({ page }) => {
  await gotoReady(page, '/api/changes/');
  const releases = await page.getByRole('heading', { level: 2, name: /^Airy Core / }).allTextContents();
  expect(releases.length).toBeGreaterThan(5);
  const numbers = releases.map((text) => text.replace('Airy Core ', '').split('.').map(Number));
  const sorted = [...numbers].sort((a, b) => b[0] - a[0] || b[1] - a[1] || b[2] - a[2]);
  expect(numbers).toEqual(sorted);
  const removedIn052 = page.getByRole('heading', { level: 2, name: 'Airy Core 0.52.0' }).locator('xpath=following-sibling::ul[1]');
  await expect(removedIn052).toContainText('Removed: /conversations.markRead');

  await gotoReady(page, '/api/endpoints/conversations/');
  await expect(page.getByRole('button', { name: 'Try it: POST /conversations.markRead', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try it: POST /conversations.mark-read', exact: true })).toHaveCount(1);
});

test('the changelog links to the API changes page', async ({ page }) => {
  await gotoReady(page, '/changelog/');
  await expect(page.getByRole('main').getByRole('link', { name: 'API changes by release' })).toHaveAttribute('href', /\/api\/changes\//);
});
