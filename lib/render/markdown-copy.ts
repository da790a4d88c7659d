/**
 * A doc's Markdown copy (for `ROUTE.md` and `llms-full.txt`), converted from the same parsed
 * tree as its HTML: writer components become plain Markdown, links and images absolute URLs,
 * and an `<Include>` a marker line that the page's assembly replaces with the included doc's
 * Markdown. remark-stringify refuses any node plain Markdown cannot hold, so no JSX can leak.
 */
import type { Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';
import { absoluteUrl, type SiteAddress } from '../urls';
import { convertFlowElement, convertTextElement, type UrlResolver } from './markdown-components';

const STRINGIFY: StringifyOptions = { bullet: '-', fences: true, rule: '-', emphasis: '_', strong: '*', listItemIndent: 'one' };
const writer = unified().use(remarkGfm).use(remarkStringify, STRINGIFY);
const SCHEME = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const HIGHLIGHT_RANGES = /\s*\{[\d,\s-]+\}\s*/g;

/** The marker line of an included doc in a Markdown copy (see `components/mdx/Include`). */
const INCLUDE_LINE = /^([ >]*)<!--include:(.*?)-->[ \t]*$/;

/**
 * `/cli/usage#x` → `https://site/cli/usage/#x`; `#x` and `other` are read relative to the page's
 * URL, and any address inside the site gets its canonical form (base path, trailing slash).
 */
function urlResolver(site: SiteAddress, route: string): UrlResolver {
  const root = new URL(absoluteUrl(site, '/'));
  const pageUrl = absoluteUrl(site, route);
  return (url) => {
    if (SCHEME.test(url)) return url;
    if (url.startsWith('/')) return absoluteUrl(site, url);
    const resolved = new URL(url, pageUrl);
    if (resolved.origin !== root.origin || !resolved.pathname.startsWith(root.pathname)) return resolved.href;
    return absoluteUrl(site, `/${resolved.pathname.slice(root.pathname.length)}${resolved.search}${resolved.hash}`);
  };
}

/** Inline node types: what a paragraph holds. */
const PHRASING = new Set(['text', 'strong', 'emphasis', 'delete', 'inlineCode', 'link', 'linkReference', 'image', 'imageReference', 'break', 'html', 'footnoteReference']);

/**
 * The children of a block element as blocks. A tag written on one line (`<summary>Label</summary>`,
 * unwrapped from its paragraph as MDX does) holds inline content, which becomes a paragraph
 * (a `<summary>` one in bold, as it labels what follows).
 */
function asFlow(node: MdxJsxFlowElement): RootContent[] {
  const children = node.children as RootContent[];
  if (!children.length || !children.every((child) => PHRASING.has(child.type))) return children;
  const phrasing = children as PhrasingContent[];
  return [{ type: 'paragraph', children: node.name === 'summary' ? [{ type: 'strong', children: phrasing }] : phrasing }];
}

function isParent(node: RootContent | Root): node is Extract<RootContent, Parent> | Root {
  return 'children' in node;
}

/** Converts a parsed doc (links already rewritten to routes) to its Markdown body. Mutates `tree`. */
export function markdownCopy(tree: Root, route: string, site: SiteAddress): string {
  const resolveUrl = urlResolver(site, route);
  const convertChildren = (parent: Root | Extract<RootContent, Parent>): void => {
    (parent as Parent).children = (parent.children as RootContent[]).flatMap(convertNode);
  };
  const convertNode = (node: RootContent): RootContent[] => {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return [];
    if (isParent(node)) convertChildren(node);
    if (node.type === 'mdxJsxFlowElement') return convertFlowElement(node as MdxJsxFlowElement, asFlow(node as MdxJsxFlowElement), resolveUrl);
    if (node.type === 'mdxJsxTextElement') return convertTextElement(node as MdxJsxTextElement, node.children as PhrasingContent[], resolveUrl);
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = resolveUrl(node.url);
    if (node.type === 'code' && node.meta) node.meta = node.meta.replace(HIGHLIGHT_RANGES, ' ').trim() || null;
    delete node.position;
    return [node];
  };
  convertChildren(tree);
  return writer.stringify(tree);
}

/**
 * Replaces each include marker line with the included Markdown, indented like the marker (inside
 * a quote or a list item the included lines carry the same prefix). `included` answers a doc's
 * finished Markdown, or null when it cannot be included (a cycle, an unknown doc).
 */
export function spliceMarkdownIncludes(markdown: string, included: (id: string) => string | null): string {
  if (!markdown.includes('<!--include:')) return markdown;
  return markdown
    .split('\n')
    .flatMap((line) => {
      const marker = INCLUDE_LINE.exec(line);
      if (!marker) return [line];
      const text = included(marker[2]);
      if (text === null) return [];
      const prefix = marker[1];
      return text.replace(/\n+$/, '').split('\n').map((inner) => (inner ? prefix + inner : prefix.trimEnd()));
    })
    .join('\n');
}
