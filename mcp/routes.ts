/**
 * Which page an assistant means: a route (`/cli/usage`), the same with a trailing slash or
 * `.md`, or a full URL of the site (its canonical address or the deployment's, base path
 * included, with or without `#section`). Unknown paths get the closest routes as suggestions.
 */
import { editDistance } from '../lib/edit-distance';
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
    .replace(/\.(md|html)$/, '')
    .replace(/\/+$/, '');
  return trimmed && trimmed !== 'index' ? `/${trimmed}` : '/';
}

/**
 * The route `value` names among `routes`, or null. `roots` are the site's addresses
 * (`https://airy.co/docs/core/`); a path may also carry the base path (`/docs/core/cli/usage/`).
 */
export function resolvePath(value: string, routes: Set<string>, roots: string[]): ResolvedPath | null {
  const { path, anchor } = pathOf(value, roots);
  const route = routeOf(path);
  if (routes.has(route)) return { route, anchor };
  for (const root of roots) {
    const base = routeOf(new URL(root).pathname);
    if (base !== '/' && (route === base || route.startsWith(`${base}/`))) {
      const below = route.slice(base.length) || '/';
      if (routes.has(below)) return { route: below, anchor };
    }
  }
  return null;
}

/** The routes closest to what was asked: same last segment first, then by edit distance. */
export function closestRoutes(value: string, routes: Iterable<string>, roots: string[], count = SUGGESTIONS): string[] {
  const wanted = routeOf(pathOf(value, roots).path).toLowerCase();
  const last = wanted.split('/').pop() ?? '';
  return [...routes]
    .map((route) => {
      const lower = route.toLowerCase();
      const sameLeaf = last && lower.split('/').pop() === last ? 0 : 1;
      const bounded = { max: SUGGESTION_MAX_EDITS };
      const leafDistance = editDistance(last, lower.split('/').pop() ?? '', bounded);
      return { route, rank: [sameLeaf, Math.min(editDistance(wanted, lower, bounded), leafDistance + 2)] };
    })
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.route.localeCompare(b.route))
    .slice(0, count)
    .map((entry) => entry.route);
}
