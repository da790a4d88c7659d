import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SiteConfig } from '../../lib/config-types';
import { formatDocumentTitle, getRouteData, routeFromSlug, slugFromRoute, type RouteSource } from '../../lib/route-data';
import { docEntry as entry } from './helpers/doc-entry';
import { siteConfig } from '../../lib/site-config';

const site: RouteSource = {
  home: '/',
  docs: [entry('/'), entry('/one'), entry('/two', { toc: null })],
  sidebar: [
    { type: 'doc', label: 'Home', href: '/' },
    { type: 'category', label: 'Group', key: 'group', href: '/one', items: [{ type: 'doc', label: 'One', href: '/one' }, { type: 'doc', label: 'Two', href: '/two' }] },
  ],
};
const config: SiteConfig = { ...siteConfig, editUrl: 'https://example.com/edit/main/' };

test('the document title is "page | site", or the site alone', () => {
  assert.equal(formatDocumentTitle('Usage', config), 'Usage | Airy Documentation');
  assert.equal(formatDocumentTitle('  ', config), 'Airy Documentation');
});

test('slugs and routes convert both ways, and a trailing index.html is dropped', () => {
  assert.equal(routeFromSlug(undefined), '/');
  assert.equal(routeFromSlug(['cli', 'usage']), '/cli/usage');
  assert.equal(routeFromSlug(['cli', 'usage', 'index.html']), '/cli/usage');
  assert.deepEqual(slugFromRoute('/cli/usage'), ['cli', 'usage']);
  assert.deepEqual(slugFromRoute('/'), []);
});

test('route data holds prev/next, breadcrumbs, last update, edit link and TOC levels', () => {
  const data = getRouteData(site, config, '/one')!;
  assert.deepEqual(data.prev, { label: 'Label /', href: '/' });
  assert.deepEqual(data.next, { label: 'Label /two', href: '/two' });
  assert.deepEqual(data.breadcrumbs, [{ label: 'Group', href: '/one' }]);
  assert.deepEqual(data.lastUpdated, { iso: '2018-10-14T00:00:00.000Z', text: 'Oct 14, 2018' });
  assert.equal(data.editUrl, 'https://example.com/edit/main/content/one.mdx');
  assert.deepEqual(data.tocLevels, { min: 2, max: 3 });
  assert.equal(getRouteData(site, config, '/missing'), null);
});

test('a page without a table of contents has no TOC levels', () => {
  assert.equal(getRouteData(site, config, '/two')!.tocLevels, null);
});

test('no edit link without an edit URL', () => {
  assert.equal(getRouteData(site, { ...config, editUrl: '' }, '/one')!.editUrl, null);
});
