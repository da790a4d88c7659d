/**
 * Rewrites links to `.md`/`.mdx` files (`../api/endpoints/tags.md#list`) to the target doc's
 * route, the way Docusaurus does. Links that match no doc stay as written and are reported.
 */
import type { Definition, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const FILE_LINK = /^(?!https?:\/\/|mailto:)([^#?]+\.mdx?)([?#].*)?$/;

/** Finds the route of a doc file named by a link, relative to the linking doc. */
export type MarkdownLinkResolver = (target: string, fromId: string) => string | null;

/** A link that matched no doc. */
interface UnresolvedMarkdownLink {
  url: string;
  line?: number;
  column?: number;
}

export interface MarkdownLinkOptions {
  resolve: MarkdownLinkResolver;
  fromId: string;
  /** Route of the linking doc: relative page links (`../cli/usage`) are made absolute from it. */
  fromRoute?: string;
  /** Receives each link that could not be resolved. */
  onUnresolved?: (link: UnresolvedMarkdownLink) => void;
  /** Receives each file or relative link with the URL it became (unchanged when unresolved). */
  onRewrite?: (written: UnresolvedMarkdownLink, url: string) => void;
}

export function remarkMarkdownLinks(options: MarkdownLinkOptions) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const target = node as Link | Definition;
      const written = target.url;
      const match = FILE_LINK.exec(written);
      if (!match) {
        if (options.fromRoute && /^\.{1,2}\//.test(written)) target.url = absoluteFrom(options.fromRoute, written);
      } else {
        const route = options.resolve(decodeURI(match[1]), options.fromId);
        if (route) target.url = route + (match[2] ?? '');
        else options.onUnresolved?.({ url: written, line: node.position?.start.line, column: node.position?.start.column });
      }
      if (target.url !== written || match) {
        options.onRewrite?.({ url: written, line: node.position?.start.line, column: node.position?.start.column }, target.url);
      }
    });
  };
}

/** `../x#y` seen from `/a/b/c` is `/a/x#y` (links are relative to the page's folder, as in Docusaurus). */
function absoluteFrom(fromRoute: string, relative: string): string {
  const [path, ...rest] = relative.split(/(?=[?#])/);
  const parts = fromRoute.split('/').filter(Boolean).slice(0, -1);
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return `/${parts.join('/')}${rest.join('')}`;
}

/** Resolves `target` against the doc ids: relative to the linking doc's folder, or from the content root. */
export function createMarkdownLinkResolver(routeById: Map<string, string>): MarkdownLinkResolver {
  return (target, fromId) => {
    const withoutExt = target.replace(/\.mdx?$/, '');
    const folder = fromId.includes('/') ? fromId.slice(0, fromId.lastIndexOf('/')).split('/') : [];
    const candidates: string[] = [];
    if (withoutExt.startsWith('/')) candidates.push(withoutExt.slice(1));
    else {
      const parts = [...folder];
      for (const part of withoutExt.split('/')) {
        if (part === '..') parts.pop();
        else if (part !== '.' && part !== '') parts.push(part);
      }
      candidates.push(parts.join('/'));
      if (!withoutExt.startsWith('.')) candidates.push(withoutExt);
    }
    for (const id of candidates) {
      const route = routeById.get(id);
      if (route) return route;
    }
    return null;
  };
}
