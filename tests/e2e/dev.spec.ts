/**
 * The writer's loop against `npm run dev` (a copy of `tests/fixtures/dev-site`, which these tests
 * edit): an edit shows in the open page without a reload, a broken edit shows its file and line in
 * the page until it is fixed, a config edit applies (and a wrong one keeps the last good config), a
 * new file becomes a page and a sidebar entry, an edited partial updates the page that includes
 * it, and a page runs under the policy it ships with, which an image from another origin (the
 * Airy stand-in's) joins only once `site.config.ts` allows it. Files are put back after each test.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect as base, test, type Page } from '@playwright/test';
import { NEXT_ASSUMPTIONS } from '../../lib/next-contract';
import { EXTERNAL_IMAGE_PATH } from '../stand-in/constants';
import { devSiteDir } from './dev-site';
import { standInOrigin } from './routes';

test.describe.configure({ mode: 'serial' });
// Next compiles a route the first time it is asked for, and again when the frame changes: allow
// for it, in each test and in each expectation (a loaded CI machine took more than 5 s).
test.setTimeout(90_000);
const expect = base.configure({ timeout: 15_000 });

let dir = '';
const originals = new Map<string, string | null>();

function edit(file: string, change: (text: string) => string) {
  const path = join(dir, file);
  let text: string | null = null;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    // A new file.
  }
  if (!originals.has(file)) originals.set(file, text);
  writeFileSync(path, change(text ?? ''));
}

/** Marks the window, so a reload (which would lose the mark) can be told from an update in place. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
}
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

/** Opens a page once it listens to the dev server (hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
}

test.beforeAll(({}, info) => {
  dir = devSiteDir(Number(new URL(info.project.use.baseURL!).port));
});

/** Waits until the dev server has rebuilt for every file change, and Next renders the new frame and has had a moment to tell the open pages. */
async function settled(page: Page) {
  // A request that meets a socket the server is closing (ECONNRESET) counts as busy and is asked again.
  const busy = async () => page.request.get('/__docs/status').then(async (answer) => (await answer.json()).busy, () => true);
  await expect.poll(busy, { timeout: 30_000 }).toBe(false);
  await page.waitForTimeout(SETTLE_MS);
}

/** Once Next renders a new frame, its refresh of the open pages follows within this long; a page opened before that may reload. */
const SETTLE_MS = 750;

test.afterEach(async ({ page }) => {
  const changed = originals.size > 0;
  for (const [file, text] of originals) {
    if (text === null) rmSync(join(dir, file), { force: true });
    else writeFileSync(join(dir, file), text);
  }
  originals.clear();
  if (changed) {
    await page.waitForTimeout(100);
    await settled(page);
  }
});

test("a save made while the page's scripts are still loading shows at once, and its title once they run", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Home text, first version.')).toBeVisible();
  edit('index.mdx', (text) => text.replace('Home text, first version.', 'Home text, saved while loading.').replace('title: Dev home', 'title: Dev home, saved while loading'));
  // The listener the dev server puts in the page's head shows the body before React runs.
  await expect(page.getByText('Home text, saved while loading.')).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await settled(page);
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByText('Home text, saved while loading.')).toBeVisible();
  // Next's refresh went out before the page listened (Next may reload a page in this state).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dev home, saved while loading');
});

