import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { h } from 'hastscript';
import { createSearchIndexWriter } from '../../lib/export/search-index';
import { bm25, SearchIndexBuilder, SHARD_BYTES } from '../../lib/search/build-index';
import { forEachPosting, searchIndexFiles, shardOf, shardsOfPrefix, type SearchManifest, type SearchPageRecord, type SearchShard } from '../../lib/search/index-format';
import { CODE_BLOCK_WEIGHT, ENDPOINT_SIGNATURE_WEIGHT, HEADING_WEIGHTS, indexPage, searchEvents, TITLE_WEIGHT, TRAIL_WEIGHT, type IndexedPage } from '../../lib/search/read-page';
import { pageToIndex as pageToIndexOf } from '../../lib/search/index-meta';
import { assemblePage } from '../../lib/site/model';
import { fixture, modelOf } from './helpers/model';

/** The page ids of stored postings, in order. */
function pageIds(postings: number[]): number[] {
  const ids: number[] = [];
  forEachPosting(postings, (id) => ids.push(id));
  return ids;
}

function buildIndex(pages: IndexedPage[]) {
  const builder = new SearchIndexBuilder();
  for (const page of pages) builder.add(page);
  return builder.finish();
}

const model = await modelOf(fixture('search-content'), { config: { basePath: '/' } });
/** A page as the export pass indexes it: its events with the includes spliced in. */
const pageToIndex = (id: string, breadcrumb = '') => {
  const doc = model.docs.find((entry) => entry.id === id)!;
  return { url: `${doc.route.replace(/\/?$/, '/')}`, title: doc.title, breadcrumb, events: assemblePage(model.rendered, id).search };
};

let site: string;
let manifest: SearchManifest;
let result: { pages: number; files: number };
const read = <T>(name: string) => JSON.parse(readFileSync(join(site, name), 'utf8')) as T;
const record = (id: number) => read<SearchPageRecord>(searchIndexFiles.page(manifest.build, id));

before(() => {
  site = mkdtempSync(join(tmpdir(), 'search-index-'));
  const writer = createSearchIndexWriter(site);
  writer.add(pageToIndex('index', 'Guides › Basics'));
  writer.add(pageToIndex('guide/index'));
  result = writer.finish();
  manifest = read<SearchManifest>('index.json');
});

after(() => rmSync(site, { recursive: true, force: true }));

test('keeps the title, breadcrumb and body by section, included docs in place', () => {
  const home = record(0);
  assert.deepEqual([home.url, home.title, home.breadcrumb], ['/', 'Kafka', 'Guides › Basics']);
  assert.deepEqual(home.sections.map((section) => [section.anchor, section.title]), [['', ''], ['topics', 'Topics']]);
  assert.equal(home.sections[0].text, 'Apache Kafka keeps the data of the platform.');
  assert.equal(home.sections[1].text, 'POST /topics.list · kafka-topics.sh --list · Field · Type · Included partialword.');
  assert.equal(JSON.stringify(home).includes('lighthouses'), false, 'image alt text is not indexed');
});

test('leaves out controls, hidden text and decoration', () => {
  const body = h(null, [
    h('p', 'Shown'),
    h('button', 'Copy'),
    h('span', { ariaHidden: 'true' }, 'Hiddenword'),
    h('span', { className: ['admonition-icon'] }, 'Iconword'),
    h('div', { hidden: true }, 'Gone'),
  ]);
  const { record: page } = indexPage({ url: '/', title: 'T', breadcrumb: '', events: searchEvents(body) });
  assert.equal(page.sections[0].text, 'Shown');
});

test('separates blocks that end without punctuation, once, and not at the end of a section', () => {
  const body = h(null, [
    h('div', { className: ['admonition'] }, [h('p', 'The webhook is a component of its own'), h('p', 'Install it first.')]),
    h('ul', [h('li', [h('p', 'Nested item')]), h('li', 'Ends: ')]),
    h('h2', { id: 'next' }, 'Next'),
    h('p', 'Last words'),
  ]);
  const { record: page } = indexPage({ url: '/', title: 'T', breadcrumb: '', events: searchEvents(body) });
  assert.deepEqual(
    page.sections.map((section) => section.text),
    ['The webhook is a component of its own · Install it first. Nested item · Ends:', 'Last words'],
  );
});

