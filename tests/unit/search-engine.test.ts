/**
 * The built-in engine as a Node tool uses it: an index built in memory, read through a loader,
 * answering ranked hits linked under the site root.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SearchIndexBuilder } from '../../lib/search/build-index';
import { createSearchCore } from '../../lib/search/engine-core';
import { searchIndexFiles } from '../../lib/search/index-format';
import { indexPage, type PageToIndex } from '../../lib/search/read-page';

function page(url: string, title: string, text: string, sections: [heading: string, text: string][] = []): PageToIndex {
  return {
    url,
    title,
    breadcrumb: 'Guides',
    events: [{ text, weight: 1 }, ...sections.flatMap(([heading, body]) => [{ heading, anchor: heading.toLowerCase().replace(/\W+/g, '-'), weight: 6 }, { text: body, weight: 1 }])],
  };
}

/** The index of `pages` as files by name, and a loader that counts what it is asked for. */
function indexOf(pages: PageToIndex[]) {
  const builder = new SearchIndexBuilder();
  const records = pages.map((entry) => {
    const indexed = indexPage(entry);
    return { id: builder.add(indexed), record: indexed.record };
  });
  const { manifest, shards } = builder.finish();
  const files = new Map<string, unknown>([[searchIndexFiles.manifest, manifest]]);
  shards.forEach((shard, n) => files.set(searchIndexFiles.shard(manifest.build, n), shard));
  for (const { id, record } of records) files.set(searchIndexFiles.page(manifest.build, id), record);
  const asked: string[] = [];
  const load = async (name: string) => {
    asked.push(name);
    if (!files.has(name)) throw new Error(`no file ${name}`);
    return files.get(name);
  };
  return { load, asked, manifest };
}

const PAGES = [
  page('/concepts/kafka/', 'Kafka', 'Airy streams every message through Kafka topics.', [['Topic naming', 'Topics are named by their source.']]),
  page('/guides/upgrade/', 'Upgrade', 'Run helm upgrade to move to a new release.'),
  page('/getting-started/helm/', 'Deploy with Helm', 'Helm charts install the platform. Kafka comes with them.'),
];

test('answers ranked hits linked under the site root, with the total', async () => {
  const { load } = indexOf(PAGES);
  const core = createSearchCore({ load, siteRoot: 'https://example.com/docs/' });
  const results = await core.search('kafka', { count: 5, maxSections: 3 });
  assert.equal(results.total, 2);
  assert.deepEqual(
    results.hits.map((hit) => hit.url),
    ['https://example.com/docs/concepts/kafka/', 'https://example.com/docs/getting-started/helm/'],
  );
  assert.equal(results.hits[0].breadcrumb, 'Guides');
  assert.ok(results.hits[0].excerpt.some((segment) => segment.hit && /kafka/i.test(segment.text)));
});

test('loads more results on request', async () => {
  const { load } = indexOf(PAGES);
  const core = createSearchCore({ load, siteRoot: '/' });
  const first = await core.search('helm', { count: 1, maxSections: 1 });
  assert.equal(first.hits.length, 1);
  assert.ok(first.loadMore);
  const all = await first.loadMore();
  assert.deepEqual(all.hits.map((hit) => hit.url).sort(), ['/getting-started/helm/', '/guides/upgrade/']);
  assert.equal(all.loadMore, null);
});

test('refuses an index of another format', async () => {
  const { load } = indexOf(PAGES);
  const core = createSearchCore({ load: async (name) => (name === searchIndexFiles.manifest ? { ...((await load(name)) as object), version: 0 } : load(name)), siteRoot: '/' });
  await assert.rejects(core.search('kafka', { count: 5, maxSections: 3 }), /format 0/);
});
