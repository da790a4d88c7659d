/**
 * The URL map: the one module that turns a route (`/cli/usage`, `/` for the home page) into
 * every address and file it has — its page URL, exported files (HTML, router payload, body
 * fragment), Markdown copy, canonical URL — with the base path applied (and taken off a path,
 * `pathBelowBase`) here and nowhere else, and the site's own address (`siteRootUrl`), which
 * every absolute address starts with. It also holds the one rule for links that leave the
 * site. Pure and free of Node APIs, so the browser code uses the same functions as the build.
 *
 * Layout (Next's `trailingSlash: true`): route `/cli/usage` is the folder `cli/usage/` holding
 * `index.html`, the payload `index.txt` and the body `index.body.txt`; its Markdown copy is
 * `cli/usage.md` (`index.md` for the home page).
 */
import { MCP_BUNDLE_FILE } from './constants';

/** Normalises a base path to `/` or `/a/b/` (leading and trailing slash). */
export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The base path as Next's `basePath` and router want it: `''` or `/a/b` (no trailing slash). */
function nextBasePath(basePath: string): string {
  return basePath === '/' ? '' : basePath.replace(/\/$/, '');
}

/** Site paths every build writes besides the docs, so links to them are valid. */
export const SITE_FILE_PATHS = ['/search', '/404', '/sitemap.xml', '/robots.txt', '/llms.txt', '/llms-full.txt'];

/** The OpenAPI document's addresses, in builds whose content has API pages. */
export const OPENAPI_FILE_PATHS = ['/openapi.json', '/openapi.yaml'];

const SCHEME = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const WEB = /^(https?:)?\/\//i;

/** True for an address outside the site: any scheme (`https:`, `mailto:`) or protocol-relative. */
export function isExternal(href: string): boolean {
  return SCHEME.test(href);
}

/** The `rel` a link needs: `noopener noreferrer` when it leaves over the web (not `mailto:`, not `#x`). */
export function relFor(href: string): string | undefined {
  return WEB.test(href) ? 'noopener noreferrer' : undefined;
}

/** True when the last segment of a path names a file (`/img/a.svg`, `/llms.txt`), not a page. */
export function isFilePath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

/** Prefixes a site-absolute path (`/img/x.svg`) with the base path; other values unchanged. */
export function withBasePath(basePath: string, path: string): string {
  return path.startsWith('/') ? nextBasePath(basePath) + path : path;
}

/**
 * The href a site address gets in exported HTML: base path first and a trailing slash on pages
 * (never on files). External and relative addresses are returned as written.
 */
export function siteHref(basePath: string, href: string): string {
  if (isExternal(href) || !href.startsWith('/')) return href;
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(href)!;
  const withSlash = isFilePath(path) || path.endsWith('/') ? path : `${path}/`;
  return nextBasePath(basePath) + withSlash + rest;
}

/** A page path with its trailing slash, without base path: `/a/b#x` → `/a/b/#x`; files unchanged. */
export function withTrailingSlash(url: string): string {
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(url)!;
  if (path.endsWith('/') || isFilePath(path)) return url;
  return `${path}/${rest}`;
}

/** The URL path of a file of the export, base path included: `_next/static/x.js` → `/docs/core/_next/static/x.js`. */
export function fileUrl(basePath: string, file: string): string {
  return `${basePath}${file.replace(/^\/+/, '')}`;
}

/**
 * The part of a URL path below the base path: `/docs/core/cli/usage/` → `cli/usage/`, the base
 * itself (`/docs/core` or `/docs/core/`) → `''`; null for a path outside it.
 */
export function pathBelowBase(basePath: string, pathname: string): string | null {
  if (pathname.startsWith(basePath)) return pathname.slice(basePath.length);
  return `${pathname}/` === basePath ? '' : null;
}

/** The route a page's path names, without the base path: `cli/usage/` or `/cli/usage/` → `/cli/usage`, `''` → `/`. */
export function routeOfPath(path: string): string {
  return `/${path.replace(/^\/+|\/+$/g, '')}`;
}

/** The folder of a route's files inside the export: `cli/usage`, or `''` for the home page. */
function pageFolder(route: string): string {
  return route === '/' ? '' : route.replace(/^\/+|\/+$/g, '');
}

