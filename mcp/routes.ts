/**
 * Which page an assistant means: a route (`/cli/usage`), the same with a trailing slash or
 * `.md`, or a full URL of the site (its canonical address or the deployment's, base path
 * included, with or without `#section`). Unknown paths get the closest routes as suggestions.
 */
import { editDistance } from '../lib/edit-distance';
import { pathBelowBase, routeOfPath } from '../lib/urls';
import { SUGGESTION_MAX_EDITS } from './arguments';

export interface ResolvedPath {
  route: string;
  /** The `#fragment` of a URL, when one was given. */
  anchor?: string;
}

/** How many routes an unknown path suggests. */
const SUGGESTIONS = 3;

const WEB_URL = /^https?:\/\//i;

/** A URL without its scheme, so `http://` and `https://` addresses of a root compare equal. */
function withoutScheme(url: string): string {
  return url.replace(WEB_URL, '');
}

/** The root of `roots` a full URL is under (`https://airy.co/docs/core/cli/usage/` → `https://airy.co/docs/core/`). */
function rootOf(url: string, roots: string[]): string | undefined {
  const address = `${withoutScheme(url).replace(/[?#].*$/, '')}/`;
  return roots.find((root) => address.startsWith(withoutScheme(root)));
}

/** True for a full URL under none of the site's `roots`: a page of another site, never one of ours. */
export function isForeignUrl(value: string, roots: string[]): boolean {
  return WEB_URL.test(value.trim()) && !rootOf(value.trim(), roots);
}

/** A `#fragment` as text; one with a broken escape is taken as written. */
function fragment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function pathOf(value: string, roots: string[]): { path: string; anchor?: string } {
  const hashAt = value.indexOf('#');
  const anchor = hashAt >= 0 ? fragment(value.slice(hashAt + 1)) || undefined : undefined;
  let path = value.slice(0, hashAt >= 0 ? hashAt : undefined).replace(/\?.*$/, '').trim();
  const root = WEB_URL.test(path) ? rootOf(path, roots) : undefined;
  if (root) path = withoutScheme(path).slice(withoutScheme(root).length);
  return { path, anchor };
}

/** `cli/usage/`, `/cli/usage.md`, `cli/usage/index.html` → `/cli/usage`; `index.md`, `` → `/`. */
function routeOf(path: string): string {
  const trimmed = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/(^|\/)index\.(html|md)$/, '')
    .replace(/\.(md|html)$/, '');
  return trimmed === 'index' ? '/' : routeOfPath(trimmed);
}

/**
 * The route `value` names among `routes`, or null. `roots` are the site's addresses
 * (`https://airy.co/docs/core/`); a path may also carry the base path (`/docs/core/cli/usage/`).
 */
export function resolvePath(value: string, routes: Set<string>, roots: string[]): ResolvedPath | null {
  const { path, anchor } = pathOf(value, roots);
  const route = routeOf(path);
  if (routes.has(route)) return { route, anchor };
  // A site path with the base path of one of the roots (`/docs/core/cli/usage/`).
  for (const root of roots) {
    const below = pathBelowBase(new URL(root).pathname, `${route}/`);
    if (below !== null && routes.has(routeOfPath(below))) return { route: routeOfPath(below), anchor };
  }
  return null;
}

/**
 * The routes closest to what was asked: same last segment first, then by edit distance, then by
 * route. One pass keeps the best `count` (a site of 10,000 pages is not sorted for three names).
 */
export function closestRoutes(value: string, routes: Iterable<string>, roots: string[], count = SUGGESTIONS): string[] {
  const wanted = routeOf(pathOf(value, roots).path).toLowerCase();
  const last = wanted.slice(wanted.lastIndexOf('/') + 1);
  const bounded = { max: SUGGESTION_MAX_EDITS };
  const best: { route: string; rank: number }[] = [];
  const before = (a: { route: string; rank: number }, b: { route: string; rank: number }) => a.rank < b.rank || (a.rank === b.rank && a.route < b.route);
  for (const route of routes) {
    const lower = route.toLowerCase();
    const leaf = lower.slice(lower.lastIndexOf('/') + 1);
    const distance = Math.min(editDistance(last, leaf, bounded) + 2, editDistance(wanted, lower, bounded));
    // A route with the same last segment comes before any without one.
    const entry = { route, rank: (last && leaf === last ? 0 : SUGGESTION_MAX_EDITS + 3) + distance };
    if (best.length === count && !before(entry, best[count - 1])) continue;
    const at = best.findIndex((kept) => before(entry, kept));
    best.splice(at < 0 ? best.length : at, 0, entry);
    if (best.length > count) best.pop();
  }
  return best.map((entry) => entry.route);
}