test('keeps character references decoded in titles', () => {
  assert.equal(record(1).title, 'A guide & its <tags>');
});

test('weighs the title, trail and headings up, code blocks down and endpoint signatures like a heading', () => {
  const page = indexPage(pageToIndex('index', 'Guides › Basics'));
  assert.equal(page.weights.get('kafka'), TITLE_WEIGHT + TRAIL_WEIGHT + 1 + CODE_BLOCK_WEIGHT);
  assert.equal(page.weights.get('basic'), TRAIL_WEIGHT);
  assert.equal(page.weights.get('topic'), HEADING_WEIGHTS.h2 + ENDPOINT_SIGNATURE_WEIGHT + CODE_BLOCK_WEIGHT);
  assert.equal(page.weights.get('topics.list'), ENDPOINT_SIGNATURE_WEIGHT);
  assert.equal(page.weights.get('field'), 1);
});

test("indexes a doc's sidebar label with its categories, its description and keywords like prose, as the build and dev give them", () => {
  const doc = { url: '/setup/config/', title: 'Configure your instance', sidebarLabel: 'Configuration', description: 'Every key of the file, and how to start the laptop setup.', keywords: ['dotfile'] };
  const body = h(null, [h('p', 'The airy.yaml file holds the settings.')]);
  const page = indexPage(pageToIndexOf(doc, [{ label: 'Setup' }], searchEvents(body)));
  assert.equal(page.weights.get('configur'), TITLE_WEIGHT + TRAIL_WEIGHT, 'the label "Configuration" and the title "Configure"');
  assert.equal(page.weights.get('setup'), TRAIL_WEIGHT + 1, 'the category and the description');
  assert.equal(page.weights.get('laptop'), 1);
  assert.equal(page.weights.get('dotfil'), 1);
  assert.equal(page.record.breadcrumb, 'Setup');
  assert.equal(page.length, 3 + 6, 'the title and body only');
  // A doc without a description gets its opening as one (lib/content.ts): not counted twice.
  const fallback = indexPage(pageToIndexOf({ ...doc, description: 'The airy.yaml file holds the settings.', keywords: [] }, [], searchEvents(body)));
  assert.equal(fallback.weights.get('hold'), 1);
});

test('counts the body words for the length, not the trail', () => {
  // "A guide & its <tags>" (4) + "Streams of events, told as a story." (7) + "More streams" (2) + "Replies and upgrades." (3)
  assert.equal(indexPage(pageToIndex('guide/index', 'Some › Trail')).length, 16);
});

test('writes a manifest, shards and pages under the build id, and replaces the old index', () => {
  const files = readdirSync(site, { recursive: true }).map(String).sort();
  const lists = manifest.wordLists.map((_, n) => searchIndexFiles.words(manifest.build, n));
  assert.deepEqual(files, ['index.json', manifest.build, `${manifest.build}/p0.json`, `${manifest.build}/p1.json`, `${manifest.build}/s0.json`, ...lists].sort());
  assert.deepEqual({ pages: result.pages, files: result.files }, { pages: 2, files: 4 + lists.length });
  const shard = read<SearchShard>(searchIndexFiles.shard(manifest.build, 0));
  assert.deepEqual(Object.keys(shard), Object.keys(shard).sort());
  assert.ok(shard.kafka && shard.stream && shard['topics.list']);
  // The words of the pages for corrections, as written, by first letter: `topics.list` by its parts.
  const words = manifest.wordLists.flatMap((letter, n) => read<string[]>(searchIndexFiles.words(manifest.build, n)).map((word) => [letter, word]));
  assert.ok(words.every(([letter, word]) => word.startsWith(letter)));
  assert.deepEqual(manifest.wordLists, [...manifest.wordLists].sort());
  const known = words.map(([, word]) => word);
  assert.ok(known.includes('topics') && known.includes('list') && known.includes('kafka'), known.join(' '));
  assert.ok(!known.some((word) => /[._\d]/.test(word)), 'no dotted words, numbers or ids');
  const again = createSearchIndexWriter(site);
  again.add(pageToIndex('index'));
  again.finish();
  assert.equal(readdirSync(site).length, 2);
  assert.equal(existsSync(join(site, manifest.build)), false);
});

