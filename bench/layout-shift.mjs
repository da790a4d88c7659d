#!/usr/bin/env node
/**
 * Layout shift while pages load, on a desktop and a phone window, with the CPU slowed four times
 * so the browser paints long pages before it has parsed them (as a slow laptop or phone does).
 * Lighthouse's mobile run covers only the phone layout; the desktop columns (sidebar, table of
 * contents) are measured here. Reports, per page and window, the largest sum of unexpected
 * shifts over the runs, from navigation until a second after the scripts have started.
 *
 *   node bench/layout-shift.mjs [--dir out] [--runs 3] [--json bench/results/layout-shift.json]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { launch, option, scriptsStarted, serve } from './lib.mjs';

const PAGES = ['', 'api/endpoints/conversations/', 'getting-started/installation/helm/', 'cli/usage/', 'search/?q=kafka'];
const WINDOWS = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 390, height: 844 },
};
const CPU_SLOWDOWN = 4;
const dir = option('dir', 'out');
const runs = Number(option('runs', 3));
const jsonPath = option('json', 'bench/results/layout-shift.json');

/** Sums the page's layout shifts not caused by input, from navigation until a second after hydration. */
async function shiftOf(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await scriptsStarted(page);
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(() => window.__shift);
  await context.close();
  return shift;
}

const server = await serve(dir, Number(option('port', 3610)));
const browser = await launch();
const results = [];
try {
  for (const path of PAGES) {
    const row = { page: `/${path}` };
    for (const [name, viewport] of Object.entries(WINDOWS)) {
      const shifts = [];
      for (let run = 0; run < runs; run++) shifts.push(await shiftOf(browser, server.url + path, viewport));
      row[name] = Math.max(...shifts);
    }
    results.push(row);
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(`Layout shift while loading (CPU ×${CPU_SLOWDOWN}, worst of ${runs} runs; goal 0)`);
console.log('page | desktop 1280×720 | phone 390×844');
for (const row of results) console.log(`${row.page} | ${row.desktop.toFixed(3)} | ${row.phone.toFixed(3)}`);
mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, JSON.stringify({ date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, runs, results }, null, 2));
