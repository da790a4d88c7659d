/**
 * Collects what the content checks need from a compiled doc: its outline (headings and
 * includes, in order), every id, every link and image with its position, and the problems
 * the compiler does not see (unknown components, missing attributes).
 */
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { attributesOf, propProblems } from '../../components/mdx/props';
import { Include } from '../../components/mdx/Include';
import { unknownComponentHint, writerComponent } from '../../components/mdx/registry';
import type { ReferenceAttribute } from '../../components/mdx/writer-component';
import type { JsxElement } from '../render/jsx';

/** A heading as the table of contents shows it. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** A heading of this doc, or the place where another doc's body is included. */
export type OutlineEntry = { heading: Heading } | { include: string; line?: number };

export interface CollectedReference {
  kind: 'link' | 'image';
  url: string;
  /** The URL as the writer wrote it, when the build rewrote it (`./x.md` → `/x`). */
  written?: string;
  /** A `.md` link that matched no doc: already reported as a warning. */
  unresolvedFileLink?: boolean;
  line?: number;
  column?: number;
}

export interface CollectedProblem {
  line?: number;
  column?: number;
  message: string;
  hint: string;
}

/** What one compile yields for the checks. */
export interface Collected {
  /** Links the markdown-link plugin rewrote, by `line:column`: what was written, and whether it resolved. */
  rewrites: Map<string, { written: string; unresolved: boolean }>;
  outline: OutlineEntry[];
  ids: string[];
  references: CollectedReference[];
  problems: CollectedProblem[];
}

/** Attributes of plain HTML tags that hold a site link or file (a component names its own). */
const HTML_REFERENCES: Record<string, ReferenceAttribute[]> = {
  a: [{ attribute: 'href', kind: 'link' }],
  img: [{ attribute: 'src', kind: 'image' }],
};

export function emptyCollected(): Collected {
  return { rewrites: new Map(), outline: [], ids: [], references: [], problems: [] };
}

export function rehypeCollect(into: Collected) {
  return (tree: Root) => {
    visit(tree, (node: Root | RootContent) => {
      if (node.type === 'element') {
        collectElement(node, into);
        return;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        collectJsx(node as unknown as JsxElement, into);
      }
    });
  };
}

function collectElement(node: Element, into: Collected) {
  const at = { line: node.position?.start.line, column: node.position?.start.column };
  const id = node.properties.id;
  if (typeof id === 'string') into.ids.push(id);
  if (/^h[2-6]$/.test(node.tagName) && typeof id === 'string') {
    const text = toString({ ...node, children: node.children.filter((c) => !isHashLink(c)) }).trim();
    into.outline.push({ heading: { depth: Number(node.tagName[1]), id, text } });
  }
  if (node.tagName === 'a' && typeof node.properties.href === 'string' && !isHashLink(node)) {
    const rewrite = into.rewrites.get(`${at.line}:${at.column}`);
    into.references.push({
      kind: 'link',
      url: node.properties.href,
      written: rewrite?.written,
      unresolvedFileLink: rewrite?.unresolved,
      ...at,
    });
  }
  if (node.tagName === 'img' && typeof node.properties.src === 'string') {
    into.references.push({ kind: 'image', url: node.properties.src, ...at });
  }
}

function isHashLink(node: RootContent): boolean {
  return node.type === 'element' && Array.isArray(node.properties.className) && node.properties.className.includes('hash-link');
}

function collectJsx(node: JsxElement, into: Collected) {
  const at = { line: node.position?.start.line, column: node.position?.start.column };
  const name = node.name ?? '';
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute') continue;
    into.problems.push({ ...at, message: `<${name}> has a spread attribute, which is not supported`, hint: 'write each attribute as name="value"' });
  }
  const component = writerComponent(name);
  if (/^[A-Z]/.test(name) && !component) {
    into.problems.push({ ...at, message: `unknown component <${name}>`, hint: unknownComponentHint(name) });
    return;
  }
  if (component) into.problems.push(...propProblems(component, node).map((problem) => ({ ...at, ...problem })));
  const attributes = attributesOf(node);
  if (attributes.id) into.ids.push(attributes.id);
  if (component === Include && attributes.doc) into.outline.push({ include: attributes.doc, line: at.line });
  for (const { attribute, kind } of component?.references ?? HTML_REFERENCES[name] ?? []) {
    const url = attributes[attribute];
    if (url !== undefined) into.references.push({ kind, url, ...at });
  }
}
