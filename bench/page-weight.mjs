#!/usr/bin/env node
/**
 * Page weight: what a first visit downloads (HTML, CSS, JS; raw and gzip) on the measured pages,
 * what the page then fetches ahead while idle, and the size of the whole export. Compares with the
 * budgets below and exits 1 when one is exceeded.
 *
 *   node bench/page-weight.mjs [--dir out] [--base /] [--port 3400] [--json bench/results/page-weight.json]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { folderSize, gzipSize, kb, launch, option, scriptsStarted, serve } from './lib.mjs';

/** Budgets in bytes, gzip (issues 2, 3 and 11). */
export const BUDGETS = { js: 150 * 1024, html: 15 * 1024, css: 15 * 1024, prefetch: 50 * 1024 };
const PAGES = ['', 'api/endpoints/conversations/', 'getting-started/installation/helm/'];
/** How long the page may sit idle after load while prefetching is measured. */
const IDLE_MS = 3000;

const dir = option('dir', 'out');
const base = option('base', '/');
const port = Number(option('port', 3400));
const jsonPath = option('json', 'bench/results/page-weight.json');

function kindOf(response) {
  const type = response.request().resourceType();
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  if (response.url().includes('.txt')) return 'payload';
  return type;
}

async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const first = {};
  const idle = {};
  let loaded = false;
  const pending = [];
  page.on('response', (response) => {
    const bucket = loaded ? idle : first;
    pending.push(
      response
        .body()
        .then((body) => {
          const kind = kindOf(response);
          bucket[kind] ??= { raw: 0, gzip: 0, files: 0 };
          bucket[kind].raw += body.length;
          bucket[kind].gzip += gzipSize(body);
          bucket[kind].files += 1;
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await scriptsStarted(page);
  await page.waitForLoadState('networkidle');
  loaded = true;
  await page.waitForTimeout(IDLE_MS);
  await Promise.all(pending);
  await context.close();
  return { first, idle };
}

const server = await serve(dir, port, base);
const browser = await launch();
const results = [];
try {
  for (const path of PAGES) results.push({ page: `${base}${path}`, ...(await measure(browser, server.url + path)) });
} finally {
  await browser.close();
  server.stop();
}

const size = folderSize(dir);
const pages = Number((await import('node:fs')).readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('index.html')).length);
const failures = [];
const rows = results.map(({ page, first, idle }) => {
  const value = (kind) => first[kind]?.gzip ?? 0;
  // Everything fetched ahead of a click: page payloads and bodies (`.txt`), whenever they came.
  const prefetch = (first.payload?.gzip ?? 0) + (idle.payload?.gzip ?? 0);
  for (const [key, actual] of [['js', value('js')], ['html', value('html')], ['css', value('css')], ['prefetch', prefetch]]) {
    if (actual > BUDGETS[key]) failures.push(`${page}: ${key} ${kb(actual)} > budget ${kb(BUDGETS[key])}`);
  }
  return {
    page,
    html: value('html'),
    css: value('css'),
    js: value('js'),
    jsRaw: first.js?.raw ?? 0,
    jsFiles: first.js?.files ?? 0,
    lazyJs: idle.js?.gzip ?? 0,
    prefetch,
  };
});

console.log(`Page weight of ${dir} (gzip level 6; budgets: JS ${kb(BUDGETS.js)}, HTML ${kb(BUDGETS.html)}, CSS ${kb(BUDGETS.css)}, idle prefetch ${kb(BUDGETS.prefetch)})`);
console.log('page | HTML | CSS | JS until idle (raw, files) | JS loaded later (zoom) | prefetched pages');
for (const row of rows) {
  console.log(
    `${row.page} | ${kb(row.html)} | ${kb(row.css)} | ${kb(row.js)} (${kb(row.jsRaw)}, ${row.jsFiles}) | ${kb(row.lazyJs)} | ${kb(row.prefetch)}`,
  );
}
console.log(`out/: ${(size.bytes / 1024 / 1024).toFixed(1)} MB in ${size.files} files, ${pages} pages, ${kb(size.bytes / Math.max(pages, 1))} per page`);
mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, JSON.stringify({ date: new Date().toISOString(), dir, rows, out: { ...size, pages }, budgets: BUDGETS, failures }, null, 2));
if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All page-weight budgets met.');
