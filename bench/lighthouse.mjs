#!/usr/bin/env node
/**
 * Lighthouse (mobile preset) on the measured pages, 3 runs each: the median of the four category
 * scores and of FCP, LCP, TBT and CLS. Accessibility, best practices and SEO must be 100 (they do
 * not depend on machine speed; the script exits 1 otherwise); performance and timings are reported.
 *
 *   node bench/lighthouse.mjs [--dir out] [--base /] [--runs 3] [--pages a/,b/] [--json bench/results/lighthouse.json]
 *
 * `--pages` takes paths under the base, comma-separated (an empty string is the home page).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, option, serve } from './lib.mjs';

const SITE_PAGES = ['', 'api/endpoints/conversations/', 'getting-started/installation/helm/'];
const ENFORCED = ['accessibility', 'best-practices', 'seo'];
const dir = option('dir', 'out');
const runs = Number(option('runs', 3));
const jsonPath = option('json', 'bench/results/lighthouse.json');
const pages = option('pages')?.split(',') ?? SITE_PAGES;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await serve(dir, Number(option('port', 3500)), option('base', '/'));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM.executablePath, chromeFlags: ['--headless=new', ...CHROMIUM.args] });
const rows = [];
try {
  for (const path of pages) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      samples.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        'best-practices': categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    }
    const row = { page: `${option('base', '/')}${path}` };
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo', 'fcp', 'lcp', 'tbt', 'cls']) {
      row[key] = median(samples.map((sample) => sample[key]));
    }
    row.failing = [...new Set(samples.flatMap((sample) => sample.failing))];
    rows.push(row);
    console.log(
      `${row.page}: perf ${row.performance} a11y ${row.accessibility} bp ${row['best-practices']} seo ${row.seo} | FCP ${Math.round(row.fcp)} ms LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms CLS ${row.cls.toFixed(3)}${row.failing.length ? ` | failing: ${row.failing.join(', ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}
mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2));
const failures = rows.flatMap((row) => ENFORCED.filter((key) => row[key] < 100).map((key) => `${row.page}: ${key} ${row[key]} < 100`));
if (failures.length) {
  console.error(`Below target:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Accessibility, best practices and SEO are 100 on every measured page.');
