#!/usr/bin/env node
/**
 * A synthetic large site for the search bench, in seconds where a `bench/synth` build of 10,000
 * pages takes minutes:
 * copies a built site (whose real pages carry the search UI the bench drives) and adds N doc
 * pages marked like the doc layout marks them, each with a generated title, breadcrumb and body
 * (about 700 words drawn from the site's own vocabulary plus a long tail of rare terms), then
 * runs the build's search-index step on the copy. The added pages carry no navbar or scripts:
 * the index holds only the marked content anyway.
 *
 *   node --import tsx bench/search-synth.mjs [--from out] [--into /tmp/search-synth] [--pages 10000]
 *   node bench/search.mjs /tmp/search-synth
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSearchIndex } from '../lib/postbuild/search-index.ts';
import { option } from './lib.mjs';

const from = resolve(option('from', 'out'));
const into = resolve(option('into', '/tmp/search-synth'));
const pages = Number(option('pages', 10_000));
const RARE_TERMS = 20_000;

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
/** Skewed pick: early entries (common words) far more often than late ones. */
const pick = (list) => list[Math.floor(list.length * random() ** 2)];

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '_next' || name === 'search-index') return [];
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

const vocabulary = [
  ...new Set(
    htmlFiles(from).flatMap((file) => {
      const body = readFileSync(file, 'utf8').split('data-search-body')[1] ?? '';
      return body.replace(/<[^>]*>/g, ' ').toLowerCase().match(/[a-z]{3,}/g) ?? [];
    }),
  ),
];
const rare = Array.from({ length: RARE_TERMS }, (_, index) => `term${index.toString(36)}`);
const sentence = () => `${Array.from({ length: 8 + Math.floor(random() * 12) }, () => (random() < 0.1 ? pick(rare) : pick(vocabulary))).join(' ')}.`;

rmSync(into, { recursive: true, force: true });
cpSync(from, into, { recursive: true, filter: (path) => !path.endsWith('/search-index') });
for (let page = 0; page < pages; page++) {
  const title = `Synthetic ${pick(vocabulary)} ${page}`;
  let body = '';
  for (let section = 0; section < 4; section++) {
    body += `<h2 id="section-${section}">${pick(vocabulary)} ${pick(vocabulary)}</h2>`;
    for (let paragraph = 0; paragraph < 3; paragraph++) body += `<p>${Array.from({ length: 4 }, sentence).join(' ')}</p>`;
  }
  const group = Math.floor(page / 100);
  const html = `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main><article data-search-title="${title}" data-search-breadcrumb="Synthetic › Group ${group}"><header><h1>${title}</h1></header><div class="markdown" data-search-body="">${body}</div></article></main></body></html>`;
  const dir = join(into, 'synthetic', String(group), `page-${page}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
}

const started = Date.now();
const result = buildSearchIndex(into);
console.log(`${into}: ${result.pageCount} pages indexed in ${((Date.now() - started) / 1000).toFixed(0)} s, index ${(result.bytes / 1024 / 1024).toFixed(1)} MB`);
