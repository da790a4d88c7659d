/**
 * Everything one page needs, computed once from the site data: its doc, the pruned sidebar,
 * breadcrumbs, prev/next, table of contents, last-updated text and edit link. Components only
 * read this object.
 */
import type { SiteConfig } from './config-types';
import { formatLastUpdated } from './last-updated';
import { indexSidebar, pruneWithIndex, type SidebarIndex, type SidebarNode } from './sidebar';
import type { DocEntry } from './site/frame';
import { markdownPath, withBasePath } from './urls';

export interface PageLink {
  label: string;
  href: string;
}

export interface RouteData {
  doc: DocEntry;
  /** `<title>`: `{page} | {site}`. */
  documentTitle: string;
  sidebar: SidebarNode[];
  breadcrumbs: { label: string; href: string | null }[];
  prev: PageLink | null;
  next: PageLink | null;
  /** Heading levels "On this page" lists, or null when the page shows none. */
  tocLevels: { min: number; max: number } | null;
  lastUpdated: { iso: string; text: string } | null;
  editUrl: string | null;
  /** The page's Markdown copy, base path included (`/cli/usage.md`). */
  markdownHref: string;
  /** Where the version badge links: the version's main doc, or the site's home when no page is there. */
  versionHref: string;
  /** Where "home" links lead (the breadcrumbs' first). */
  home: string;
}

/** `Page | Site`, or the site title alone for an empty page title. */
export function formatDocumentTitle(pageTitle: string, config: Pick<SiteConfig, 'title' | 'titleDelimiter'>): string {
  const trimmed = pageTitle.trim();
  return trimmed ? `${trimmed} ${config.titleDelimiter} ${config.title}` : config.title;
}

/** Route of a catch-all `slug` param: `[]` → `/`, `['cli','usage']` → `/cli/usage`. */
export function routeFromSlug(slug: string[] | undefined): string {
  const parts = (slug ?? []).map((part) => decodeURIComponent(part));
  if (parts[parts.length - 1] === 'index.html') parts.pop();
  return `/${parts.join('/')}`;
}

/** The catch-all param for a route. */
export function slugFromRoute(route: string): string[] {
  return route === '/' ? [] : route.slice(1).split('/');
}

/** What the route data is made from: the site model's docs, home and sidebar. */
export interface RouteSource {
  home: string;
  docs: DocEntry[];
  sidebar: SidebarNode[];
}

/** Lookups over a site, built once per site object (the export pass writes every page from one). */
const indexes = new WeakMap<RouteSource, { byRoute: Map<string, DocEntry>; sidebar: SidebarIndex }>();

function indexOf(site: RouteSource) {
  let index = indexes.get(site);
  if (!index) {
    index = { byRoute: new Map(site.docs.map((doc) => [doc.route, doc])), sidebar: indexSidebar(site.sidebar) };
    indexes.set(site, index);
  }
  return index;
}

/** Builds the route data for `route`, or null when no doc has it. */
export function getRouteData(site: RouteSource, config: SiteConfig, route: string): RouteData | null {
  const { byRoute, sidebar } = indexOf(site);
  const doc = byRoute.get(route);
  if (!doc) return null;
  const at = sidebar.position.get(route);
  const linkTo = (entry: { label: string; href: string } | undefined): PageLink | null =>
    entry ? { label: byRoute.get(entry.href)?.paginationLabel ?? entry.label, href: entry.href } : null;
  return {
    doc,
    documentTitle: formatDocumentTitle(doc.title, config),
    sidebar: pruneWithIndex(site.sidebar, sidebar, route),
    breadcrumbs: (sidebar.branch.get(route) ?? []).map((category) => ({ label: category.label, href: category.href })),
    prev: at === undefined ? null : linkTo(sidebar.flat[at - 1]),
    next: at === undefined ? null : linkTo(sidebar.flat[at + 1]),
    tocLevels: doc.toc,
    lastUpdated: doc.lastUpdated
      ? { iso: new Date(doc.lastUpdated).toISOString(), text: formatLastUpdated(doc.lastUpdated, config.locale) }
      : null,
    editUrl: config.editUrl ? `${config.editUrl.replace(/\/?$/, '/')}${doc.file}` : null,
    markdownHref: withBasePath(config.basePath, markdownPath(doc.route)),
    home: site.home,
    versionHref: byRoute.has(config.versions[0].path) ? config.versions[0].path : site.home,
  };
}
