/**
 * A second `npm run dev` (`lib/dev/replay.ts`): the first start keeps Next's page and the static
 * files it loads; the second, with Next's inputs unchanged, answers that page from them before Next
 * has compiled anything, finished afresh (a body edited while dev was stopped shows), and the page
 * hydrates and takes edits in Chromium. Once Next has compiled, the live page is the kept one but
 * for Next's request id and React's debug timings (assumption `dev-replayable`). A change to Next's inputs (here the frame, by
 * a title; or a doc's first paragraph, when it is the doc's description) answers nothing from the copy,
 * and a title changed while dev runs has the pages kept again under the new frame.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser } from '@playwright/test';
import { DEV_REPLAYED_HEADER as REPLAYED_HEADER } from '../../lib/constants';
import { NEXT_ASSUMPTIONS, readInlineFlight } from '../../lib/next-contract';
import { CHROMIUM } from '../chromium';
import { devSettled, startDev, type DevProcess } from './dev-process';

const ROUTE = '/guide/';
let contentDir = '';
let dev: DevProcess | null = null;
let browser: Browser | null = null;

before(() => {
  contentDir = mkdtempSync(join(tmpdir(), 'dev-replay-'));
  cpSync('tests/fixtures/dev-site', contentDir, { recursive: true });
  rmSync(join('.cache', 'dev-replay'), { recursive: true, force: true });
});

after(async () => {
  await dev?.stop();
  await browser?.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const guide = () => join(contentDir, 'guide.mdx');
const editGuide = (from: string, to: string) => writeFileSync(guide(), readFileSync(guide(), 'utf8').replace(from, to));

/** The first answer of 200 for `path`, asked for every 50 ms from the start. */
async function firstAnswer(origin: string, path: string): Promise<Response> {
  for (let tries = 0; tries < 1200; tries += 1) {
    const answer = await fetch(`${origin}${path}`).catch(() => null);
    if (answer?.ok) return answer;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${path} was not served within 60 s`);
}

/**
 * A page as two answers of it can be compared: its markup, and its Flight data's rows in order
 * (React writes them as each part of the page resolves, in an order that differs from one render
 * to the next), without what differs between two renders of the same page: Next's request id,
 * React's debug timings, and the content version the dev server writes in (with its script's hash
 * in the policy).
 */
function comparable(html: string): string {
  const flight = readInlineFlight(html, ROUTE);
  const markup = flight.scripts.reduceRight((text, script) => text.slice(0, script.start) + text.slice(script.end), html);
  const rows = flight.text
    .replace(/^:N[\d.]+$/gm, ':N…')
    .replace(/"time":[\d.]+/g, '"time":…')
    .split('\n')
    .sort();
  return [
    markup
      .replace(/self\.__next_r="[^"]*"/, 'self.__next_r="…"')
      .replace(/seen:\d+/, 'seen:…')
      .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, ''),
    ...rows,
  ].join('\n');
}

let kept = '';

test("a first start keeps Next's page; a second start with the same inputs answers it before Next compiled, with a body saved while dev was stopped", async () => {
  dev = await startDev(contentDir);
  const first = await firstAnswer(dev.origin, ROUTE);
  assert.equal(first.headers.get(REPLAYED_HEADER), null, 'a first start has nothing to replay');
  await devSettled(dev.origin);
  await dev.stop();

  editGuide('Do this, then that.', 'Saved while dev was stopped.');
  dev = await startDev(contentDir, { settle: false });
  const second = await firstAnswer(dev.origin, ROUTE);
  assert.equal(second.headers.get(REPLAYED_HEADER), '1', 'the page came from the copy');
  kept = await second.text();
  assert.match(kept, /Saved while dev was stopped\./);
  assert.match(kept, /data-scripts=/, 'finished as every dev page is');
});

test('the replayed page hydrates from the kept files and shows an edit in place', async () => {
  browser = await chromium.launch(CHROMIUM);
  const page = await browser.newPage();
  await page.goto(`${dev!.origin}${ROUTE}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  editGuide('Saved while dev was stopped.', 'Edited in the replayed page.');
  await page.getByText('Edited in the replayed page.').waitFor({ timeout: 15_000 });
  assert.equal(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), true, 'shown without a reload');
});

test(`${NEXT_ASSUMPTIONS.devReplayable.name}: once Next has compiled, its page is the kept one but for its request id and React's debug timings`, async () => {
  await devSettled(dev!.origin);
  const live = await firstAnswer(dev!.origin, ROUTE);
  assert.equal(live.headers.get(REPLAYED_HEADER), null, 'Next answers once it serves pages');
  const html = (await live.text()).replace('Edited in the replayed page.', 'Saved while dev was stopped.');
  const [now, before] = [comparable(html), comparable(kept)];
  let at = 0;
  while (at < now.length && now[at] === before[at]) at += 1;
  assert.ok(now === before, `the pages differ at ${at}:\n  live: ${now.slice(at - 80, at + 120)}\n  kept: ${before.slice(at - 80, at + 120)}`);
});

test('a title changed while dev was stopped changes the frame: the page waits for Next', async () => {
  await dev!.stop();
  writeFileSync(guide(), readFileSync(guide(), 'utf8').replace('title: Guide', 'title: Guide, renamed'));
  dev = await startDev(contentDir, { settle: false });
  const answer = await firstAnswer(dev.origin, ROUTE);
  assert.equal(answer.headers.get(REPLAYED_HEADER), null);
  assert.match(await answer.text(), /<h1[^>]*>Guide, renamed<\/h1>/);
});

test('a title changed while dev runs: once Next serves the new frame, its pages are kept again, and the next start answers them', async () => {
  await devSettled(dev!.origin);
  writeFileSync(guide(), readFileSync(guide(), 'utf8').replace('title: Guide, renamed', 'title: Guide, renamed while running'));
  await devSettled(dev!.origin, 2);
  await dev!.stop();
  dev = await startDev(contentDir, { settle: false });
  const answer = await firstAnswer(dev.origin, ROUTE);
  assert.equal(answer.headers.get(REPLAYED_HEADER), '1');
  assert.match(await answer.text(), /<h1[^>]*>Guide, renamed while running<\/h1>/);
});
