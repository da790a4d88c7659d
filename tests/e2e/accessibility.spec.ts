import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { axeSummary, WCAG_TAGS } from './axe';
import { SITE_ROUTES, urlOf } from './routes';
import { gotoReady } from './ready';


for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in ${theme} mode`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });
    // Long pages (the changelog) take axe's contrast rule a while on two cores.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });
    for (const route of [...SITE_ROUTES, '/no-such-page']) {
      test(`${route} has no violations`, async ({ page }) => {
        await page.goto(urlOf(route));
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(axeSummary(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze())).toEqual([]);
      });
    }
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`a heading's "#" anchor, shown while the pointer rests on the heading, stands apart from it by more than colour (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoReady(page, '/cli/usage/');
    const heading = page.locator('.markdown h2').first();
    await heading.hover();
    await expect(heading.locator('.hash-link')).toHaveCSS('opacity', '1');
    const results = await new AxeBuilder({ page }).include('.markdown h2').withRules(['link-in-text-block']).analyze();
    expect(axeSummary(results)).toEqual([]);
    expect(results.passes.map((v) => v.id), 'axe looked at the anchor').toContain('link-in-text-block');
  });
}

test('the first Tab reaches "Skip to main content", which moves focus to the content', async ({ page }) => {
  await page.goto('/cli/usage/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('the page has the header, docs sidebar, main and footer landmarks', async ({ page }) => {
  await page.goto('/cli/usage/');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});

test('keyboard focus is visible', async ({ page }) => {
  await page.goto('/cli/usage/');
  const link = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Glossary' });
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});

test('a route change is announced to screen readers with the new title', async ({ page }) => {
  await gotoReady(page, '/cli/introduction/');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Usage' }).click();
  await expect(page.locator('main h1')).toHaveText('Command Usage');
  await expect(page.locator('#__next-route-announcer__')).toHaveText(/Command Usage/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the search dialog with results has no violations in ${theme} mode`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/cli/usage/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', /K/);
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').fill('kafka');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  });
}
