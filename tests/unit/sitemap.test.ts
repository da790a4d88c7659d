import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRobots, buildSitemap, sitemapUrl } from '../../lib/export/sitemap';

const config = { url: 'https://docs.example.com', basePath: '/' };
const based = { url: 'https://docs.example.com', basePath: '/docs/core/' };
const docs = [
  { route: '/cli/usage', lastUpdated: Date.UTC(2024, 0, 2, 3, 4, 5) },
  { route: '/', lastUpdated: Date.UTC(2023, 11, 31) },
  { route: '/guides/no-date', lastUpdated: null },
  { route: '/draft', lastUpdated: null, draft: true },
];

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

test('lists every doc at its canonical URL, in a stable order', () => {
  assert.deepEqual(locs(buildSitemap(docs, config)), [
    'https://docs.example.com/',
    'https://docs.example.com/cli/usage/',
    'https://docs.example.com/guides/no-date/',
  ]);
});

test('carries the base path in every URL', () => {
  assert.deepEqual(locs(buildSitemap(docs, based)), [
    'https://docs.example.com/docs/core/',
    'https://docs.example.com/docs/core/cli/usage/',
    'https://docs.example.com/docs/core/guides/no-date/',
  ]);
});

test('gives lastmod from the last-updated date, and none when it is unknown', () => {
  const xml = buildSitemap(docs, config);
  assert.match(xml, /<loc>https:\/\/docs\.example\.com\/cli\/usage\/<\/loc>\n {4}<lastmod>2024-01-02T03:04:05\.000Z<\/lastmod>/);
  assert.match(xml, /<loc>https:\/\/docs\.example\.com\/guides\/no-date\/<\/loc>\n {2}<\/url>/);
});

test('leaves drafts out', () => {
  assert.doesNotMatch(buildSitemap(docs, config), /draft/);
});

test('is a sitemaps.org urlset and escapes XML characters', () => {
  const xml = buildSitemap([{ route: '/a&b', lastUpdated: null }], config);
  assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  assert.match(xml, /<loc>https:\/\/docs\.example\.com\/a&amp;b\/<\/loc>/);
});

test('robots.txt allows crawling and points to the sitemap under the base path', () => {
  assert.equal(sitemapUrl(based), 'https://docs.example.com/docs/core/sitemap.xml');
  assert.equal(buildRobots(based), 'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/docs/core/sitemap.xml\n');
  assert.match(buildRobots(config), /^Sitemap: https:\/\/docs\.example\.com\/sitemap\.xml$/m);
});
