/**
 * The static export's page payloads: where a route's payload file is, how to recognise a real
 * one, and which script chunks it needs. Shared by the navigation layer and its tests.
 */
import { PREFETCH_SKIP_EFFECTIVE_TYPE } from './constants';

/** The payload file of a page URL path (trailing-slash layout): `/a/b/` → `/a/b/index.txt`. */
export function payloadPathFor(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.txt` : `${pathname}/index.txt`;
}

/**
 * The payload path the router will request for a URL it fetches, or null when the URL is
 * not a payload request. Also maps `/base.txt` to `/base/index.txt` (Next issue 73427).
 */
export function payloadPathOfRequest(url: URL): string | null {
  if (!url.pathname.endsWith('.txt') || !url.searchParams.has('_rsc')) return null;
  if (url.pathname.endsWith('/index.txt')) return url.pathname;
  return `${url.pathname.slice(0, -'.txt'.length)}/index.txt`;
}

/** True when a response is a page payload rather than, say, an HTML error page. */
export function isPayloadResponse(contentType: string, body: string): boolean {
  const typeOk = contentType.startsWith('text/plain') || contentType.startsWith('text/x-component');
  return typeOk && /^(\d+|[0-9a-f]+):/m.test(body.slice(0, 200)) && !/^\s*</.test(body);
}

/** File name of a doc body fragment inside its page folder (`/cli/usage/index.body.txt`). */
export const BODY_FILE = 'index.body.txt';

/** The body fragment a page payload names (the DocBody component's `bodySrc` prop), if any. */
export function bodyUrlIn(payload: string): string | null {
  return /"bodySrc":"([^"]+)"/.exec(payload)?.[1] ?? null;
}

/** The script chunks a payload references (`/_next/static/chunks/x.js`), base path included. */
export function chunkUrlsIn(payload: string): string[] {
  const found = new Set<string>();
  for (const match of payload.matchAll(/"((?:\/[^"\s]*)?\/_next\/static\/[^"\s]+?\.js)"/g)) found.add(match[1]);
  return [...found];
}

/** The subset of `navigator.connection` the prefetch decision reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching is skipped on 2g-class connections or when the reader asked to save data. */
export function shouldSkipPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || (connection.effectiveType ?? '').includes(PREFETCH_SKIP_EFFECTIVE_TYPE);
}

/** What a click on a link should do. */
export type ClickDecision = 'browser' | 'navigate';

/** The facts about a click the decision needs (kept plain for tests). */
export interface ClickInfo {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  target: string | null;
  download: boolean;
  href: URL;
  current: URL;
  basePath: string;
}

/**
 * The navigation layer takes only plain left clicks on same-origin links inside the site that
 * change the path or query; everything else (new tabs, downloads, other sites, mailto:,
 * hash-only jumps) is left to the browser.
 */
export function decideClick(click: ClickInfo): ClickDecision {
  if (click.button !== 0 || click.modified || click.defaultPrevented) return 'browser';
  if (click.target && click.target !== '_self') return 'browser';
  if (click.download) return 'browser';
  const { href, current } = click;
  if (href.origin !== current.origin) return 'browser';
  if (!href.pathname.startsWith(click.basePath)) return 'browser';
  if (/\.[a-z0-9]+$/i.test(href.pathname)) return 'browser';
  if (href.pathname === current.pathname && href.search === current.search) return 'browser';
  return 'navigate';
}
