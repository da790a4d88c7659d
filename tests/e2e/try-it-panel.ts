/** Opening a "Try it" panel and filling its fields, for the browser tests. */
import { expect, type Locator, type Page } from '@playwright/test';

/** An endpoint page of the site with a read, a write and a delete. */
export const TAGS = '/api/endpoints/tags/';

/** Presses the section's "Try it" and waits for the panel's form (the operation loaded). */
export async function openPanel(page: Page, signature: string): Promise<Locator> {
  await page.getByRole('button', { name: `Try it: ${signature}`, exact: true }).click();
  const panel = page.getByRole('region', { name: `Try ${signature}` });
  await expect(panel.getByRole('button', { name: 'Send' })).toBeVisible();
  return panel;
}

/** Fills the host and, when given, the system token. */
export async function fill(panel: Locator, host: string, token?: string) {
  await panel.getByLabel('Host').fill(host);
  if (token !== undefined) await panel.getByLabel('System token (optional)').fill(token);
}
