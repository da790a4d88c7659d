/**
 * Search quality in the browser, on the real content. The full measure is the evaluation set in
 * bench/search-questions.json (`npm run bench:search`); these few of its questions check that the
 * pages the browser ranks are the ones the bench measures, and that a misspelt query finds its page
 * with a way back to the words as typed.
 */
import { expect, test, type Page } from '@playwright/test';

/** Query → the page a reader wants first: a body word, a dotted API name, a title word, a task. */
const EXPECTED_FIRST: [query: string, route: string][] = [
  ['consumer group', '/guides/component-reset/'],
  ['conversations.list', '/api/endpoints/conversations/'],
  ['helm', '/getting-started/installation/helm/'],
  ['facebook page access token', '/sources/facebook/'],
];

const firstResult = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();

for (const [query, route] of EXPECTED_FIRST) {
  test(`"${query}" finds ${route} first`, async ({ page }) => {
    await page.goto(`/search/?q=${encodeURIComponent(query)}`);
    await expect(firstResult(page).getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', route);
  });
}

test('a misspelt query finds its page, says what it searched for, and offers the exact search', async ({ page }) => {
  await page.goto('/search/?q=kafak');
  await expect(firstResult(page).getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', '/concepts/kafka/');
  await expect(firstResult(page).locator('mark').first()).toHaveText(/^kafka$/i);
  await expect(page.getByRole('status')).toHaveText(/results for “kafka”$/);
  await expect(page.getByText('Showing results for “kafka”.')).toBeVisible();
  await page.getByRole('link', { name: 'Search exactly for “kafak”' }).click();
  await expect(page).toHaveURL(/\/search\/\?q=kafak&exact=1$/);
  await expect(page.getByRole('main')).toContainText('No results for “kafak”');
  await expect(page.getByRole('link', { name: 'search with spelling corrections' })).toHaveAttribute('href', '/search/?q=kafak');
});

test('the dialog shows the corrected results under the same line', async ({ page }) => {
  await page.goto('/cli/usage/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', /K/);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox').fill('webhok');
  await expect(dialog.getByRole('listbox', { name: 'Search results' }).getByRole('group').first()).toHaveAccessibleName('Webhook');
  await expect(dialog.getByText('Showing results for “webhook”.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Search exactly for “webhok”' })).toHaveAttribute('href', '/search/?q=webhok&exact=1');
});
