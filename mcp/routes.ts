/**
 * Which page an assistant means: a route (`/cli/usage`), the same with a trailing slash or
 * `.md`, or a full URL of the site (its canonical address or the deployment's, base path
 * included, with or without `#section`). Unknown paths get the closest routes as suggestions.
 */
import { editDistance } from '../lib/edit-distance';

export interface ResolvedPath {
  route: string;
  /** The `#fragment` of a URL, when one was given. */
  anchor?: string;
}

/** How many routes an unknown path suggests. */
const SUGGESTIONS = 3;

function pathOf(value: string, roots: string[]): { path: string; anchor?: string } {
  const hashAt = value.indexOf('#');
  const anchor = hashAt >= 0 ? decodeURIComponent(value.slice(hashAt + 1)) || undefined : undefined;
  let path = value.slice(0, hashAt >= 0 ? hashAt : undefined).replace(/\?.*$/, '').trim();
  const root = roots.find((candidate) => path.startsWith(candidate));
  if (root) path = path.slice(root.length);
  else if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
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
      const leafDistance = editDistance(last, lower.split('/').pop() ?? '');
      return { route, rank: [sameLeaf, Math.min(editDistance(wanted, lower), leafDistance + 2)] };
    })
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.route.localeCompare(b.route))
    .slice(0, count)
    .map((entry) => entry.route);
}
