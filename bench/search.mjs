#!/usr/bin/env node
/**
 * Search bench on a built site: index size on disk, bytes downloaded for a first query (split
 * into search code, the index manifest, shards and page records, gzip-compressed as a host
 * would send them), and time from keystroke to rendered results in Chromium, cold and warm.
 *
 *   node bench/search.mjs [out] [--base /docs/core/] [--page /cli/usage/] [--query kafka] [--port 3410] [--json] [--verbose]
 *
 * Budget (issue 5): a first query downloads at most 150 KB gzip at 10,000 pages. Writes
 * `bench/results/search.json` and exits 1 when over budget.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSize, kb, launch, option, serve } from './lib.mjs';

const BUDGET_FIRST_QUERY_KB = 150;
/** Queries typed one key at a time after the first, for the warm keystroke→results times. */
const WARM_QUERIES = ['helm upgrade', 'webhook', 'conversations.list', 'chat plugin', 'consumer group'];

const args = process.argv.slice(2);
const outDir = resolve(args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ?? 'out');
const base = `/${option('base', '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const firstQuery = option('query', 'kafka');
const startPage = option('page', '');
const port = Number(option('port', 3410));

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function indexOnDisk() {
  const files = filesUnder(join(outDir, 'search-index'));
  const sum = (filter) => files.filter(filter).reduce((total, file) => total + statSync(file).size, 0);
  return {
    files: files.length,
    bytes: sum(() => true),
    shards: files.filter((file) => /\/s\d+\.json$/.test(file)).length,
    pageRecords: files.filter((file) => /\/p\d+\.json$/.test(file)).length,
    manifestBytes: sum((file) => file.endsWith('/index.json')),
  };
}

/** gzip size as a host would send it. */
function wireBytes(body) {
  return Math.min(body.length, gzipSize(body));
}

function kind(url) {
  const { pathname } = new URL(url);
  if (pathname.endsWith('/search-index/index.json')) return 'manifest';
  if (/\/search-index\/.*\/s\d+\.json$/.test(pathname)) return 'shards';
  if (/\/search-index\/.*\/p\d+\.json$/.test(pathname)) return 'pages';
  return 'search code';
}

/** Types the last key of `query` and answers the ms until the dialog shows its results. */
async function keystrokeToResults(page, query) {
  const input = page.getByRole('dialog').getByRole('combobox');
  await input.fill(query.slice(0, -1));
  if (query.length > 1) await page.locator(`[data-results-for="${query.slice(0, -1).trim()}"]`).waitFor();
  await page.evaluate((expected) => {
    const body = document.querySelector('.search-dialog-body');
    window.__searchTiming = new Promise((done) => {
      let start = 0;
      document.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (body.getAttribute('data-results-for') === expected) {
          observer.disconnect();
          requestAnimationFrame(() => done(performance.now() - start));
        }
      }).observe(body, { attributes: true, attributeFilter: ['data-results-for'] });
    });
  }, query.trim());
  await page.keyboard.press(query.slice(-1));
  return page.evaluate(() => window.__searchTiming);
}

async function main() {
  const disk = indexOnDisk();
  const server = await serve(outDir, port, base);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}${startPage.replace(/^\//, '')}`);
    await page.waitForLoadState('networkidle');
    const downloads = [];
    page.on('response', async (response) => {
      try {
        downloads.push({ url: response.url(), bytes: wireBytes(await response.body()) });
      } catch {
        // Redirects and aborted requests have no body.
      }
    });
    const started = Date.now();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').fill(firstQuery);
    await page.locator(`[data-results-for="${firstQuery}"]`).waitFor();
    const coldMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const first = [...downloads];
    const byKind = {};
    for (const { url, bytes } of first) byKind[kind(url)] = (byKind[kind(url)] ?? 0) + bytes;
    if (args.includes('--verbose')) for (const { url, bytes } of first) console.log(`  ${String(bytes).padStart(7)} ${new URL(url).pathname}`);
    const firstQueryBytes = first.reduce((total, entry) => total + entry.bytes, 0);

    const warm = [];
    for (const query of WARM_QUERIES) warm.push(await keystrokeToResults(page, query));
    warm.sort((a, b) => a - b);

    const result = {
      out: outDir,
      pages: JSON.parse(await (await fetch(`${server.url}search-index/index.json`)).text()).pages,
      indexOnDisk: disk,
      firstQuery: { query: firstQuery, requests: first.length, gzipBytes: firstQueryBytes, byKind, openToResultsMs: coldMs },
      keystrokeToResultsMs: { median: warm[Math.floor(warm.length / 2)], max: warm[warm.length - 1], samples: warm },
      budget: { firstQueryKB: BUDGET_FIRST_QUERY_KB, ok: firstQueryBytes / 1024 <= BUDGET_FIRST_QUERY_KB },
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/search.json', `${JSON.stringify(result, null, 2)}\n`);
    if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
    else {
      console.log(`Search bench: ${outDir} (${result.pages} pages)`);
      console.log(`  index on disk        ${kb(disk.bytes)} in ${disk.files} files (${disk.shards} shards, ${disk.pageRecords} page records, manifest ${kb(disk.manifestBytes)})`);
      console.log(`  first query "${firstQuery}"  ${kb(firstQueryBytes)} gzip in ${first.length} requests (${Object.entries(byKind).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}), open→results ${coldMs} ms`);
      console.log(`  keystroke→results    median ${result.keystrokeToResultsMs.median.toFixed(0)} ms, max ${result.keystrokeToResultsMs.max.toFixed(0)} ms (${WARM_QUERIES.length} queries, warm)`);
      console.log(`  budget               first query ≤ ${BUDGET_FIRST_QUERY_KB} KB gzip: ${result.budget.ok ? 'ok' : 'OVER'}`);
    }
    process.exitCode = result.budget.ok ? 0 : 1;
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
