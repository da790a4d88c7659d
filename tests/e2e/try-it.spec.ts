/**
 * "Try it" on the endpoint pages, in Chromium against the built site and the Airy stand-in
 * (tests/stand-in/, started by playwright.config.ts): one port that allows the test site's origin
 * (CORS) and one that refuses it. A host that is down is a port nothing listens on.
 */
import { createServer } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { REQUEST_LOG_PATH, STAND_IN_TOKEN } from '../stand-in/constants';
import { axeSummary, WCAG_TAGS } from './axe';
import { gotoReady } from './ready';
import { refusingStandInOrigin, standInOrigin } from './routes';
import { fill, openPanel, TAGS } from './try-it-panel';

/** A local port with nothing listening on it: a host that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('with the right token, Send shows 200, the time taken, the headers and the pretty-printed body', async ({ page }) => {
  await gotoReady(page, TAGS);
  const panel = await openPanel(page, 'POST /tags.list');
  await fill(panel, standInOrigin, STAND_IN_TOKEN);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^200 OK · \d+ ms$/);
  await expect(panel.getByLabel('Response body')).toContainText('"name": "Urgent"');
  await expect(panel.getByLabel('Response body')).toContainText('{\n  "data": [\n    {');
  await panel.getByText(/^Response headers \(\d+\)$/).click();
  await expect(panel.getByText('x-request-id')).toBeVisible();
  await expect(panel.getByText('application/json', { exact: true })).toBeVisible();
});

test('a wrong token shows the token explanation', async ({ page }) => {
  await gotoReady(page, TAGS);
  const panel = await openPanel(page, 'POST /tags.list');
  await fill(panel, standInOrigin, 'not-the-token');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^403 Forbidden · \d+ ms$/);
  await expect(panel.getByText('The instance refused the token (403)')).toBeVisible();
  await expect(panel.getByText(/security\.systemToken of your airy\.yaml, without "Bearer"/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'API security' })).toHaveAttribute('href', '/getting-started/installation/security/#api-security');
});

test('a host that refuses CORS shows what to put in security.allowedOrigins, linking the configuration page', async ({ page, baseURL }) => {
  await gotoReady(page, TAGS);
  const panel = await openPanel(page, 'POST /tags.list');
  await fill(panel, refusingStandInOrigin, STAND_IN_TOKEN);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status')).toHaveText('No response: the instance does not allow this site (CORS)');
  await expect(panel.getByText(`${refusingStandInOrigin} answered, but does not let this site read the answer (CORS)`)).toBeVisible();
  await expect(panel.getByLabel('airy.yaml')).toHaveText(`security:\n  allowedOrigins: "${new URL(baseURL!).origin}"`);
  await panel.getByRole('link', { name: 'Configuration: security' }).click();
  await expect(page).toHaveURL(/\/getting-started\/installation\/configuration\/#security$/);
  await expect(page.locator('h3#security')).toHaveText(/Security/);
});

test('a host that is down shows the network message', async ({ page }) => {
  const down = `http://localhost:${await closedPort()}`;
  await gotoReady(page, TAGS);
  const panel = await openPanel(page, 'POST /tags.list');
  await fill(panel, down);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status')).toHaveText('No response: nothing answered at the host');
  await expect(panel.getByText(`Nothing answered at ${down}`)).toBeVisible();
  await expect(panel.getByText(/Check the address and that the instance is running/)).toBeVisible();
});

test('a destructive operation asks first; Cancel sends nothing, "Send it" sends', async ({ page, request }) => {
  const marker = crypto.randomUUID();
  await gotoReady(page, TAGS);
  const panel = await openPanel(page, 'POST /tags.delete');
  await fill(panel, standInOrigin, STAND_IN_TOKEN);
  await panel.getByLabel('Request body (JSON)').fill(JSON.stringify({ id: marker }));
  await panel.getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send POST /tags.delete?' });
  await expect(dialog).toContainText(`This request deletes data on ${standInOrigin}.`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Send' })).toBeFocused();
  await expect(panel).toBeVisible();
  const logged = async () => ((await (await request.get(`${standInOrigin}${REQUEST_LOG_PATH}`)).json()) as { body: string }[]).filter((r) => r.body.includes(marker));
  expect(await logged()).toEqual([]);
  await panel.getByRole('button', { name: 'Send' }).click();
  await dialog.getByRole('button', { name: 'Send it' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^204 No Content · \d+ ms$/);
  expect(await logged()).toHaveLength(1);
});

test('the host and token stay in sessionStorage only, and nothing is sent before Send', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(standInOrigin)) sent.push(request.url());
  });
  await gotoReady(page, TAGS);
  const panel = await openPanel(page, 'POST /tags.list');
  await fill(panel, standInOrigin, STAND_IN_TOKEN);
  await panel.getByLabel(/^Request body/).fill('{}');
  await panel.getByRole('button', { name: 'Copy as curl' }).click();
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);
  const stored = await page.evaluate(() => ({ session: { ...sessionStorage }, local: JSON.stringify({ ...localStorage }) }));
  expect(stored.session['try-it-host']).toBe(standInOrigin);
  expect(stored.session['try-it-token-systemToken']).toBe(STAND_IN_TOKEN);
  expect(stored.local).not.toContain(STAND_IN_TOKEN);
  expect(stored.local).not.toContain(standInOrigin);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^200 OK/);
  expect(sent.length).toBeGreaterThan(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const again = await openPanel(page, 'POST /tags.list');
  await expect(again.getByLabel('Host')).toHaveValue(standInOrigin);
  await expect(again.getByLabel('System token (optional)')).toHaveValue(STAND_IN_TOKEN);
});

test('Copy as curl masks the token unless the reader asks for it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await gotoReady(page, TAGS);
  const panel = await openPanel(page, 'POST /tags.list');
  await fill(panel, 'https://airy.example.com', 'very-secret');
  await panel.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  const masked = await page.evaluate(() => navigator.clipboard.readText());
  expect(masked).toContain(`curl -X POST 'https://airy.example.com/tags.list'`);
  expect(masked).toContain('-H "Authorization: Bearer $AIRY_TOKEN"');
  expect(masked).not.toContain('very-secret');
  await panel.getByLabel(/Put my token in the command/).check();
  await panel.getByText('Show the curl command').click();
  await expect(panel.getByLabel('curl command')).toContainText("Authorization: Bearer very-secret");
  await expect(panel.getByRole('button', { name: 'Copy as curl' })).toBeVisible();
  await panel.getByRole('button', { name: 'Copy as curl' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("-H 'Authorization: Bearer very-secret'");
});

test('a host that is not an http(s) origin is refused before sending, with the focus on the field', async ({ page }) => {
  await gotoReady(page, TAGS);
  const panel = await openPanel(page, 'POST /tags.list');
  await panel.getByLabel('Host').fill('airy.example.com/api');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByLabel('Host')).toBeFocused();
  await expect(panel.getByLabel('Host')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText('Start the address with https:// or http:// (for example https://airy.example.com/api).')).toBeVisible();
  await expect(panel.getByRole('status')).toBeHidden();
});

test('when /openapi.json cannot be loaded the panel says so, and Retry loads the example', async ({ page }) => {
  await page.route('**/openapi.json', (route) => route.abort());
  await gotoReady(page, TAGS);
  await page.getByRole('button', { name: 'Try it: POST /tags.create' }).click();
  const panel = page.getByRole('region', { name: 'Try POST /tags.create' });
  await expect(panel.getByRole('alert')).toContainText('The request example could not be loaded');
  await expect(panel.getByRole('alert')).toContainText('/openapi.json could not be reached');
  await page.unroute('**/openapi.json');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByLabel('Request body (JSON)')).toHaveValue(/"name": /);
});