const PAGE_FILE_NAMES = { html: 'index.html', payload: 'index.txt', body: 'index.body.txt' } as const;

/** Which of a page's exported files: its HTML, the router's payload, or the doc body fragment. */
export type PageFileKind = keyof typeof PAGE_FILE_NAMES;

/** A page's file relative to the export folder: `cli/usage/index.html`, `index.txt` for `/`. */
export function pageFile(route: string, kind: PageFileKind): string {
  const folder = pageFolder(route);
  return folder ? `${folder}/${PAGE_FILE_NAMES[kind]}` : PAGE_FILE_NAMES[kind];
}

/** The page's URL path, base path included: `/docs/core/cli/usage/`. */
export function pageUrl(basePath: string, route: string): string {
  return siteHref(basePath, route);
}

/** URL of a page's body fragment, base path included: `/docs/core/cli/usage/index.body.txt`. */
export function bodyUrl(basePath: string, route: string): string {
  return fileUrl(basePath, pageFile(route, 'body'));
}

/** A page's body file named as its payload names it (`index.body.txt`), for a page URL path: `/a/b/` → `/a/b/index.body.txt`. */
export function bodyUrlOfPage(pathname: string, bodyFile: string): string {
  return pathname.endsWith('/') ? `${pathname}${bodyFile}` : `${pathname}/${bodyFile}`;
}

/** The file name of every doc page's body, which the page's payload names. */
export const BODY_FILE = PAGE_FILE_NAMES.body;

/** The payload file the router and the navigation layer fetch for a page URL path: `/a/b/` → `/a/b/index.txt`. */
export function payloadUrlOfPage(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}${PAGE_FILE_NAMES.payload}` : `${pathname}/${PAGE_FILE_NAMES.payload}`;
}

/** The site path of a route's Markdown copy, without base path: `/cli/usage.md`, `/index.md`. */
export function markdownPath(route: string): string {
  return route === '/' ? '/index.md' : `${route.replace(/\/+$/, '')}.md`;
}

/** The Markdown copy's file relative to the export folder: `cli/usage.md`. */
export function markdownFile(route: string): string {
  return markdownPath(route).slice(1);
}

/** The file of one sidebar section, loaded on demand: `sidebar/getting-started.json`. */
export function sidebarSectionFile(key: string): string {
  return `sidebar/${key}.json`;
}

/** The URL prefix of the sidebar sections, base path included: `/docs/core/sidebar/`. */
export function sidebarSectionsUrl(basePath: string): string {
  return fileUrl(basePath, 'sidebar/');
}

/** What absolute URLs need: the origin and the base path. */
export interface SiteAddress {
  /** Origin without a trailing slash: `https://airy.co`. */
  url: string;
  /** `/` or `/docs/core/`. */
  basePath: string;
}

/** The site's root URL, ending in `/`: `https://airy.co/docs/core/`. Every other absolute address starts with it. */
export function siteRootUrl(site: SiteAddress): string {
  return `${site.url.replace(/\/+$/, '')}${site.basePath}`;
}

/** The origin and base path of a root URL (`https://airy.co/docs/core/` → `https://airy.co`, `/docs/core/`), query and fragment dropped. */
export function siteAddressOf(root: string): SiteAddress {
  const url = new URL(root);
  return { url: url.origin, basePath: normalizeBasePath(url.pathname) };
}

/** The absolute URL of a site path: `/cli/usage` → `https://airy.co/cli/usage/`; others as written. */
export function absoluteUrl(site: SiteAddress, path: string): string {
  return path.startsWith('/') ? `${site.url.replace(/\/+$/, '')}${siteHref(site.basePath, path)}` : path;
}

/** A page's canonical URL (also its sitemap entry): `https://airy.co/docs/core/cli/usage/`. */
export function canonicalUrl(site: SiteAddress, route: string): string {
  return absoluteUrl(site, route);
}

/** The absolute URL of a page's Markdown copy. */
export function markdownUrl(site: SiteAddress, route: string): string {
  return absoluteUrl(site, markdownPath(route));
}

/** The address of the docs' MCP server file the build publishes, as `llms.txt` and the reader page name it. */
export function mcpServerUrl(site: SiteAddress): string {
  return absoluteUrl(site, `/${MCP_BUNDLE_FILE}`);
}
