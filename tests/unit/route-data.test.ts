import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SiteConfig } from '../../lib/config-types';
import { formatDocumentTitle, getRouteData, routeFromSlug, slugFromRoute } from '../../lib/route-data';
import type { DocEntry, SiteData } from '../../lib/site-data';
import siteConfig from '../../site.config';

function entry(route: string, extra: Partial<DocEntry> = {}): DocEntry {
  return {
    id: route.slice(1) || 'index',
    file: `content${route === '/' ? '/index' : route}.mdx`,
    contentPath: `${route.slice(1) || 'index'}.mdx`,
    route,
    title: `Title of ${route}`,
    sidebarLabel: `Label ${route}`,
    paginationLabel: `Label ${route}`,
    description: '',
    keywords: [],
    hideTitle: false,
    hideTableOfContents: false,
    tocMinLevel: 0,
    tocMaxLevel: 0,
    lastUpdated: Date.UTC(2018, 9, 14),
    headings: [
      { depth: 2, id: 'a', text: 'A' },
      { depth: 4, id: 'deep', text: 'Deep' },
    ],
    ...extra,
  };
}

const site: SiteData = {
  contentDir: '/content',
  docs: [entry('/'), entry('/one'), entry('/two', { hideTableOfContents: true }), entry('/three', { tocMinLevel: 4, tocMaxLevel: 4 })],
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

test('hide_table_of_contents hides the TOC; per-page levels choose the headings', () => {
  assert.equal(getRouteData(site, config, '/two')!.tocLevels, null);
  assert.deepEqual(getRouteData(site, config, '/three')!.tocLevels, { min: 4, max: 4 });
});

test('no edit link without an edit URL', () => {
  assert.equal(getRouteData(site, { ...config, editUrl: '' }, '/one')!.editUrl, null);
});