test('media.upload sends a multipart form with the chosen file', async ({ page, request }) => {
  const name = `try-it-${crypto.randomUUID()}.txt`;
  await gotoReady(page, '/api/endpoints/attachments/');
  const panel = await openPanel(page, 'POST /media.upload');
  await fill(panel, standInOrigin, STAND_IN_TOKEN);
  await panel.getByLabel('file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^200 OK/);
  await expect(panel.getByLabel('Response body')).toContainText('"media_url"');
  const log = (await (await request.get(`${standInOrigin}${REQUEST_LOG_PATH}`)).json()) as { body: string; contentType: string }[];
  const upload = log.find((entry) => entry.body.includes(name));
  expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
});

test('the panel is usable by keyboard alone, and Close returns the focus to its button', async ({ page }) => {
  await gotoReady(page, TAGS);
  const button = page.getByRole('button', { name: 'Try it: POST /tags.list' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Try POST /tags.list' });
  await expect(panel.getByLabel('Host')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Host')).toBeFocused();
  expect(await panel.getByLabel('Host').evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.type(standInOrigin);
  await page.keyboard.press('Tab');
  await page.keyboard.type(STAND_IN_TOKEN);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText(/^200 OK/);
  // Escape in the body editor keeps the panel (and the edits).
  await panel.getByLabel(/^Request body/).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open panel, its response, its explanations and the question have no axe violations in ${theme} mode`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoReady(page, TAGS);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const list = await openPanel(page, 'POST /tags.list');
    await fill(list, standInOrigin, 'wrong');
    await list.getByRole('button', { name: 'Send' }).click();
    await expect(list.getByText('The instance refused the token (403)')).toBeVisible();
    await list.getByText(/^Response headers/).click();
    const create = await openPanel(page, 'POST /tags.create');
    await create.getByLabel('Host').fill(refusingStandInOrigin);
    await create.getByRole('button', { name: 'Send' }).click();
    await expect(create.getByText(/does not let this site read the answer/)).toBeVisible();
    await create.getByText('Show the curl command').click();
    // Whatever the sticky navbar covers fails target-size; look from the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(axeSummary(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze())).toEqual([]);
    const remove = await openPanel(page, 'POST /tags.delete');
    await remove.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(axeSummary(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze())).toEqual([]);
  });
}

test('on a phone the panel fits the screen and works', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoReady(page, TAGS);
  const panel = await openPanel(page, 'POST /tags.list');
  await fill(panel, standInOrigin, STAND_IN_TOKEN);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^200 OK/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(axeSummary(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze())).toEqual([]);
});