test(`${NEXT_ASSUMPTIONS.devHotReload.name}: next dev's runtime opens its WebSocket on the page's own host, and the dev policy lets it`, async ({ page, baseURL }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => ((window as unknown as { violations: string[] }).violations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`)));
  await open(page, '/');
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  expect(sockets.every((url) => new URL(url).host === new URL(baseURL!).host), sockets.join('\n')).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
});

test('an edit shows in the open page without a reload, and the page keeps its place', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 400 });
  await open(page, '/');
  await markWindow(page);
  await page.evaluate(() => window.scrollTo(0, 60));
  edit('index.mdx', (text) => text.replace('Home text, first version.', 'Home text, edited in place.').replace('## A section', '## A renamed section'));
  await expect(page.getByText('Home text, edited in place.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A renamed section' })).toBeVisible();
  expect(await stillMarked(page)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a doc saved by renaming a new file over it, twice, then written in place, shows each save in the open page', async ({ page }) => {
  await open(page, '/guide/');
  await markWindow(page);
  // How JetBrains' safe write, Vim with `backupcopy=no` and `sed -i` save: a new file renamed over the old one.
  const saveByRename = (text: string) => {
    const path = join(dir, 'guide.mdx');
    writeFileSync(`${path}.saving`, text);
    renameSync(`${path}.saving`, path);
  };
  edit('guide.mdx', (text) => text);
  const original = originals.get('guide.mdx')!;
  for (const version of ['first rename', 'second rename']) {
    saveByRename(original.replace('Guide text, first version.', `Guide text, ${version}.`));
    await expect(page.getByText(`Guide text, ${version}.`)).toBeVisible();
  }
  edit('guide.mdx', (text) => text.replace('Guide text, second rename.', 'Guide text, written in place.'));
  await expect(page.getByText('Guide text, written in place.')).toBeVisible();
  expect(await stillMarked(page)).toBe(true);
});

test('a folder moved into the content folder becomes pages, and moved out again its open page says so', async ({ page }) => {
  const outside = join(dir, '..', `${basename(dir)}-outside`);
  rmSync(outside, { recursive: true, force: true });
  mkdirSync(outside);
  writeFileSync(join(outside, 'moved.mdx'), '---\ntitle: Moved in\n---\n\nThis folder was moved in.\n');
  try {
    renameSync(outside, join(dir, 'moved-folder'));
    await expect.poll(async () => (await page.request.get('/moved-folder/moved/index.body.txt')).status(), { timeout: 30_000 }).toBe(200);
    await settled(page);
    await open(page, '/moved-folder/moved/');
    await expect(page.getByText('This folder was moved in.')).toBeVisible();
    renameSync(join(dir, 'moved-folder'), outside);
    await expect(page.getByRole('alert').filter({ hasText: "This page's doc was deleted." })).toBeVisible();
  } finally {
    rmSync(join(dir, 'moved-folder'), { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
    await settled(page);
  }
});

test("a title edit updates the heading and the sidebar without a reload, through Next's refresh alone", async ({ page }) => {
  await open(page, '/guide/');
  await markWindow(page);
  // Next's own refreshes say so in a header; a refresh asked for by the page would not.
  const refreshes: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers['rsc'] === '1' && !headers['next-router-prefetch'] && new URL(request.url()).pathname === '/guide/') refreshes.push(headers['next-hmr-refresh'] ? 'next' : 'page');
  });
  edit('guide.mdx', (text) => text.replace('title: Guide', 'title: Guide, retitled'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide, retitled');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Guide, retitled' })).toBeVisible();
  expect(await stillMarked(page)).toBe(true);
  // Next refreshes the page itself; a refresh of the page's own at the same time can make it reload the page.
  await settled(page);
  expect(refreshes).toContain('next');
  expect(refreshes).not.toContain('page');
});

test('a broken edit shows its file and line in the page, and fixing it restores the page', async ({ page }) => {
  await open(page, '/guide/');
  edit('guide.mdx', (text) => text.replace('Do this, then that.', 'Do this <Callout then that.'));
  const problems = page.getByRole('complementary', { name: 'Content problems' });
  await expect(problems).toContainText(/guide\.mdx:9:\d+: MDX: /);
  // The home page's link to the guide's steps is not reported while the guide does not parse.
  await expect(problems.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Guide text, first version.')).toBeVisible();
  edit('guide.mdx', (text) => text.replace('Do this <Callout then that.', 'Do this, then that, fixed.'));
  await expect(problems).toHaveCount(0);
  await expect(page.getByText('Do this, then that, fixed.')).toBeVisible();
});

test('an error and a warning at once: each line says its severity, the banner closes, and comes back when the problems change', async ({ page }) => {
  await open(page, '/guide/');
  edit('guide.mdx', (text) => text.replace('Do this, then that.', 'Do this <Callout then that.'));
  edit('index.mdx', (text) => text.replace('title: Dev home', 'title: Dev home\ntitel: Typo'));
  const problems = page.getByRole('complementary', { name: 'Content problems' });
  const lines = problems.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(problems.getByRole('alert')).toHaveText(/^1 error and 1 warning in the content: pages show their last good version until the error is fixed\.$/);
  await expect(lines.nth(0)).toHaveText(/^Error\s*\S*guide\.mdx:9:\d+: MDX: /);
  await expect(lines.nth(1)).toHaveText(/^Warning\s*\S*index\.mdx:3:1: unknown front-matter key `titel` is ignored — did you mean `title`\?/);
  // Told apart by more than the word: each severity has its own colour.
  const colour = (index: number) => lines.nth(index).evaluate((item) => getComputedStyle(item).borderLeftColor);
  expect(await colour(0)).not.toBe(await colour(1));
  // Closed, it hides nothing; a button in the corner brings it back.
  await problems.getByRole('button', { name: 'Close' }).click();
  await expect(lines).toHaveCount(0);
  await page.getByRole('button', { name: 'Show 2 content problems' }).click();
  await expect(lines).toHaveCount(2);
  await problems.getByRole('button', { name: 'Close' }).click();
  await expect(lines).toHaveCount(0);
  // New problems open it again.
  edit('index.mdx', (text) => text.replace('titel: Typo', 'titel: Typo\nsidebar-label: Home'));
  await expect(lines).toHaveCount(3);
  await expect(problems.getByRole('alert')).toHaveText(/^1 error and 2 warnings in the content/);
});

test('a site.config.ts edit saved by renaming a new file over it applies in the open page, and a wrong field keeps the last good config', async ({ page }) => {
  // The project's own config (the dev site has none of its own): saved the way many editors save.
  const original = readFileSync(join(process.cwd(), 'site.config.ts'), 'utf8');
  const save = saveConfig;
  const footer = page.getByRole('contentinfo');
  try {
    await open(page, '/');
    await markWindow(page);
    save(original.replace(/copyright: '[^']*'/, "copyright: 'Copyright {year}, saved by rename'"));
    await expect(footer).toContainText('saved by rename');
    save(original.replace(/copyright: '[^']*'/, "copyright: 'Copyright {year}, saved twice'").replace(/hideableSidebar: \w+/, "hideableSidebar: 'yes'"));
    await expect(page.getByRole('complementary', { name: 'Content problems' })).toContainText('`hideableSidebar` expected boolean');
    await expect(footer).toContainText('saved by rename');
    expect(await stillMarked(page)).toBe(true);
  } finally {
    save(original);
  }
  await expect(footer).not.toContainText('saved');
});

/** Saves the project's `site.config.ts` the way many editors save (a new file renamed over it). */
function saveConfig(text: string) {
  const path = join(process.cwd(), 'site.config.ts');
  writeFileSync(`${path}.saving`, text);
  renameSync(`${path}.saving`, path);
}

/** Collects the page's policy violations (its own listener) and the console's policy messages. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  await page.addInitScript(() => {
    const store: string[] = [];
    Object.assign(window, { __csp: store });
    document.addEventListener('securitypolicyviolation', (event) => store.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`));
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) logged.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])), ...logged];
}

