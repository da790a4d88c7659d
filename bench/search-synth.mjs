#!/usr/bin/env node
/**
 * A synthetic large site for the search bench, in seconds where building a `bench/synth.mjs` site of
 * 10,000 pages takes minutes: copies a built site (whose real pages carry the search UI the bench drives)
 * and writes a search index of its pages plus N generated ones, each with a title, breadcrumb and
 * body (about 700 words drawn from the site's own vocabulary plus a long tail of 20,000 rare words
 * made of letters, so the word lists of typo correction hold about 24,000 words across the alphabet),
 * through the build's own index writer (`lib/export/search-index.ts`).
 *
 *   node --import tsx bench/search-synth.mjs [--from out] [--into /tmp/search-synth] [--pages 10000]
 *   node bench/search.mjs /tmp/search-synth
 */
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSearchIndexWriter } from '../lib/export/search-index.ts';
import { searchIndexFiles } from '../lib/search/index-format.ts';
import { option } from './lib.mjs';

const from = resolve(option('from', 'out'));
const into = resolve(option('into', '/tmp/search-synth'));
const pages = Number(option('pages', 10_000));
const RARE_TERMS = 20_000;

// mulberry32: 32-bit integer steps (a product of two large numbers in floating point, as this
// script had before, loses its low bits and cycles through about 16,000 values).
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
/** Skewed pick: early entries (common words) far more often than late ones. */
const pick = (list) => list[Math.floor(list.length * random() ** 2)];

// The real site's pages, as its index holds them: their records hold their sections' text.
const manifest = JSON.parse(readFileSync(join(from, 'search-index', searchIndexFiles.manifest), 'utf8'));
const realPages = readdirSync(join(from, 'search-index', manifest.build))
  .filter((name) => name.startsWith('p'))
  .map((name) => JSON.parse(readFileSync(join(from, 'search-index', manifest.build, name), 'utf8')));
const vocabulary = [...new Set(realPages.flatMap((page) => page.sections.map((section) => section.text).join(' ').toLowerCase().match(/[a-z]{3,}/g) ?? []))];
const CONSONANTS = 'bcdfghjklmnprstvwz';
const VOWELS = 'aeiou';
const SYLLABLES = [...CONSONANTS].flatMap((consonant) => [...VOWELS].map((vowel) => consonant + vowel));
/** A made-up word of three syllables or more for each number (`bavetomi`), first letters spread over the alphabet. */
const madeUpWord = (n) => Array.from({ length: 3 }, (_, place) => SYLLABLES[Math.floor(n / SYLLABLES.length ** place) % SYLLABLES.length]).join('') + (n % 3 ? SYLLABLES[n % 7] : '');
/** A long tail of rare words, as a real site's names and jargon would have. */
const rare = Array.from({ length: RARE_TERMS }, (_, index) => madeUpWord(index * 7919));
const sentence = () => `${Array.from({ length: 8 + Math.floor(random() * 12) }, () => (random() < 0.1 ? pick(rare) : pick(vocabulary))).join(' ')}.`;

rmSync(into, { recursive: true, force: true });
cpSync(from, into, { recursive: true, filter: (path) => !path.endsWith('/search-index') });
const started = Date.now();
const writer = createSearchIndexWriter(join(into, 'search-index'));
// The real pages first (their text as one opening run per section), then the generated ones.
for (const page of realPages) {
  const events = page.sections.flatMap((section) => [...(section.anchor ? [{ heading: section.title, anchor: section.anchor, weight: 6 }] : []), { text: ` ${section.text} `, weight: 1 }]);
  writer.add({ url: page.url, title: page.title, breadcrumb: page.breadcrumb, events });
}
for (let page = 0; page < pages; page++) {
  const events = [];
  for (let section = 0; section < 4; section++) {
    events.push({ heading: `${pick(vocabulary)} ${pick(vocabulary)}`, anchor: `section-${section}`, weight: 6 });
    for (let paragraph = 0; paragraph < 3; paragraph++) events.push({ text: ` ${Array.from({ length: 4 }, sentence).join(' ')} `, weight: 1 });
  }
  writer.add({ url: `/synthetic/${Math.floor(page / 100)}/page-${page}/`, title: `Synthetic ${pick(vocabulary)} ${page}`, breadcrumb: `Synthetic › Group ${Math.floor(page / 100)}`, events });
}
const result = writer.finish();
console.log(`${into}: ${result.pages} pages indexed in ${((Date.now() - started) / 1000).toFixed(0)} s, ${result.files} files`);
