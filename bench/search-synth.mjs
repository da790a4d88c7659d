#!/usr/bin/env node
/**
 * A synthetic large site for the search bench, until `bench/synth` builds one from content:
 * copies a built site and adds N doc pages, each a real doc page's HTML with a generated title
 * and body (about 700 words drawn from the site's own vocabulary plus a long tail of rare
 * terms), then runs the build's search-index step on the copy.
 *
 *   node --import tsx bench/search-synth.mjs [--from out] [--into /tmp/search-synth] [--pages 10000]
 *   node bench/search.mjs /tmp/search-synth
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSearchIndex } from '../lib/postbuild/search-index.ts';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const from = resolve(option('from', 'out'));
const into = resolve(option('into', '/tmp/search-synth'));
const pages = Number(option('pages', 10_000));
const TEMPLATE = 'api/webhook/index.html';
const RARE_TERMS = 20_000;

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
/** Skewed pick: early entries (common words) far more often than late ones. */
const pick = (list) => list[Math.floor(list.length * random() ** 2)];

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '_next' || name === 'pagefind') return [];
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

const vocabulary = [
  ...new Set(
    htmlFiles(from).flatMap((file) => {
      const body = readFileSync(file, 'utf8').split('data-pagefind-body')[2] ?? '';
      return body.replace(/<[^>]*>/g, ' ').toLowerCase().match(/[a-z]{3,}/g) ?? [];
    }),
  ),
];
const rare = Array.from({ length: RARE_TERMS }, (_, index) => `term${index.toString(36)}`);
const sentence = () => `${Array.from({ length: 8 + Math.floor(random() * 12) }, () => (random() < 0.1 ? pick(rare) : pick(vocabulary))).join(' ')}.`;

rmSync(into, { recursive: true, force: true });
cpSync(from, into, { recursive: true, filter: (path) => !path.endsWith('/pagefind') });
const template = readFileSync(join(from, TEMPLATE), 'utf8');
const start = template.indexOf('<header data-pagefind-body');
const end = template.indexOf('</article>', start);
if (start < 0 || end < 0) throw new Error(`${TEMPLATE} has no marked doc body to replace`);

for (let page = 0; page < pages; page++) {
  let body = `<header data-pagefind-body="true"><h1>Synthetic ${pick(vocabulary)} ${page}</h1></header><div class="markdown" data-pagefind-body="true">`;
  for (let section = 0; section < 4; section++) {
    body += `<h2 id="section-${section}">${pick(vocabulary)} ${pick(vocabulary)}</h2>`;
    for (let paragraph = 0; paragraph < 3; paragraph++) body += `<p>${Array.from({ length: 4 }, sentence).join(' ')}</p>`;
  }
  const dir = join(into, 'synthetic', String(Math.floor(page / 100)), `page-${page}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `${template.slice(0, start)}${body}</div>${template.slice(end)}`);
}

const started = Date.now();
const result = await buildSearchIndex(into, 'en');
console.log(`${into}: ${result.pageCount} pages indexed in ${((Date.now() - started) / 1000).toFixed(0)} s, index ${(result.bytes / 1024 / 1024).toFixed(1)} MB`);
