import { expect, test } from '@playwright/test';
import { gotoReady } from './ready';

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('table of contents', () => {
  test('lists the h2 and h3 headings in a right column and marks the section in view', async ({ page }) => {
    await page.goto('/cli/usage/');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeVisible();
    const headings = await page.locator('.markdown :is(h2, h3)').evaluateAll((els) => els.map((el) => el.id));
    const links = await toc.getByRole('link').evaluateAll((els) => els.map((el) => (el as HTMLAnchorElement).hash.slice(1)));
    expect(links).toEqual(headings);
    const target = headings[Math.floor(headings.length / 2)];
    await page.locator(`[id="${target}"]`).scrollIntoViewIfNeeded();
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), target);
    await expect(toc.locator(`a[href="#${target}"]`)).toHaveClass(/active/);
  });

  test('its column is reserved before the HTML that holds it is parsed, so the article never narrows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Once the scripts run: a node removed before hydration makes React render the page again.
    await gotoReady(page, '/cli/usage/');
    const article = page.locator('.doc-container');
    const width = await article.evaluate((el) => el.getBoundingClientRect().width);
    // A browser may paint a long page before it reaches the column, which follows the article.
    await page.locator('.toc-column').evaluate((el) => el.remove());
    expect(await article.evaluate((el) => el.getBoundingClientRect().width)).toBe(width);
  });

  test('is a collapsible "On this page" box on narrow screens', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/cli/usage/');
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    const summary = page.locator('details.toc-mobile summary');
    await expect(summary).toHaveText('On this page');
    await summary.click();
    await expect(page.locator('details.toc-mobile .toc-link').first()).toBeVisible();
  });

  test('headings carry a keyboard-reachable "#" link', async ({ page }) => {
    await page.goto('/cli/usage/');
    const heading = page.locator('.markdown h2').first();
    const id = await heading.getAttribute('id');
    const anchor = heading.locator('a.hash-link');
    await expect(anchor).toHaveAttribute('href', `#${id}`);
    await anchor.focus();
    await expect(anchor).toHaveCSS('opacity', '1');
  });
});

test('prev/next follow the sidebar order with labels', async ({ page }) => {
  await page.goto('/cli/usage/');
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/cli/introduction/');
  await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/getting-started/quickstart/');
  await expect(pager.getByRole('link', { name: /Next/ })).toContainText('Quickstart');
});

test('breadcrumbs show the sidebar categories above the title', async ({ page }) => {
  await page.goto('/getting-started/installation/helm/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['', 'Getting Started', 'Setup & Deployment', 'Helm']);
  await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
});

test('"Edit this page" links to the source file', async ({ page }) => {
  await page.goto('/cli/usage/');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', /\/content\/cli\/usage\.mdx$/);
});

test.describe('code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('have a keyboard-reachable copy button that says "Copied"', async ({ page }) => {
    await page.goto('/getting-started/installation/helm/');
    const block = page.locator('.code-block').first();
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    await button.focus();
    await expect(button).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('pre code').textContent());
  });

  test('show a file-name header and highlighted lines', async ({ page }) => {
    await page.goto('/ui/inbox/contacts/');
    await expect(page.locator('.code-block-title').first()).toBeVisible();
    await page.goto('/sources/facebook/');
    await expect(page.locator('.code-line.highlight-line').first()).toBeAttached();
  });

  test('scroll long lines inside the block, never the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api/endpoints/conversations/');
    const pre = page.locator('.code-block pre').first();
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('highlight json5, bash and yaml', async ({ page }) => {
    await page.goto('/getting-started/installation/helm/');
    await expect(page.locator('code.language-bash .token').first()).toBeAttached();
    await expect(page.locator('code.language-yaml .token').first()).toBeAttached();
    await page.goto('/api/endpoints/conversations/');
    await expect(page.locator('code.language-json5 .token.property').first()).toBeAttached();
  });
});

test('admonitions render as labelled boxes', async ({ page }) => {
  await page.goto('/sources/sms-twilio/');
  const note = page.locator('.admonition').first();
  await expect(note).toBeVisible();
  await expect(note.locator('.admonition-title')).not.toBeEmpty();
});

test('tabs switch panels and keep the group choice across the page and visits', async ({ page }) => {
  await page.goto('/cli/introduction/');
  const tabs = page.locator('.tabs').first();
  await expect(tabs.locator('[role="tabpanel"]')).toHaveCount(3);
  await expect(tabs.locator('[role="tabpanel"]:visible')).toHaveCount(1);
  await tabs.getByRole('tab', { name: 'Linux' }).click();
  await expect(tabs.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.locator('[role="tabpanel"]:visible')).toHaveAttribute('data-tab-value', 'linux');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'macOS' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.locator('.tabs').first().getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
});

test('a picture with light and dark sources shows the one for the colour mode', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('img.themed-image-light')).toBeVisible();
  await expect(page.locator('img.themed-image-dark')).toBeHidden();
  await page.getByRole('button', { name: /Switch to dark mode/ }).click();
  await expect(page.locator('img.themed-image-dark')).toBeVisible();
  await expect(page.locator('img.themed-image-light')).toBeHidden();
});

test('the TL;DR summary box opens the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('note', { name: 'Summary' })).toContainText('open-source streaming app framework');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu opens a drawer with the links and the sidebar, and closes on navigation', async ({ page }) => {
    await gotoReady(page, '/cli/usage/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('checkbox', { name: 'Navigation menu' }).check({ force: true });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Glossary' }).click();
    await expect(page.locator('main h1')).toHaveText('Glossary');
    await expect(sidebar).toBeHidden();
  });

  test('Escape closes the drawer', async ({ page }) => {
    // Escape is the scripts' (the drawer itself is CSS): pressed before they start, it would do nothing.
    await gotoReady(page, '/cli/usage/');
    await page.getByRole('checkbox', { name: 'Navigation menu' }).check({ force: true });
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
  });

  for (const route of ['/', '/api/endpoints/conversations/', '/getting-started/installation/helm/', '/sources/facebook/', '/changelog/']) {
    test(`${route} never overflows the viewport`, async ({ page }) => {
      await page.goto(route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('tap targets in the navbar and drawer are at least 44 px', async ({ page }) => {
    await page.goto('/cli/usage/');
    await page.getByRole('checkbox', { name: 'Navigation menu' }).check({ force: true });
    const targets = page.locator('header .navbar-menu-button, header .navbar-brand, header .navbar-right a, header .navbar-right button, header .navbar-links a, .drawer a');
    const small = await targets.evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({ text: el.textContent?.trim(), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages show their content, sidebar and working links, with every tab panel', async ({ page }) => {
    await page.goto('/cli/introduction/');
    await expect(page.locator('main h1')).toHaveText('Install the Airy CLI');
    await expect(page.locator('.tabs [role="tabpanel"]:visible')).toHaveCount(3);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Usage' }).click();
    await expect(page.locator('main h1')).toHaveText('Command Usage');
  });

  test('the phone menu still opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cli/usage/');
    await page.locator('.navbar-menu-button').click();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  });
});