test("an image from another origin fails the check in the open page until site.config.ts allows it; then the page loads again and shows it, as a direct load and a client navigation do", async ({ page }) => {
  const original = readFileSync(join(process.cwd(), 'site.config.ts'), 'utf8');
  const image = `${standInOrigin}${EXTERNAL_IMAGE_PATH}`;
  const violations = await watchPolicy(page);
  const loaded = page.getByRole('img', { name: 'Stand-in image' });
  const naturalWidth = () => loaded.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));
  try {
    await open(page, '/guide/');
    edit('guide.mdx', (text) => `${text}\n![Stand-in image](${image})\n`);
    const problems = page.getByRole('complementary', { name: 'Content problems' });
    await expect(problems).toContainText(new RegExp(`guide\\.mdx:\\d+:1: the Markdown image !\\[Stand-in image\\]\\(…\\) loads ${image.replace(/\./g, '\\.')} from ${new URL(image).host}, which the page policy blocks \\(img-src\\)`));
    await expect(problems).toContainText(`externalResources: { images: ['${standInOrigin}'] }`);
    await expect(loaded).toHaveCount(0);

    // The open page loads again with the new policy (a browser keeps the one a page was loaded with).
    await markWindow(page);
    saveConfig(original.replace('  analytics: {', `  externalResources: { images: ['${standInOrigin}'] },\n  analytics: {`));
    await expect.poll(naturalWidth).toBe(40);
    expect(await stillMarked(page)).toBe(false);
    await expect(problems).toHaveCount(0);
    await settled(page);
    await open(page, '/guide/');
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain(`img-src 'self' data: ${standInOrigin}`);
    await expect.poll(naturalWidth).toBe(40);

    // The browser keeps the first page's policy across client navigations: the home page's allows the image too.
    await open(page, '/');
    await markWindow(page);
    await page.getByRole('link', { name: 'The guide' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide');
    await expect.poll(naturalWidth).toBe(40);
    expect(await stillMarked(page)).toBe(true);
    expect(await violations()).toEqual([]);
  } finally {
    saveConfig(original);
  }
});

