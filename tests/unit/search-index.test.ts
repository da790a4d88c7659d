import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import {
  buildSearchIndex,
  checkIndexedPageCount,
  CODE_BLOCK_WEIGHT,
  ENDPOINT_SIGNATURE_WEIGHT,
  prepareForIndex,
  type SearchIndexResult,
} from '../../lib/postbuild/search-index';

const FIXTURE = join(import.meta.dirname, '../fixtures/search-site');

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

let site: string;
let result: SearchIndexResult;
let fragments: Fragment[];

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'search-index-'));
  cpSync(FIXTURE, site, { recursive: true });
  result = await buildSearchIndex(site, 'en');
  const dir = join(site, 'pagefind', 'fragment');
  fragments = readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
  });
});

after(() => rmSync(site, { recursive: true, force: true }));

const fragmentOf = (url: string) => fragments.find((fragment) => fragment.url === url)!;

test('indexes the doc pages and skips pages without data-pagefind-body', () => {
  assert.equal(result.pageCount, 2);
  assert.deepEqual(fragments.map((fragment) => fragment.url).sort(), ['/', '/guide/']);
});

test('indexes the title and the body, not navbar, sidebar, breadcrumbs, TOC, footer or scripts', () => {
  const { content } = fragmentOf('/');
  assert.match(content, /^Kafka\. Apache Kafka keeps the data of the platform\./);
  assert.match(content, /kafka-topics\.sh --list/);
  for (const word of ['Navbarword', 'Sidebarword', 'Breadcrumbword', 'Tocword', 'Footerword', 'zebrafish', 'Copy', '#']) {
    assert.equal(content.includes(word), false, `${word} must not be indexed`);
  }
});

test('stores the breadcrumb and the trail, and no image metadata', () => {
  const { meta } = fragmentOf('/');
  assert.equal(meta.title, 'Kafka');
  assert.equal(meta.breadcrumb, 'Guides › Basics');
  assert.equal(meta.trail, 'Guides › Basics › Kafka');
  assert.equal(meta.image, '');
  assert.equal(meta.image_alt, undefined);
});

test('decodes character references in titles', () => {
  assert.equal(fragmentOf('/guide/').meta.title, 'A guide & its <tags>');
  assert.equal(fragmentOf('/guide/').meta.trail, 'A guide & its <tags>');
});

test('writes only the bundle files the site loads', () => {
  const files = readdirSync(join(site, 'pagefind'));
  assert.ok(files.includes('pagefind.js'));
  assert.ok(files.includes('pagefind-entry.json'));
  assert.ok(files.includes('wasm.en.pagefind'));
  assert.equal(files.some((name) => /ui|highlight|wasm\.unknown/.test(name)), false, files.join(', '));
  assert.ok(result.bytes > 0 && result.fileCount === readdirSync(join(site, 'pagefind'), { recursive: true }).filter((name) => /\.\w+$/.test(String(name))).length);
});

test('a second build replaces the index instead of adding to it', async () => {
  await buildSearchIndex(site, 'en');
  const metas = readdirSync(join(site, 'pagefind')).filter((name) => name.endsWith('.pf_meta'));
  assert.equal(metas.length, 1);
  assert.ok(existsSync(join(site, 'pagefind', metas[0])));
});

test('weighs code blocks down and endpoint signatures up', () => {
  const html = prepareForIndex(
    '<html><body><div data-pagefind-body="true"><p><code>POST /topics.list</code></p><pre class="x">code</pre><p><code>not an endpoint</code></p></div></body></html>',
  );
  assert.match(html, new RegExp(`<p data-pagefind-weight="${ENDPOINT_SIGNATURE_WEIGHT}"><code>POST /topics.list</code></p>`));
  assert.match(html, new RegExp(`<pre data-pagefind-weight="${CODE_BLOCK_WEIGHT}" class="x">`));
  assert.match(html, /<p><code>not an endpoint<\/code><\/p>/);
});

test('keeps table cells apart and drops scripts', () => {
  const html = prepareForIndex('<html><body data-pagefind-body><table><tr><th>Field</th><th>Type</th></tr></table><script>var secret = "x"</script></body></html>');
  assert.match(html, /<th>Field<\/th> <th>Type<\/th> /);
  assert.equal(html.includes('secret'), false);
});

test('escapes the trail into its attribute', () => {
  const html = prepareForIndex('<html><body><article data-pagefind-meta="breadcrumb:A &amp; B"><h1 data-pagefind-body>Say "hi" &lt;now&gt;</h1></article></body></html>');
  assert.match(html, /trail:A &amp; B › Say &quot;hi&quot; &lt;now>"/);
});

test('leaves pages without the body mark alone', () => {
  const html = '<html><body><h1>Page Not Found</h1><script>x</script></body></html>';
  assert.equal(prepareForIndex(html), html);
});

test('reports a search index that misses docs', () => {
  assert.equal(checkIndexedPageCount(98, 98), null);
  assert.match(checkIndexedPageCount(0, 98) ?? '', /holds 0 pages but the site has 98 docs/);
});
