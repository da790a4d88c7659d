/**
 * The links `site.config.ts` puts on every page must name pages of this build, or every page
 * would carry a broken link: a navbar link to a missing page fails the content check, before
 * `next build` starts, naming the config line. A version whose path names no page only warns:
 * its badge then links to the site's home.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closestRouteHint, resolveLink, type SiteIndex } from '../check/references';
import type { SiteConfig } from '../config-types';
import type { Diagnostic } from '../diagnostics';
import { isExternal } from '../urls';

const CONFIG_FILE = 'site.config.ts';

/** Checks the internal links of the config against the routes of the build. */
export function checkConfigLinks(config: SiteConfig, site: SiteIndex, projectRoot: string): Diagnostic[] {
  const path = join(projectRoot, CONFIG_FILE);
  const lines = existsSync(path) ? readFileSync(path, 'utf8').split('\n') : [];
  const lineOf = (value: string) => {
    const index = lines.findIndex((line) => line.includes(`'${value}'`) || line.includes(`"${value}"`));
    return index >= 0 ? index + 1 : undefined;
  };
  // A version path without a page only sends the badge to the site's home instead, so it warns.
  const links = [
    ...config.navbar.items.map((item) => ({ field: `navbar link "${item.label || item.ariaLabel}"`, href: item.href, severity: 'error' as const })),
    ...config.versions.map((version) => ({ field: `version "${version.id}" path (the badge's link)`, href: version.path, severity: 'warning' as const })),
  ];
  const diagnostics: Diagnostic[] = [];
  for (const { field, href, severity } of links) {
    if (isExternal(href) || href.startsWith('#')) continue;
    const { path: target, fragment } = resolveLink(href, '/');
    const ids = site.idsByRoute.get(target);
    const exists = ids !== undefined || site.extraPaths.has(target) || site.publicFileExists(target);
    const problem = !exists
      ? `the ${field} points to ${href}, and no page of this build has that route`
      : fragment && ids && !ids.has(fragment) && !site.unparsedRoutes.has(target)
        ? `the ${field} points to ${href}, and that page has no heading or id "${fragment}"`
        : null;
    if (problem) {
      diagnostics.push({
        severity,
        file: CONFIG_FILE,
        line: lineOf(href),
        message: problem,
        hint: `change the link in ${CONFIG_FILE} or add the page; ${closestRouteHint(target, site.idsByRoute.keys())}`,
      });
    }
  }
  return diagnostics;
}
