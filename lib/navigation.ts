/**
 * The navigation layer's decisions, kept plain for tests: which clicks it takes over, and when
 * prefetching is skipped. Where payloads and bodies are is the URL map's (`lib/urls.ts`) and
 * Next's contract's (`lib/next-contract/`) business.
 */
import { PREFETCH_SKIP_EFFECTIVE_TYPE } from './constants';
import { isFilePath, pathBelowBase } from './urls';

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
  /** The link opens and closes something in place (a sidebar category, `aria-expanded`): its own handler takes the click. */
  toggle: boolean;
  href: URL;
  current: URL;
  basePath: string;
}

/**
 * The navigation layer takes only plain left clicks on same-origin links inside the site that
 * change the path or query; everything else (new tabs, downloads, other sites, mailto:,
 * hash-only jumps) is left to the browser, and so are links that open something in place.
 */
export function decideClick(click: ClickInfo): ClickDecision {
  if (click.button !== 0 || click.modified || click.defaultPrevented || click.toggle) return 'browser';
  if (click.target && click.target !== '_self') return 'browser';
  if (click.download) return 'browser';
  const { href, current } = click;
  if (href.origin !== current.origin) return 'browser';
  if (pathBelowBase(click.basePath, href.pathname) === null) return 'browser';
  if (isFilePath(href.pathname)) return 'browser';
  if (href.pathname === current.pathname && href.search === current.search) return 'browser';
  return 'navigate';
}
