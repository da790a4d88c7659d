/**
 * Clean Markdown from a doc's MDX source, for the `.md` copies and `llms-full.txt`: partials
 * (`<Include doc>`) expanded, writer components turned into plain Markdown, no JSX or
 * expression left, links and images made absolute site URLs. Parsed with remark (+ MDX, GFM)
 * and written with remark-stringify, which throws on any node plain Markdown cannot hold.
 */
import type { Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';
import type { SiteConfig } from '../config-types';
import { rewriteAdmonitions } from '../mdx/admonitions';
import { createMarkdownLinkResolver, remarkMarkdownLinks } from '../mdx/remark-markdown-links';
import { absoluteUrl, siteRootUrl } from '../page-urls';
import { attribute, convertFlowElement, convertTextElement, type UrlResolver } from './writer-components';

/** What the renderer needs to know of a doc. */
export interface MarkdownDoc {
  id: string;
  route: string;
  title: string;
  /** The MDX body as `lib/content.ts` reads it (front matter and leading `# Title` blanked). */
  source: string;
}

/** Renders docs to Markdown; an included doc is parsed and converted once, however often it is included. */
export interface MarkdownRenderer {
  /** The converted body of a doc (its includes expanded), as mdast. */
  body(id: string): Root;
  /** A page's Markdown: `# Title`, then the body. */
  page(id: string): string;
}

const STRINGIFY: StringifyOptions = { bullet: '-', fences: true, rule: '-', emphasis: '_', strong: '*', listItemIndent: 'one' };
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
const writer = unified().use(remarkGfm).use(remarkStringify, STRINGIFY);
const SCHEME = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const HIGHLIGHT_RANGES = /\s*\{[\d,\s-]+\}\s*/g;

/**
 * `/cli/usage#x` → `https://site/cli/usage/#x`; `#x` and `other` are read relative to the page's
 * URL, and any address inside the site gets its canonical form (base path, trailing slash).
 */
function urlResolver(config: Pick<SiteConfig, 'url' | 'basePath'>, route: string): UrlResolver {
  const root = new URL(siteRootUrl(config));
  const pageUrl = absoluteUrl(config, route);
  return (url) => {
    if (SCHEME.test(url)) return url;
    if (url.startsWith('/')) return absoluteUrl(config, url);
    const resolved = new URL(url, pageUrl);
    if (resolved.origin !== root.origin || !resolved.pathname.startsWith(root.pathname)) return resolved.href;
    return absoluteUrl(config, `/${resolved.pathname.slice(root.pathname.length)}${resolved.search}${resolved.hash}`);
  };
}

function isParent(node: RootContent | Root): node is Extract<RootContent, Parent> | Root {
  return 'children' in node;
}

/** A renderer over a set of docs (any of them may be included by another); URLs absolute for `config`. */
export function createMarkdownRenderer(docs: MarkdownDoc[], config: Pick<SiteConfig, 'url' | 'basePath'>): MarkdownRenderer {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const resolveLink = createMarkdownLinkResolver(new Map(docs.map((doc) => [doc.id, doc.route])));
  const bodies = new Map<string, Root>();

  const convert = (id: string, including: string[]): Root => {
    const cached = bodies.get(id);
    if (cached) return cached;
    const doc = byId.get(id);
    if (!doc || including.includes(id)) return { type: 'root', children: [] };
    const tree = parser.parse(rewriteAdmonitions(doc.source).text) as Root;
    remarkMarkdownLinks({ resolve: resolveLink, fromId: id, fromRoute: doc.route })(tree);
    const resolveUrl = urlResolver(config, doc.route);
    const stack = [...including, id];

    const convertChildren = (parent: Root | Extract<RootContent, Parent>): void => {
      const next: RootContent[] = [];
      for (const child of parent.children as RootContent[]) next.push(...convertNode(child));
      (parent as Parent).children = next;
    };
    const convertNode = (node: RootContent): RootContent[] => {
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return [];
      if (node.type === 'mdxJsxFlowElement' && node.name === 'Include') {
        const target = attribute(node, 'doc');
        return target ? [...convert(target, stack).children] : [];
      }
      if (isParent(node)) convertChildren(node);
      if (node.type === 'mdxJsxFlowElement') return convertFlowElement(node as MdxJsxFlowElement, node.children, resolveUrl);
      if (node.type === 'mdxJsxTextElement') {
        return convertTextElement(node as MdxJsxTextElement, node.children as PhrasingContent[], resolveUrl);
      }
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = resolveUrl(node.url);
      if (node.type === 'code' && node.meta) node.meta = node.meta.replace(HIGHLIGHT_RANGES, ' ').trim() || null;
      delete node.position;
      return [node];
    };

    convertChildren(tree);
    // Only included docs are kept (memory stays flat at thousands of pages). Include cycles fail
    // the content check, so a finished tree never depends on who included it.
    if (including.length) bodies.set(id, tree);
    return tree;
  };

  return {
    body: (id) => convert(id, []),
    page: (id) => {
      const doc = byId.get(id);
      if (!doc) throw new Error(`no doc with id "${id}"`);
      const title: RootContent = { type: 'heading', depth: 1, children: [{ type: 'text', value: doc.title }] };
      return writer.stringify({ type: 'root', children: [title, ...convert(id, []).children] });
    },
  };
}
