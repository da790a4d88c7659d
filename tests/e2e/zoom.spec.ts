import { expect, test, type Page } from '@playwright/test';
import { ZOOM_SCROLL_OFFSET_PX } from '../../lib/constants';

/** spec: the close after such a scroll comes 150 ms later (medium-zoom's own timing). */
const ZOOM_SCROLL_CLOSE_DELAY_MS = 150;

const PAGE_WITH_IMAGE = '/getting-started/components/';
const zoomState = (page: Page) => page.locator('html').getAttribute('data-zoom');

/**
 * Loads a page with a paused clock; the zoom's set-up (which also marks `data-zoom`) has run and
 * its 1000 ms timer waits for the test to move time on.
 */
async function loadPaused(page: Page, url: string) {
  const start = new Date('2026-01-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-zoom', 'closed');
}

/** Loads the page and lets the 1000 ms zoom set-up pass. */
async function openPageWithZoom(page: Page, url = PAGE_WITH_IMAGE) {
  await loadPaused(page, url);
  await page.clock.runFor(1000);
  const image = page.locator('.markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/);
  // From here time flows: the zoom animates with animation frames and CSS transitions.
  await page.clock.resume();
  return image;
}

async function openZoom(page: Page) {
  const image = await openPageWithZoom(page);
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect.poll(() => zoomState(page)).toBe('open');
  return image;
}

test('attaches to the content images 1000 ms after load, not before', async ({ page }) => {
  await loadPaused(page, PAGE_WITH_IMAGE);
  await page.clock.runFor(990);
  await expect(page.locator('.markdown img.medium-zoom-image')).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(page.locator('.markdown img').first()).toHaveClass(/medium-zoom-image/);
  await expect(page.locator('.navbar img.medium-zoom-image')).toHaveCount(0);
});

test('opens on click through opening to open, above the sticky navbar', async ({ page }) => {
  const image = await openPageWithZoom(page);
  await image.scrollIntoViewIfNeeded();
  const states: string[] = [];
  await page.exposeFunction('recordZoom', (state: string) => states.push(state));
  await page.evaluate(() =>
    new MutationObserver(() => (window as unknown as { recordZoom: (s: string | null) => void }).recordZoom(document.documentElement.getAttribute('data-zoom'))).observe(
      document.documentElement,
      { attributes: true, attributeFilter: ['data-zoom'] },
    ),
  );
  await image.click();
  await expect.poll(() => zoomState(page)).toBe('open');
  expect(states.slice(0, 2)).toEqual(['opening', 'open']);
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
  await expect(page.locator('img.medium-zoom-image--opened')).toHaveCount(1);
  const overlayZ = await page.locator('.medium-zoom-overlay').evaluate((el) => Number(getComputedStyle(el).zIndex));
  const navbarZ = await page.locator('header.navbar').evaluate((el) => Number(getComputedStyle(el).zIndex));
  expect(overlayZ).toBeGreaterThan(navbarZ);
  const background = await page.locator('.medium-zoom-overlay').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
});

test('Escape closes it, through closing to closed; Enter does not', async ({ page }) => {
  await openZoom(page);
  await page.keyboard.press('Enter');
  await page.clock.runFor(500);
  expect(await zoomState(page)).toBe('open');
  await page.keyboard.press('Escape');
  await expect.poll(() => zoomState(page)).toBe('closed');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});

test('a click on the overlay closes it', async ({ page }) => {
  await openZoom(page);
  await page.mouse.click(5, 400);
  await expect.poll(() => zoomState(page)).toBe('closed');
});

test('a click on the zoomed image closes it', async ({ page }) => {
  await openZoom(page);
  await page.locator('img.medium-zoom-image--opened').click();
  await expect.poll(() => zoomState(page)).toBe('closed');
});

test('resizing the window closes it', async ({ page }) => {
  await openZoom(page);
  await page.setViewportSize({ width: 1000, height: 700 });
  await expect.poll(() => zoomState(page)).toBe('closed');
});

/** Scrolls the window and returns once the page has had its scroll event (the browser sends it with its next frame). */
const scrollWindowBy = (page: Page, pixels: number) =>
  page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollBy(0, y);
      }),
    pixels,
  );

test('scrolling more than 40 px closes it 150 ms later; 30 px does not', async ({ page }) => {
  await openZoom(page);
  // Far enough ahead that a loaded machine cannot reach it before the call does (the past throws).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5000);
  await scrollWindowBy(page, ZOOM_SCROLL_OFFSET_PX - 10);
  await page.clock.runFor(400);
  expect(await zoomState(page)).toBe('open');
  await scrollWindowBy(page, 11);
  await page.clock.runFor(ZOOM_SCROLL_CLOSE_DELAY_MS - 50);
  expect(await zoomState(page)).toBe('open');
  await page.clock.runFor(60);
  await expect.poll(() => zoomState(page)).not.toBe('open');
  await page.clock.resume();
  await expect.poll(() => zoomState(page)).toBe('closed');
});

test('keeps exactly one zoom per image after several navigations', async ({ page }) => {
  await openPageWithZoom(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Quickstart' }).click();
  await expect(page.locator('main h1')).toContainText('Quickstart');
  await sidebar.getByRole('link', { name: 'Components' }).click();
  await expect(page.locator('main h1')).toContainText('Components');
  const image = page.locator('.markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect.poll(() => zoomState(page)).toBe('open');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
  await expect(page.locator('img.medium-zoom-image--opened')).toHaveCount(1);
});

test('images of a page reached through a link with a hash are zoomable too', async ({ page }) => {
  await loadPaused(page, '/getting-started/glossary/');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/getting-started/components/#components';
    link.textContent = 'to components';
    link.id = 'test-link';
    document.querySelector('.markdown')!.prepend(link);
  });
  await page.locator('#test-link').click();
  await expect(page.locator('main h1')).toContainText('Components');
  await page.clock.runFor(1000);
  await expect(page.locator('.markdown img').first()).toHaveClass(/medium-zoom-image/);
});

test('content images are sized and lazy-loaded, except the one that opens the page', async ({ page }) => {
  await page.goto(PAGE_WITH_IMAGE);
  const lead = page.locator('.markdown img').first();
  await expect(lead).toHaveAttribute('loading', 'eager');
  await expect(lead).toHaveAttribute('width', /\d+/);
  await expect(lead).toHaveAttribute('height', /\d+/);
  await page.goto('/sources/facebook/');
  const images = page.locator('.markdown img');
  expect(await images.count()).toBeGreaterThan(3);
  for (const image of await images.all()) {
    if ((await image.getAttribute('fetchpriority')) === 'high') continue;
    await expect(image).toHaveAttribute('loading', 'lazy');
  }
});
