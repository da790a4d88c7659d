/**
 * Relevance on the evaluation set (`search-questions.json`): each question typed as a reader
 * would (the last word still a prefix), its first five results, and where the first page that
 * answers it stands. Reports top-1, top-5 and MRR@5 for the tuning part and the held-out part,
 * for the built-in engine over `out/search-index` (the same code the browser runs, from
 * `lib/search/engine-core.ts`) and for Pagefind 1.6 indexing the same pages' articles, installed
 * from the npm registry into a temporary folder on first use.
 *
 *   node --import tsx bench/search-relevance.ts [out] [--port 4003] [--pagefind-dir <tmp>/airy-bench-pagefind-1.6.0] [--json] [--misses]
 *
 * `--misses` lists the tuning part's misses; the held-out part is only ever reported in sum.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSearchCore } from '../lib/search/engine-core';
import { normalizeQuery } from '../lib/search/query';
// @ts-expect-error -- the benches' shared helpers are plain JavaScript without declarations.
import { launch, option, serve } from './lib.mjs';
import { readQuestions, type Question } from './search-questions';
import type { Page } from '@playwright/test';

const PAGEFIND_VERSION = '1.6.0';
/** Results looked at per question. */
const DEPTH = 5;
/** What our index leaves out of an article, left out for Pagefind too (`lib/search/read-page.ts`). */
const NOT_INDEXED = ['.hash-link', '.copy-button', '.admonition-icon', 'button', 'svg', 'script', 'style', 'template'];

/** Answers a query with the paths of its first results, best first. */
type Engine = (query: string) => Promise<string[]>;

export interface Scores {
  questions: number;
  top1: number;
  top5: number;
  mrr5: number;
}

/** The path of a result URL, without origin and anchor: `/concepts/kafka/`. */
function pathOf(url: string): string {
  return new URL(url, 'http://site').pathname;
}

/** Where the first page that answers `question` stands among `paths` (1-based), or 0. */
function rankOf(question: Question, paths: string[]): number {
  return paths.slice(0, DEPTH).findIndex((path) => question.pages.includes(pathOf(path))) + 1;
}

function scoresOf(ranks: number[]): Scores {
  const share = (count: number) => count / Math.max(ranks.length, 1);
  return {
    questions: ranks.length,
    top1: share(ranks.filter((rank) => rank === 1).length),
    top5: share(ranks.filter((rank) => rank > 0).length),
    mrr5: ranks.reduce((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / Math.max(ranks.length, 1),
  };
}

async function evaluate(engine: Engine, questions: Question[]) {
  const answers: { question: Question; rank: number; paths: string[] }[] = [];
  for (const question of questions) {
    const paths = await engine(normalizeQuery(question.query));
    answers.push({ question, rank: rankOf(question, paths), paths: paths.slice(0, DEPTH).map(pathOf) });
  }
  const part = (heldOut: boolean) => answers.filter((answer) => answer.question.heldOut === heldOut);
  return {
    tuning: scoresOf(part(false).map((answer) => answer.rank)),
    heldOut: scoresOf(part(true).map((answer) => answer.rank)),
    misses: part(false).filter((answer) => answer.rank !== 1),
  };
}

/** The built-in engine over `outDir`'s index, from Node. */
function ourEngine(outDir: string): Engine {
  const core = createSearchCore({
    load: async (name) => JSON.parse(readFileSync(join(outDir, 'search-index', name), 'utf8')),
    siteRoot: '/',
  });
  return async (query) => (await core.search(query, { count: DEPTH, maxSections: 3 })).hits.map((hit) => hit.url);
}

/** Installs Pagefind into `dir` unless it is there. */
function ensurePagefind(dir: string) {
  if (existsSync(join(dir, 'node_modules', 'pagefind', 'package.json'))) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', `pagefind@${PAGEFIND_VERSION}`], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm install of Pagefind ${PAGEFIND_VERSION} in ${dir} failed (exit ${result.status})`);
}

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFilesUnder(path) : name === 'index.html' ? [path] : [];
  });
}

