import { expect, type Page } from '@playwright/test';

/**
 * A page's scripts start after its first paint and its `load` event (lib/script-loader.ts); until
 * then links load pages the plain way. Tests of what the scripts do (client navigation,
 * prefetching, page views) open the page with this and wait until the scripts listen.
 */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  return response;
}
