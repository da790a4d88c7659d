/**
 * The site's markup for plain Markdown elements: links get the base path and a safe `rel`,
 * images their base path, intrinsic size and lazy loading, code blocks their frame (file-name
 * header, scroll box; the copy button is added by the page script) and tables a scroll box.
 * Literal JSX tags (`<img>` written in a doc) are left as written, as MDX does.
 */
import type { Element, ElementContent, Properties, Root } from 'hast';
import { h } from 'hastscript';
import type { ImageSize } from '../image-size';
import { relFor, siteHref, withBasePath } from '../urls';
import { isJsxElement } from './jsx';

/** What the markup needs to know of the build. */
export interface ElementContext {
  basePath: string;
  /** Size of a site path's file under `public/`, when known. */
  sizeOf: (path: string) => ImageSize | null;
}

/**
 * A content image: base path applied, intrinsic size set (no layout shift), lazy-loaded unless it
 * opens the page (`fetchPriority: 'high'`, set by `rehype-eager-lead-image`).
 */
export function contentImage(properties: Properties, context: ElementContext): Element {
  const src = typeof properties.src === 'string' ? properties.src : '';
  const size = src.startsWith('/') ? context.sizeOf(src) : null;
  return h('img', {
    ...properties,
    src: withBasePath(context.basePath, src),
    alt: properties.alt ?? '',
    width: properties.width ?? size?.width,
    height: properties.height ?? size?.height,
    loading: properties.fetchPriority === 'high' ? 'eager' : 'lazy',
    decoding: 'async',
  });
}

function codeBlock(pre: Element): Element {
  const title = pre.properties.dataTitle;
  pre.properties.tabIndex = 0;
  return h('div', { className: ['code-block'] }, [
    typeof title === 'string' ? h('div', { className: ['code-block-title'] }, title) : null,
    h('div', { className: ['code-block-body'] }, [pre]),
  ]);
}

/** Table parts hold only rows and cells: whitespace between them is dropped (as React renders them). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

function site(node: Element, context: ElementContext): Element {
  if (TABLE_PARTS.has(node.tagName)) node.children = node.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
  switch (node.tagName) {
    case 'a': {
      const href = String(node.properties.href ?? '');
      node.properties.href = siteHref(context.basePath, href);
      const rel = relFor(href);
      if (rel) node.properties.rel = rel.split(' ');
      return node;
    }
    case 'img':
      return contentImage(node.properties, context);
    case 'pre':
      return codeBlock(node);
    case 'table':
      return h('div', { className: ['table-wrapper'], tabIndex: 0 }, [node]);
    default:
      return node;
  }
}

/** Applies the site's markup to every Markdown element of a body (JSX elements are the writer's own). */
export function applySiteElements(root: Root, context: ElementContext): void {
  const walk = (parent: { children: unknown[] }) => {
    parent.children = (parent.children as ElementContent[]).map((child) => {
      const node = child as ElementContent & { type: string };
      // A JSX element keeps its own attributes; the Markdown inside it gets the site's markup.
      if (isJsxElement(node)) walk(node as unknown as { children: unknown[] });
      if (node.type !== 'element') return child;
      walk(node);
      return site(node, context);
    });
  };
  walk(root);
}
