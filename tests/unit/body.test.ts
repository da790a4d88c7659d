import assert from 'node:assert/strict';
import { test } from 'node:test';
import { element, escapeHtml, siteLink } from '../../lib/body/html';
import { bodySettings, renderBody } from '../../lib/body/render-body';
import { categoryClasses, sidebarListHtml } from '../../lib/body/sidebar';
import { getRouteData, type RouteSource } from '../../lib/route-data';
import type { SidebarNode } from '../../lib/sidebar';
import { docEntry as entry } from './helpers/doc-entry';
import { siteConfig } from '../../lib/site-config';

const sidebar: SidebarNode[] = [
  { type: 'doc', label: 'Home', href: '/' },
  {
    type: 'category',
    label: 'Group & more',
    icon: 'rocket',
    key: 'group',
    href: '/one',
    items: [
      { type: 'doc', label: 'One', href: '/one' },
      { type: 'category', label: 'Inner', key: 'group/inner', href: '/two', items: [{ type: 'doc', label: 'Two', href: '/two' }] },
    ],
  },
  { type: 'category', label: 'Other', key: 'other', href: '/three', items: [{ type: 'doc', label: 'Three', href: '/three' }] },
  { type: 'link', label: 'GitHub', href: 'https://github.com/airyhq/airy' },
];
const site: RouteSource = { home: '/', docs: [entry('/'), entry('/one', { title: 'One <"quoted"> & more' }), entry('/two', { toc: null }), entry('/three')], sidebar };
const config = { ...siteConfig, basePath: '/docs/core/', editUrl: 'https://example.com/edit/main' };
const bodyOf = (route: string, content = '<p>Content</p>') => renderBody(getRouteData(site, config, route)!, content, bodySettings(config));

test('escapes text and attributes as React does', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;');
  assert.equal(element('p', { class: 'a"b', hidden: true, title: undefined, open: false }, 'x'), '<p class="a&quot;b" hidden="">x</p>');
});

test('site links get the base path and a trailing slash; links that leave get a safe rel', () => {
  assert.equal(siteLink('/docs/core/', '/cli/usage', { class: 'x' }, 'Usage'), '<a class="x" href="/docs/core/cli/usage/">Usage</a>');
  assert.equal(siteLink('/', 'https://airy.co', { class: 'x' }, 'Airy'), '<a href="https://airy.co" rel="noopener noreferrer" class="x">Airy</a>');
  assert.equal(siteLink('/', '#top', {}, 'Top'), '<a href="#top">Top</a>');
});

test("the sidebar opens the page's branch, marks the page, and leaves other categories closed with their key", () => {
  const html = bodyOf('/two');
  assert.match(html, /<li class="menu-item menu-category open" data-category="group"><a class="menu-link menu-category-link active-branch" aria-expanded="true" href="\/docs\/core\/one\/"><span class="icon icon-rocket menu-icon" aria-hidden="true"><\/span>Group &amp; more<\/a>/);
  assert.match(html, /<a class="menu-link" aria-current="page" href="\/docs\/core\/two\/">Two<\/a>/);
  assert.match(html, /<li class="menu-item menu-category" data-category="other"><a class="menu-link menu-category-link" aria-expanded="false" href="\/docs\/core\/three\/">Other<\/a><\/li>/);
  assert.doesNotMatch(html, />Three</, "another branch's pages are not in the page");
  assert.match(html, /href="https:\/\/github.com\/airyhq\/airy" rel="noopener noreferrer" class="menu-link">GitHub<span class="external-mark" aria-hidden="true"> ↗<\/span>/);
});

test('the browser writes a category opened on demand with its own categories closed', () => {
  const html = sidebarListHtml((sidebar[1] as { items: SidebarNode[] }).items, '/', '/three', true);
  assert.equal(html, '<ul class="menu-list"><li class="menu-item"><a class="menu-link" href="/one/">One</a></li><li class="menu-item menu-category" data-category="group/inner"><a class="menu-link menu-category-link" aria-expanded="false" href="/two/">Inner</a></li></ul>');
  assert.deepEqual(categoryClasses(true, false), { item: 'menu-item menu-category open', link: 'menu-link menu-category-link' });
});

test('the article has breadcrumbs, the escaped title, page actions, the content, the footer and prev/next', () => {
  const html = bodyOf('/one');
  assert.match(html, /<nav aria-label="Breadcrumbs" class="breadcrumbs"><ol><li><a aria-label="Home page" href="\/docs\/core\/">.*<li><a href="\/docs\/core\/one\/">Group &amp; more<\/a><\/li><li><span aria-current="page">Label \/one<\/span><\/li><\/ol><\/nav>/);
  assert.match(html, /<h1>One &lt;&quot;quoted&quot;&gt; &amp; more<\/h1>/);
  assert.match(html, /data-search-title="One &lt;&quot;quoted&quot;&gt; &amp; more"/);
  assert.match(html, /<button type="button" class="page-action js-only" data-copy-page="\/docs\/core\/one.md">/);
  assert.match(html, /<div class="markdown" data-search-body=""><p>Content<\/p><\/div>/);
  assert.match(html, /<a href="https:\/\/example.com\/edit\/main\/content\/one.mdx" class="edit-link" rel="noopener noreferrer">/);
  assert.match(html, /Last updated on <time datetime="2018-10-14T00:00:00.000Z">Oct 14, 2018<\/time>/);
  assert.match(html, /<a class="pagination-link pagination-prev" data-prefetch="view" href="\/docs\/core\/">.*« Label \/<\/span><\/a>/);
  assert.match(html, /<main id="main-content" class="doc-main doc-main-toc" tabindex="-1">/);
  assert.match(html, /<details class="toc toc-mobile" data-toc-levels="2-3">/);
});

test('a page without a table of contents, title or edit link leaves them out', () => {
  const data = getRouteData(site, { ...config, editUrl: '' }, '/two')!;
  const html = renderBody({ ...data, doc: { ...data.doc, hideTitle: true }, lastUpdated: null }, '', bodySettings(config));
  assert.doesNotMatch(html, /<h1>|toc-mobile|toc-column|doc-footer/);
  assert.match(html, /class="doc-main" tabindex="-1"/);
});

test('the collapse button is there only when the sidebar can be hidden', () => {
  assert.match(bodyOf('/one'), /class="sidebar-hide-button js-only" aria-label="Collapse sidebar"/);
  const data = getRouteData(site, config, '/one')!;
  assert.doesNotMatch(renderBody(data, '', bodySettings({ ...config, hideableSidebar: false })), /sidebar-hide-button/);
});

test('the version badge shows its label; its accessible name adds the release the version describes', () => {
  const withRelease = { ...config, versions: [{ ...config.versions[0], release: 'Airy Core 0.56.0' }] };
  const html = renderBody(getRouteData(site, withRelease, '/')!, '', bodySettings(withRelease));
  const badge = /<a [^>]*class="version-badge"[^>]*>([^<]*)<\/a>/.exec(html);
  assert.ok(badge, html.slice(0, 400));
  assert.equal(badge[1], config.versions[0].label);
  assert.match(badge[0], new RegExp(`aria-label="${config.versions[0].label} \\(Airy Core 0\\.56\\.0\\)"`));
  const without = { ...config, versions: [{ ...config.versions[0], release: undefined }] };
  assert.doesNotMatch(renderBody(getRouteData(site, without, '/')!, '', bodySettings(without)), /class="version-badge"[^>]*aria-label/);
});
