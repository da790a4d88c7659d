/**
 * Link and image checks on the source: every internal link must name a page (and, with a
 * `#fragment`, a heading or id on it); every image must exist under `public/`.
 */
import type { Diagnostic } from '../diagnostics';
import type { CollectedReference } from '../mdx/rehype-collect';
import { editDistance } from '../edit-distance';
import { isExternal } from '../urls';


/** What the checks know about the built site. */
export interface SiteIndex {
  /** Page routes (`/`, `/cli/usage`) and the ids each page carries. */
  idsByRoute: Map<string, Set<string>>;
  /**
   * Routes of pages whose MDX (or that of a doc they include) did not parse: their ids are
   * unknown, so links into them are not checked for anchors; the page's own error says what to fix.
   */
  unparsedRoutes: Set<string>;
  /** Other paths that will exist in `out/`: generated files such as `/search` or `/llms.txt`. */
  extraPaths: Set<string>;
  /** Whether a file exists under `public/` at this site path. */
  publicFileExists: (path: string) => boolean;
}

/** A link's target as a route and optional fragment, resolved against the linking page. */
export function resolveLink(href: string, fromRoute: string): { path: string; fragment: string | null } {
  const hashAt = href.indexOf('#');
  const fragment = hashAt >= 0 ? safeDecode(href.slice(hashAt + 1)) : null;
  let path = (hashAt >= 0 ? href.slice(0, hashAt) : href).split('?')[0];
  if (path === '') return { path: fromRoute, fragment };
  if (!path.startsWith('/')) {
    const base = fromRoute === '/' ? [] : fromRoute.split('/').filter(Boolean).slice(0, -1);
    for (const part of path.split('/')) {
      if (part === '..') base.pop();
      else if (part !== '.' && part !== '') base.push(part);
    }
    path = `/${base.join('/')}`;
  }
  path = safeDecode(path).replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return { path: path || '/', fragment };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A hint naming the existing route closest to a broken one. */
export function closestRouteHint(path: string, routes: Iterable<string>): string {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const route of routes) {
    const distance = editDistance(path, route);
    if (distance < bestDistance) [best, bestDistance] = [route, distance];
  }
  const base = 'routes are file paths under the content folder without extension';
  return best ? `did you mean ${best}? (${base})` : base;
}

/** Checks the links and images of one page. */
export function checkReferences(
  page: { file: string; route: string },
  references: CollectedReference[],
  site: SiteIndex,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const reference of references) {
    const at = { file: page.file, line: reference.line, column: reference.column };
    if (isExternal(reference.url)) continue;
    if (reference.kind === 'image') {
      if (!reference.url.startsWith('/')) {
        diagnostics.push({ severity: 'error', ...at, message: `image ${reference.url} is not a site path`, hint: 'put images under public/ and write /img/…' });
      } else if (!site.publicFileExists(reference.url.split(/[?#]/)[0])) {
        diagnostics.push({ severity: 'error', ...at, message: `image ${reference.url} does not exist`, hint: `add public${reference.url} or fix the path` });
      }
      continue;
    }
    if (reference.unresolvedFileLink) continue;
    const written = reference.written ?? reference.url;
    const { path, fragment } = resolveLink(reference.url, page.route);
    const resolved = `${path}${fragment ? `#${fragment}` : ''}`;
    const resolvedNote = resolved === written ? '' : ` (resolved as ${resolved})`;
    const ids = site.idsByRoute.get(path);
    if (!ids) {
      if (site.extraPaths.has(path) || site.publicFileExists(path)) continue;
      diagnostics.push({
        severity: 'error',
        ...at,
        message: `broken link ${written}${resolvedNote}: no page has this route`,
        hint: closestRouteHint(path, site.idsByRoute.keys()),
      });
      continue;
    }
    if (fragment && !ids.has(fragment) && !site.unparsedRoutes.has(path)) {
      const sample = [...ids].slice(0, 6).map((id) => `#${id}`).join(', ');
      diagnostics.push({
        severity: 'error',
        ...at,
        message: `broken anchor ${written}${resolvedNote}: ${path} has no heading or id "${fragment}"`,
        hint: sample ? `ids on that page include ${sample}` : 'that page has no headings to link to',
      });
    }
  }
  return diagnostics;
}
