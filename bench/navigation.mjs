#!/usr/bin/env node
/**
 * Client navigation speed: time from a click on an internal link to the new page's h1, for 10
 * pairs of pages, once after the target was prefetched (hover) and once cold. Reports medians.
 *
 *   node bench/navigation.mjs [--dir out] [--json bench/results/navigation.json]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { launch, option, scriptsStarted, serve } from './lib.mjs';

const PAIRS = [
  ['cli/introduction/', 'Usage'],
  ['cli/usage/', 'Quickstart'],
  ['getting-started/quickstart/', 'Upgrade'],
  ['getting-started/upgrade/', 'Troubleshooting'],
  ['getting-started/troubleshooting/', 'Glossary'],
  ['getting-started/glossary/', 'Components'],
  ['getting-started/components/', 'Introduction'],
  ['getting-started/installation/helm/', 'Configuration'],
  ['getting-started/installation/configuration/', 'Security'],
  ['getting-started/installation/security/', 'Minikube'],
];
const dir = option('dir', 'out');
const jsonPath = option('json', 'bench/results/navigation.json');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Clicks a sidebar link and measures, inside the page, from the click event to the new h1. */
async function timeClick(page, linkName, prefetch) {
  const link = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: linkName, exact: true }).first();
  if (prefetch) {
    await link.hover();
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => {
    const state = { clicked: 0, shown: 0 };
    window.__navTiming = state;
    const before = document.querySelector('main h1')?.textContent;
    document.addEventListener('click', () => (state.clicked = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('main h1');
      if (state.clicked && h1 && h1.textContent !== before) {
        state.shown = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await link.click();
  await page.waitForFunction(() => window.__navTiming.shown > 0);
  return page.evaluate(() => window.__navTiming.shown - window.__navTiming.clicked);
}

const server = await serve(dir, Number(option('port', 3600)));
const browser = await launch();
const results = { prefetched: [], cold: [] };
try {
  for (const prefetch of [true, false]) {
    for (const [from, linkName] of PAIRS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      if (!prefetch) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      await page.goto(server.url + from, { waitUntil: 'networkidle' });
      await scriptsStarted(page);
      results[prefetch ? 'prefetched' : 'cold'].push(await timeClick(page, linkName, prefetch));
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
const summary = {
  prefetchedMedianMs: median(results.prefetched),
  coldMedianMs: median(results.cold),
  prefetched: results.prefetched.map(Math.round),
  cold: results.cold.map(Math.round),
};
console.log(`Click to new h1 (10 pairs): prefetched median ${summary.prefetchedMedianMs.toFixed(0)} ms, not prefetched median ${summary.coldMedianMs.toFixed(0)} ms (goal: prefetched < 100 ms)`);
mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, JSON.stringify({ date: new Date().toISOString(), ...summary }, null, 2));
