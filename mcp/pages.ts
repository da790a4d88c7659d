/**
 * A page of the site as the server gives it, to a tool or as a resource: its Markdown copy with
 * links pointed at the address the server names, and the addresses a page may be named by.
 */
import { markdownFile } from '../lib/urls';
import { quoted } from './arguments';
import { alignTables } from './markdown-tables';
import { closestRoutes, isForeignUrl, resolvePath, type ResolvedPath } from './routes';
import type { DocsSite } from './site';

/** The addresses a page of `site` may be named by: the server's, the build's canonical one, the deployment's. */
function siteRoots(site: DocsSite): string[] {
  return [...new Set([site.root, site.toc.root, site.source.url ?? site.root])];
}

/**
 * The Markdown copy of the page at `route`, its links of the build's canonical address pointed
 * at the address the server names (`--url`, the deployment), tables padded again to match.
 */
export async function pageMarkdown(site: DocsSite, route: string): Promise<string> {
  const markdown = await site.text(markdownFile(route));
  const buildRoot = site.toc.root;
  return buildRoot === site.root || !markdown.includes(buildRoot) ? markdown : alignTables(markdown.split(buildRoot).join(site.root));
}

/** The page a route or URL names, or a sentence saying why there is none (with the closest routes). */
export function findPage(site: DocsSite, path: string): ResolvedPath | { problem: string } {
  const roots = siteRoots(site);
  if (isForeignUrl(path, roots)) {
    return { problem: `${quoted(path)} is not an address of this site: its pages are under ${roots.join(' and ')}. Give a route such as /cli/usage, or a URL under one of those.` };
  }
  return resolvePath(path, site.routes, roots) ?? { problem: `No page of this site at ${quoted(path)}. Closest routes: ${closestRoutes(path, site.routes, roots).join(', ')}.` };
}