/** Pagefind's index of the doc pages' articles in `outDir`, written into `siteDir/pagefind/`. */
async function indexWithPagefind(pagefindDir: string, outDir: string, siteDir: string): Promise<number> {
  const pagefind = await import(pathToFileURL(join(pagefindDir, 'node_modules', 'pagefind', 'lib', 'index.js')).href);
  const { index } = await pagefind.createIndex({ rootSelector: 'article.doc-article', excludeSelectors: NOT_INDEXED, forceLanguage: 'en' });
  let pages = 0;
  for (const file of htmlFilesUnder(outDir)) {
    const content = readFileSync(file, 'utf8');
    if (!content.includes('class="doc-article"')) continue;
    const folder = relative(outDir, dirname(file));
    const { errors } = await index.addHTMLFile({ url: folder ? `/${folder}/` : '/', content });
    if (errors.length) throw new Error(`Pagefind refused ${file}: ${errors.join('; ')}`);
    pages += 1;
  }
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Pagefind</title>');
  await index.writeFiles({ outputPath: join(siteDir, 'pagefind') });
  await pagefind.close();
  return pages;
}

/** Pagefind's own search, in Chromium, over the index in `siteDir`. */
async function withPagefind<T>(siteDir: string, port: number, use: (engine: Engine) => Promise<T>): Promise<T> {
  const server = await serve(siteDir, port);
  const browser = await launch();
  try {
    const page: Page = await browser.newPage();
    await page.goto(server.url);
    await page.evaluate(async () => {
      const module = await import('/pagefind/pagefind.js' as string);
      await module.init();
      (window as unknown as { pagefind: unknown }).pagefind = module;
    });
    return await use((query) =>
      page.evaluate(async ([text, depth]) => {
        type Result = { data: () => Promise<{ url: string }> };
        const found: { results: Result[] } = await (window as unknown as { pagefind: { search: (q: string) => Promise<{ results: Result[] }> } }).pagefind.search(text);
        return Promise.all(found.results.slice(0, depth).map(async (result) => (await result.data()).url));
      }, [query, DEPTH] as const),
    );
  } finally {
    await browser.close();
    server.stop();
  }
}

/** Both engines on the whole set. */
export async function measureRelevance(outDir: string, { port, pagefindDir }: { port: number; pagefindDir: string }) {
  const questions = readQuestions();
  const ours = await evaluate(ourEngine(outDir), questions);
  ensurePagefind(pagefindDir);
  const siteDir = join(tmpdir(), `airy-bench-pagefind-site-${process.pid}`);
  const pagefindPages = await indexWithPagefind(pagefindDir, outDir, siteDir);
  try {
    const pagefind = await withPagefind(siteDir, port, (engine) => evaluate(engine, questions));
    return { questions: questions.length, heldOut: questions.filter((question) => question.heldOut).length, ours, pagefind: { ...pagefind, version: PAGEFIND_VERSION, pages: pagefindPages } };
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
}

const percent = (value: number) => `${(value * 100).toFixed(0)}%`;

/** The table of both engines and both parts. */
export function relevanceTable(result: Awaited<ReturnType<typeof measureRelevance>>): string {
  const row = (name: string, scores: Scores) => `| ${name} | ${percent(scores.top1)} | ${percent(scores.top5)} | ${scores.mrr5.toFixed(3)} |`;
  return [
    '| Engine, part (questions) | top-1 | top-5 | MRR@5 |',
    '| --- | --- | --- | --- |',
    row(`Ours, tuning (${result.ours.tuning.questions})`, result.ours.tuning),
    row(`Pagefind ${result.pagefind.version}, tuning (${result.pagefind.tuning.questions})`, result.pagefind.tuning),
    row(`Ours, held out (${result.ours.heldOut.questions})`, result.ours.heldOut),
    row(`Pagefind ${result.pagefind.version}, held out (${result.pagefind.heldOut.questions})`, result.pagefind.heldOut),
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const outDir = resolve(args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ?? 'out');
  const port = Number(option('port', 4003));
  const pagefindDir = resolve(option('pagefind-dir', join(tmpdir(), `airy-bench-pagefind-${PAGEFIND_VERSION}`)));
  const result = await measureRelevance(outDir, { port, pagefindDir });
  const { misses: ourMisses, ...ours } = result.ours;
  const { misses: pagefindMisses, ...pagefind } = result.pagefind;
  if (args.includes('--json')) {
    console.log(JSON.stringify({ ...result, ours, pagefind }, null, 2));
    return;
  }
  console.log(`Relevance: ${result.questions} questions (${result.heldOut} held out), ${outDir}`);
  console.log(relevanceTable(result));
  if (args.includes('--misses')) {
    for (const [name, misses] of [['ours', ourMisses], ['Pagefind', pagefindMisses]] as const) {
      console.log(`\nNot first (${name}, tuning part):`);
      for (const miss of misses) console.log(`  ${miss.rank || '-'}  "${miss.question.query}" → ${miss.question.pages.join(', ')}   got ${miss.paths.join(' ')}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