test('a new file becomes a page and a sidebar entry', async ({ page }) => {
  await open(page, '/guide/');
  edit('brand-new.mdx', () => '---\ntitle: Brand new page\n---\n\nWritten while the dev server runs.\n');
  const link = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Brand new page' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByText('Written while the dev server runs.')).toBeVisible();
  await expect(page).toHaveURL(/\/brand-new\/$/);
});

test('editing a partial updates the pages that include it', async ({ page }) => {
  await open(page, '/');
  await markWindow(page);
  edit('partials/shared.mdx', (text) => text.replace('first version', 'edited partial'));
  await expect(page.getByText('Shared partial text, edited partial.')).toBeVisible();
  expect(await stillMarked(page)).toBe(true);
});

test('a page whose doc is deleted says so', async ({ page }) => {
  edit('brand-new.mdx', () => '---\ntitle: Soon gone\n---\n\nThis page will be deleted.\n');
  await expect.poll(async () => (await page.request.get('/brand-new/index.body.txt')).status()).toBe(200);
  await settled(page);
  await open(page, '/brand-new/');
  rmSync(join(dir, 'brand-new.mdx'));
  await expect(page.getByRole('alert').filter({ hasText: "This page's doc was deleted." })).toBeVisible();
});

test('navigation and search work through the dev server: the search index, Markdown copies and bodies are served', async ({ page, request }) => {
  await open(page, '/');
  await page.getByRole('link', { name: 'The guide' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide');
  // The dialog is a chunk of its own, loaded when first opened (dev's chunks must be served too).
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('combobox').fill('guide text');
  await expect(dialog.getByRole('listbox', { name: 'Search results' }).getByRole('group').first()).toHaveAccessibleName('Guide');
  expect((await request.get('/guide.md')).status()).toBe(200);
  expect((await request.get('/search-index/index.json')).status()).toBe(200);
  expect((await request.get('/nope/index.body.txt')).status()).toBe(404);
});

test('a path that is no page answers 404 with the not-found page, and a doc moved by its slug says where it went', async ({ page }) => {
  edit('moved-by-slug.mdx', () => '---\ntitle: Moved by slug\nslug: /elsewhere/moved\n---\n\nThis doc lives elsewhere.\n');
  await expect.poll(async () => (await page.request.get('/elsewhere/moved/index.body.txt')).status(), { timeout: 30_000 }).toBe(200);
  await settled(page);
  for (const path of ['/no-such-page/', '/moved-by-slug/']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  }
  await page.getByRole('link', { name: '/elsewhere/moved/' }).click();
  await expect(page.getByText('This doc lives elsewhere.')).toBeVisible();
});

test('a second npm run dev on the same port says so and leaves the running one alone', async ({ request }, info) => {
  const port = new URL(info.project.use.baseURL!).port;
  const frame = join('.generated', 'site.json');
  const written = statSync(frame).mtimeMs;
  const second = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/dev.ts', '--port', port], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, DOCS_CONTENT_DIR: dir, BASE_PATH: '' } });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain(`Port ${port} is in use`);
  expect(second.stderr).toContain(`npm run dev -- --port ${Number(port) + 1}`);
  expect(statSync(frame).mtimeMs, 'the frame of the running server is not rewritten').toBe(written);
  expect((await request.get('/')).status()).toBe(200);
});

