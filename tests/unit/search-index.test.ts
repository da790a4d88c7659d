import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildSearchIndex, checkIndexedPageCount, urlOfFile, type SearchIndexResult } from '../../lib/postbuild/search-index';
import { bm25, SearchIndexBuilder, SHARD_BYTES } from '../../lib/search/build-index';
import { decodePostings, searchIndexFiles, shardOf, shardsOfPrefix, type SearchManifest, type SearchPageRecord, type SearchShard } from '../../lib/search/index-format';
import { CODE_BLOCK_WEIGHT, ENDPOINT_SIGNATURE_WEIGHT, HEADING_WEIGHTS, readPage, TITLE_WEIGHT, TRAIL_WEIGHT, type IndexedPage } from '../../lib/search/read-page';

function buildIndex(pages: IndexedPage[]) {
  const builder = new SearchIndexBuilder();
  for (const page of pages) builder.add(page);
  return builder.finish();
}

const FIXTURE = join(import.meta.dirname, '../fixtures/search-site');

let site: string;
let result: SearchIndexResult;
let manifest: SearchManifest;

const read = <T>(name: string) => JSON.parse(readFileSync(join(site, 'search-index', name), 'utf8')) as T;
const record = (id: number) => read<SearchPageRecord>(searchIndexFiles.page(manifest.build, id));
const html = (file: string) => readFileSync(join(FIXTURE, file), 'utf8');

before(() => {
  site = mkdtempSync(join(tmpdir(), 'search-index-'));
  cpSync(FIXTURE, site, { recursive: true });
  result = buildSearchIndex(site);
  manifest = read<SearchManifest>('index.json');
});

after(() => rmSync(site, { recursive: true, force: true }));

test('indexes the doc pages and skips pages without data-search-body', () => {
  assert.equal(result.pageCount, 2);
  assert.equal(manifest.pages, 2);
  assert.deepEqual([record(0).url, record(1).url].sort(), ['/', '/guide/']);
});

test('keeps the title, breadcrumb and body by section, not navbar, sidebar, breadcrumbs, TOC, footer or scripts', () => {
  const home = [record(0), record(1)].find((page) => page.url === '/')!;
  assert.equal(home.title, 'Kafka');
  assert.equal(home.breadcrumb, 'Guides › Basics');
  assert.deepEqual(
    home.sections.map((section) => [section.anchor, section.title]),
    [
      ['', ''],
      ['topics', 'Topics'],
    ],
  );
  assert.equal(home.sections[0].text, 'Apache Kafka keeps the data of the platform.');
  assert.equal(home.sections[1].text, 'POST /topics.list kafka-topics.sh --list Field Type');
  const all = JSON.stringify(home);
  for (const word of ['Navbarword', 'Sidebarword', 'Breadcrumbword', 'Tocword', 'Footerword', 'zebrafish', 'Copy', 'Hiddenword', 'lighthouses', '#']) {
    assert.equal(all.includes(word), false, `${word} must not be indexed`);
  }
});

test('decodes character references in titles', () => {
  assert.equal(readPage(html('guide/index.html'), '/guide/')!.record.title, 'A guide & its <tags>');
});

test('weighs the title, trail and headings up, code blocks down and endpoint signatures like a heading', () => {
  const page = readPage(html('index.html'), '/')!;
  assert.equal(page.weights.get('kafka'), TITLE_WEIGHT + TRAIL_WEIGHT + 1 + CODE_BLOCK_WEIGHT);
  assert.equal(page.weights.get('basic'), TRAIL_WEIGHT);
  assert.equal(page.weights.get('topic'), HEADING_WEIGHTS.h2 + ENDPOINT_SIGNATURE_WEIGHT + CODE_BLOCK_WEIGHT);
  assert.equal(page.weights.get('topics.list'), ENDPOINT_SIGNATURE_WEIGHT);
  assert.equal(page.weights.get('field'), 1);
  assert.equal(page.weights.has('hiddenword'), false);
});

test('counts the body words for the length, not the trail', () => {
  const page = readPage(html('guide/index.html'), '/guide/')!;
  // "A guide & its <tags>" (4) + "Streams of events, told as a story." (7) + "More streams" (2) + "Replies and upgrades." (3)
  assert.equal(page.length, 16);
});

test('writes a manifest, shards and pages under the build id, and replaces the old index', () => {
  const files = readdirSync(join(site, 'search-index'), { recursive: true }).map(String).sort();
  assert.deepEqual(files, ['index.json', manifest.build, `${manifest.build}/p0.json`, `${manifest.build}/p1.json`, `${manifest.build}/s0.json`].sort());
  assert.equal(result.fileCount, 4);
  const shard = read<SearchShard>(searchIndexFiles.shard(manifest.build, 0));
  assert.deepEqual(Object.keys(shard), Object.keys(shard).sort());
  assert.ok(shard.kafka && shard.stream && shard['topics.list']);
  buildSearchIndex(site);
  assert.equal(readdirSync(join(site, 'search-index')).length, 2);
  assert.ok(existsSync(join(site, 'search-index', manifest.build)));
});

test('scores with BM25: rarer terms and shorter pages score higher', () => {
  assert.ok(bm25(1, 100, 100, 1000, 1) > bm25(1, 100, 100, 1000, 500));
  assert.ok(bm25(1, 50, 100, 1000, 10) > bm25(1, 200, 100, 1000, 10));
  assert.ok(bm25(5, 100, 100, 1000, 10) > bm25(1, 100, 100, 1000, 10));
});

test('cuts many terms into sorted shards that shardOf finds', () => {
  const pages = Array.from({ length: 300 }, (_, id) => ({
    record: { url: `/p${id}/`, title: `P${id}`, breadcrumb: '', sections: [] },
    weights: new Map(Array.from({ length: 50 }, (_, n) => [`word${id * 50 + n}`, 1])),
    length: 50,
  }));
  const index = buildIndex(pages);
  assert.ok(index.shards.length > 5);
  assert.deepEqual(index.manifest.shards, [...index.manifest.shards].sort());
  for (const [n, shard] of index.shards.entries()) {
    assert.ok(JSON.stringify(shard).length < SHARD_BYTES * 1.2);
    for (const term of Object.keys(shard)) assert.equal(shardOf(index.manifest, term), n, term);
  }
  assert.deepEqual(decodePostings(index.shards[shardOf(index.manifest, 'word7001')].word7001).map(([id]) => id), [140]);
  assert.ok(shardsOfPrefix(index.manifest, 'word1').length > 1);
  assert.equal(shardsOfPrefix(index.manifest, 'word7001').length, 1);
});

test('stores postings as id gaps with integer scores', () => {
  const pages = [0, 1, 2].map((id) => ({ record: { url: `/${id}/`, title: '', breadcrumb: '', sections: [] }, weights: new Map([['x', 1], [`only${id}`, 1]]), length: 1 }));
  const shard = buildIndex(pages).shards[0];
  assert.deepEqual(shard.x.filter((_, index) => index % 2 === 0), [0, 1, 1]);
  assert.ok(shard.x.every(Number.isInteger));
  assert.deepEqual(decodePostings(shard.only2).map(([id]) => id), [2]);
});

test('names a page by its exported file', () => {
  assert.equal(urlOfFile('index.html'), '/');
  assert.equal(urlOfFile('api/webhook/index.html'), '/api/webhook/');
  assert.equal(urlOfFile('legacy.html'), '/legacy');
});

test('reports a search index that misses docs', () => {
  assert.equal(checkIndexedPageCount(98, 98), null);
  assert.match(checkIndexedPageCount(0, 98) ?? '', /holds 0 pages but the site has 98 docs/);
});
