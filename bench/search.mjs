#!/usr/bin/env node
/**
 * Search bench on a built site: index size on disk, bytes downloaded for a first query (split
 * into search code, the index manifest, shards, word lists and page records, gzip-compressed as
 * a host would send them), the same for a misspelt first query (which loads word lists), the
 * word lists' size per thousand words, time from keystroke to rendered results in Chromium,
 * cold and warm, and the relevance on the evaluation set beside Pagefind
 * (`search-relevance.ts`, skipped with `--no-relevance`).
 *
 *   node bench/search.mjs [out] [--base /docs/core/] [--page /cli/usage/] [--query kafka] [--typo-query webhok] [--port 3410] [--json] [--verbose] [--no-relevance]
 *
 * Budget (issue 5): a first query downloads at most 150 KB gzip at 10,000 pages, misspelt or
 * not. Writes `bench/results/search.json` and exits 1 when over budget.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSize, kb, launch, option, serve } from './lib.mjs';

const BUDGET_FIRST_QUERY_KB = 150;
/**
 * Keystroke → results at 10,000 pages before typo tolerance (median of the warm queries, 147 ms on
 * 2026-11-28 at 00e1833, bench/README.md) plus the 20 ms issue 38 allows. Reported, not enforced:
 * this machine's speed varies 2–3× between days, so compare runs of one hour.
 */
const BUDGET_KEYSTROKE_MS = 147 + 20;
/** Queries typed one key at a time after the first, for the warm keystroke→results times. */
const WARM_QUERIES = ['helm upgrade', 'webhook', 'conversations.list', 'chat plugin', 'consumer group'];
/**
 * The same for misspelt queries, whose last key finds a word to correct. Each has a consonant pair
 * the synthetic pages' made-up words never have (`bench/search-synth.mjs`), so it stays misspelt there.
 */
const TYPO_QUERIES = ['webhok', 'helm upgarde', 'configuraton', 'promethues', 'instagarm'];