/** Every file under a folder, with its bytes and when it was last written. */
function filesOf(dir: string): Map<string, { text: string; mtime: number }> {
  const files = readdirSync(dir, { recursive: true }).map(String).filter((name) => statSync(join(dir, name)).isFile());
  return new Map(files.map((name) => [name, { text: readFileSync(join(dir, name), 'utf8'), mtime: statSync(join(dir, name)).mtimeMs }]));
}

test("given the last index's record, it writes only the files whose bytes change, and the index is a fresh writer's, byte for byte", async () => {
  const [again, fresh] = [mkdtempSync(join(tmpdir(), 'search-again-')), mkdtempSync(join(tmpdir(), 'search-fresh-'))];
  try {
    const pages = [pageToIndex('index', 'Guides › Basics'), pageToIndex('guide/index')];
    const first = createSearchIndexWriter(again);
    pages.forEach((page) => first.add(page));
    const { record } = first.finish();
    const before = filesOf(again);
    await new Promise((done) => setTimeout(done, 20));
    // One page's text changes: its record, the shards and the word lists may change; the other page's record does not.
    const edited = { ...pages[1], events: [...pages[1].events, { text: ' Lighthouses.', weight: 1 }] };
    for (const [dir, last] of [[again, record], [fresh, undefined]] as const) {
      const writer = createSearchIndexWriter(dir, undefined, last);
      [pages[0], edited].forEach((page) => writer.add(page));
      writer.finish();
    }
    const [after, expected] = [filesOf(again), filesOf(fresh)];
    assert.deepEqual([...after.keys()].sort(), [...expected.keys()].sort());
    for (const [name, file] of after) assert.equal(file.text, expected.get(name)!.text, name);
    const build = JSON.parse(after.get('index.json')!.text).build;
    assert.notEqual(build, record.build, 'a new build id');
    for (const [name, file] of after) {
      const old = before.get(name.replace(build, record.build));
      assert.equal(file.mtime === old?.mtime, old?.text === file.text, `${name} is written exactly when its bytes changed`);
    }
    assert.equal(after.get(`${build}/p0.json`)!.mtime, before.get(`${record.build}/p0.json`)!.mtime, 'the unchanged page record was left as it was');
  } finally {
    rmSync(again, { recursive: true, force: true });
    rmSync(fresh, { recursive: true, force: true });
  }
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
    words: new Set<string>(),
  }));
  const index = buildIndex(pages);
  assert.ok(index.shards.length > 5);
  assert.deepEqual(index.manifest.shards, [...index.manifest.shards].sort());
  for (const [n, shard] of index.shards.entries()) {
    assert.ok(JSON.stringify(shard).length < SHARD_BYTES * 1.2);
    for (const term of Object.keys(shard)) assert.equal(shardOf(index.manifest, term), n, term);
  }
  assert.deepEqual(pageIds(index.shards[shardOf(index.manifest, 'word7001')].word7001), [140]);
  assert.ok(shardsOfPrefix(index.manifest, 'word1').length > 1);
  assert.equal(shardsOfPrefix(index.manifest, 'word7001').length, 1);
});

test('stores postings as id gaps with integer scores', () => {
  const pages = [0, 1, 2].map((id) => ({ record: { url: `/${id}/`, title: '', breadcrumb: '', sections: [] }, weights: new Map([['x', 1], [`only${id}`, 1]]), length: 1, words: new Set<string>() }));
  const shard = buildIndex(pages).shards[0];
  assert.deepEqual(shard.x.filter((_, index) => index % 2 === 0), [0, 1, 1]);
  assert.ok(shard.x.every(Number.isInteger));
  assert.deepEqual(pageIds(shard.only2), [2]);
});
