/**
 * A doc page's body: everything below the navbar that is the page's own — the navigation column
 * (version badge, sidebar with the page's branch open), the article (breadcrumbs, title, page
 * actions, the doc's content, edit link and date), prev/next and the table of contents' slots.
 * Written as HTML from the page's route data; the export pass puts it in the page's HTML and
 * beside it as `index.body.txt`, which client navigations load (`components/DocBody.tsx`). The
 * page Next renders holds only an empty slot for it, the same on every doc page.
 */
import type { DocsVersion, SiteConfig } from '../config-types';
import { DRAWER_TOGGLE_ID } from '../constants';
import type { PageLink, RouteData } from '../route-data';
import { searchBreadcrumb } from '../search/index-meta';
import { relFor } from '../urls';
import { element, escapeHtml, icon, siteLink } from './html';
import { sidebarListHtml } from './sidebar';

/** What a body needs besides the page's route data: the site's settings and the doc's content HTML. */
export interface BodySettings {
  basePath: string;
  /** `hideableSidebar`: the desktop sidebar has a collapse button. */
  hideableSidebar: boolean;
  versions: DocsVersion[];
}

/** The body settings of a site's config. */
export function bodySettings(config: Pick<SiteConfig, 'basePath' | 'hideableSidebar' | 'versions'>): BodySettings {
  return { basePath: config.basePath, hideableSidebar: config.hideableSidebar, versions: config.versions };
}

function versionBadge(settings: BodySettings, href: string): string {
  const version = settings.versions[0];
  // The accessible name starts with the visible word (WCAG 2.5.3) and adds the release the version describes.
  const name = version.release ? `${version.label} (${version.release})` : version.label;
  return siteLink(settings.basePath, href, { class: 'version-badge', title: `Version: ${name}`, ...(version.release ? { 'aria-label': name } : {}) }, escapeHtml(version.label));
}

function sidebar(data: RouteData, settings: BodySettings): string {
  const nav = element('nav', { 'aria-label': 'Docs sidebar', class: 'sidebar-scroll' }, sidebarListHtml(data.sidebar, settings.basePath, data.doc.route));
  const hide = settings.hideableSidebar
    ? element('button', { type: 'button', class: 'sidebar-hide-button js-only', 'aria-label': 'Collapse sidebar', title: 'Collapse sidebar' }, icon('chevron-left'))
    : '';
  return element('div', { class: 'sidebar' }, nav + hide);
}

function breadcrumbs(data: RouteData, basePath: string): string {
  if (!data.breadcrumbs.length) return '';
  const home = element('li', {}, siteLink(basePath, data.home, { 'aria-label': 'Home page' }, icon('home')));
  const categories = data.breadcrumbs
    .map((item) => element('li', {}, item.href ? siteLink(basePath, item.href, {}, escapeHtml(item.label)) : element('span', {}, escapeHtml(item.label))))
    .join('');
  const current = element('li', {}, element('span', { 'aria-current': 'page' }, escapeHtml(data.doc.sidebarLabel)));
  return element('nav', { 'aria-label': 'Breadcrumbs', class: 'breadcrumbs' }, element('ol', {}, home + categories + current));
}

/** "Copy page" (needs JavaScript, so shown on scripted pages only) and the Markdown copy's link. */
function pageActions(markdownHref: string): string {
  const copy = element('button', { type: 'button', class: 'page-action js-only', 'data-copy-page': markdownHref }, icon('copy') + element('span', { 'data-copy-label': 'true', 'aria-live': 'polite' }, 'Copy page'));
  const view = element('a', { class: 'page-action', href: markdownHref, type: 'text/markdown' }, `${icon('markdown')}View as Markdown`);
  return element('div', { class: 'page-actions' }, copy + view);
}

function docFooter(data: RouteData): string {
  const { editUrl, lastUpdated } = data;
  if (!editUrl && !lastUpdated) return '';
  const edit = editUrl ? element('a', { href: editUrl, class: 'edit-link', rel: relFor(editUrl) }, `${icon('edit')}Edit this page`) : '<span></span>';
  const date = lastUpdated ? element('p', { class: 'last-updated' }, `Last updated on ${element('time', { datetime: lastUpdated.iso }, escapeHtml(lastUpdated.text))}`) : '';
  return element('footer', { class: 'doc-footer' }, edit + date);
}

function pageLink(basePath: string, link: PageLink, side: 'prev' | 'next'): string {
  const [sublabel, label] = side === 'prev' ? ['Previous', `« ${link.label}`] : ['Next', `${link.label} »`];
  const inner = element('span', { class: 'pagination-sublabel' }, sublabel) + element('span', { class: 'pagination-label' }, escapeHtml(label));
  return siteLink(basePath, link.href, { class: `pagination-link pagination-${side}`, 'data-prefetch': 'view' }, inner);
}

function prevNext(data: RouteData, basePath: string): string {
  if (!data.prev && !data.next) return '';
  const prev = data.prev ? pageLink(basePath, data.prev, 'prev') : '<span></span>';
  const next = data.next ? pageLink(basePath, data.next, 'next') : '';
  return element('nav', { class: 'pagination-nav', 'aria-label': 'Docs pages' }, prev + next);
}

/**
 * "On this page": the page script fills both slots from the content's headings (a box above the
 * content on narrow screens, a column on wide ones); they are here, empty, so nothing shifts.
 */
function tableOfContents(levels: RouteData['tocLevels']): { box: string; column: string } {
  if (!levels) return { box: '', column: '' };
  return {
    box: element('details', { class: 'toc toc-mobile', 'data-toc-levels': `${levels.min}-${levels.max}` }, element('summary', {}, 'On this page')),
    column: element('div', { class: 'toc-column', 'data-toc-column': '' }),
  };
}

/** The body of the doc page `data`, around the doc's content HTML. */
export function renderBody(data: RouteData, content: string, settings: BodySettings): string {
  const { doc } = data;
  const { basePath } = settings;
  const drawer = element('div', { class: 'drawer', id: 'docs-drawer' }, versionBadge(settings, data.versionHref) + sidebar(data, settings));
  const backdrop = element('label', { for: DRAWER_TOGGLE_ID, class: 'drawer-backdrop', 'aria-hidden': 'true' });
  const toc = tableOfContents(data.tocLevels);
  const header = element('header', {}, (doc.hideTitle ? '' : element('h1', {}, escapeHtml(doc.title))) + pageActions(data.markdownHref));
  const article = element(
    'article',
    { class: 'doc-article', 'data-search-title': doc.title, 'data-search-breadcrumb': searchBreadcrumb(data.breadcrumbs) || undefined },
    breadcrumbs(data, basePath) + header + toc.box + element('div', { class: 'markdown', 'data-search-body': '' }, content) + docFooter(data),
  );
  const container = element('div', { class: 'doc-container' }, article + prevNext(data, basePath));
  const main = element('main', { id: 'main-content', class: data.tocLevels ? 'doc-main doc-main-toc' : 'doc-main', tabindex: '-1' }, container + toc.column);
  return drawer + backdrop + main;
}