const args = process.argv.slice(2);
const outDir = resolve(args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ?? 'out');
const base = `/${option('base', '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const firstQuery = option('query', 'kafka');
const typoQuery = option('typo-query', 'webhok');
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
    wordLists: wordListsOnDisk(files.filter((file) => /\/w\d+\.json$/.test(file))),
  };
}

/** The word lists of corrections: how many words, and their gzip size per thousand words. */
function wordListsOnDisk(files) {
  let words = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const body = readFileSync(file);
    words += JSON.parse(body.toString()).length;
    gzipBytes += wireBytes(body);
  }
  return { lists: files.length, words, gzipBytes, gzipBytesPerThousandWords: Math.round((gzipBytes / Math.max(words, 1)) * 1000) };
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
  if (/\/search-index\/.*\/w\d+\.json$/.test(pathname)) return 'word lists';
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

/** A first query in a fresh page: what it downloads, by kind, and the ms from opening search to its results. */
async function coldQuery(browser, url, query) {
  const page = await browser.newPage();
  await page.goto(url);
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
  await page.getByRole('dialog').getByRole('combobox').fill(query);
  await page.locator(`[data-results-for="${query}"]`).waitFor();
  const openToResultsMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const byKind = {};
  for (const { url: file, bytes } of downloads) byKind[kind(file)] = (byKind[kind(file)] ?? 0) + bytes;
  if (args.includes('--verbose')) for (const { url: file, bytes } of downloads) console.log(`  ${String(bytes).padStart(7)} ${new URL(file).pathname}`);
  return { page, query, requests: downloads.length, gzipBytes: downloads.reduce((total, entry) => total + entry.bytes, 0), byKind, openToResultsMs };
}

/** Median and max of keystroke→results times for `queries`, typed in `page`'s open dialog. */
async function keystrokeTimes(page, queries) {
  const samples = [];
  for (const query of queries) samples.push(await keystrokeToResults(page, query));
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], max: samples[samples.length - 1], samples };
}

/** The relevance bench in a process of its own (it runs the TypeScript engine through tsx). */
function relevance() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/search-relevance.ts', outDir, '--port', String(port + 1), '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) throw new Error(`bench/search-relevance.ts failed (exit ${run.status})`);
  return JSON.parse(run.stdout);
}

const describe = (first) => `${kb(first.gzipBytes)} gzip in ${first.requests} requests (${Object.entries(first.byKind).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}), open→results ${first.openToResultsMs} ms`;
const percent = (value) => `${(value * 100).toFixed(0)}%`;
const scores = (part) => `top-1 ${percent(part.top1)}, top-5 ${percent(part.top5)}, MRR@5 ${part.mrr5.toFixed(3)}`;

async function main() {
  const disk = indexOnDisk();
  const server = await serve(outDir, port, base);
  const browser = await launch();
  try {
    const url = `${server.url}${startPage.replace(/^\//, '')}`;
    const { page, ...first } = await coldQuery(browser, url, firstQuery);
    const warm = await keystrokeTimes(page, WARM_QUERIES);
    const { page: typoPage, ...typoFirst } = await coldQuery(browser, url, typoQuery);
    const typo = await keystrokeTimes(typoPage, TYPO_QUERIES);
    const over = [first, typoFirst].some((query) => query.gzipBytes / 1024 > BUDGET_FIRST_QUERY_KB);
    const result = {
      out: outDir,
      pages: JSON.parse(await (await fetch(`${server.url}search-index/index.json`)).text()).pages,
      indexOnDisk: disk,
      firstQuery: first,
      misspeltFirstQuery: typoFirst,
      keystrokeToResultsMs: warm,
      misspeltKeystrokeToResultsMs: typo,
      budget: { firstQueryKB: BUDGET_FIRST_QUERY_KB, ok: !over, keystrokeMs: BUDGET_KEYSTROKE_MS, keystrokeOk: warm.median <= BUDGET_KEYSTROKE_MS },
      relevance: args.includes('--no-relevance') ? null : relevance(),
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/search.json', `${JSON.stringify(result, null, 2)}\n`);
    if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
    else {
      const lists = disk.wordLists;
      console.log(`Search bench: ${outDir} (${result.pages} pages)`);
      console.log(`  index on disk        ${kb(disk.bytes)} in ${disk.files} files (${disk.shards} shards, ${disk.pageRecords} page records, ${lists.lists} word lists, manifest ${kb(disk.manifestBytes)})`);
      console.log(`  word lists           ${lists.words} words, ${kb(lists.gzipBytes)} gzip in all, ${kb(lists.gzipBytesPerThousandWords)} per thousand words`);
      console.log(`  first query "${firstQuery}"  ${describe(first)}`);
      console.log(`  first query "${typoQuery}"  ${describe(typoFirst)}`);
      console.log(`  keystroke→results    median ${warm.median.toFixed(0)} ms, max ${warm.max.toFixed(0)} ms (${WARM_QUERIES.length} queries, warm)`);
      console.log(`  … misspelt           median ${typo.median.toFixed(0)} ms, max ${typo.max.toFixed(0)} ms (${TYPO_QUERIES.join(', ')})`);
      console.log(`  budget               first query ≤ ${BUDGET_FIRST_QUERY_KB} KB gzip: ${over ? 'OVER' : 'ok'}; keystroke→results median ≤ ${BUDGET_KEYSTROKE_MS} ms at 10,000 pages: ${result.budget.keystrokeOk ? 'ok' : 'over'}`);
      if (result.relevance) {
        const { ours, pagefind } = result.relevance;
        console.log(`  relevance            ${result.relevance.questions} questions (bench/search-questions.json), ${result.relevance.heldOut} held out`);
        console.log(`    ours, tuning       ${scores(ours.tuning)}`);
        console.log(`    ours, held out     ${scores(ours.heldOut)}`);
        console.log(`    Pagefind ${pagefind.version}, tuning    ${scores(pagefind.tuning)}`);
        console.log(`    Pagefind ${pagefind.version}, held out  ${scores(pagefind.heldOut)}`);
      }
    }
    process.exitCode = over ? 1 : 0;
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
