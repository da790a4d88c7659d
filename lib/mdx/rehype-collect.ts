/**
 * Collects what the content checks need from a compiled doc: its outline (headings and
 * includes, in order), every id, every link and image with its position, what it loads from
 * other origins, and the problems the compiler does not see (unknown components, missing attributes).
 */
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { attributesOf, propProblems } from '../../components/mdx/props';
import { Include } from '../../components/mdx/Include';
import { unknownComponentHint, writerComponent } from '../../components/mdx/registry';
import type { ReferenceAttribute } from '../../components/mdx/writer-component';
import type { JsxElement } from '../render/jsx';
import { isOtherOrigin, urlsLoadedBy, type LoadedResource } from '../check/external-resources';

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

interface CollectedProblem {
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
  /** What the doc loads from other origins (`lib/check/external-resources.ts`). */
  resources: LoadedResource[];
  problems: CollectedProblem[];
}

/** Attributes of plain HTML tags that hold a site link or file (a component names its own). */
const HTML_REFERENCES: Record<string, ReferenceAttribute[]> = {
  a: [{ attribute: 'href', kind: 'link' }],
  img: [{ attribute: 'src', kind: 'image' }],
};

export function emptyCollected(): Collected {
  return { rewrites: new Map(), outline: [], ids: [], references: [], resources: [], problems: [] };
}

export function rehypeCollect(into: Collected) {
  return (tree: Root) => {
    visit(tree, (node: Root | RootContent, _index, parent) => {
      if (node.type === 'element') {
        collectElement(node, into);
        return;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        collectJsx(node as unknown as JsxElement, into, nameOf(parent));
      }
    });
  };
}

/** An element's name, HTML or JSX. */
function nameOf(node: unknown): string | undefined {
  const named = node as { tagName?: string; name?: string | null } | undefined;
  return named?.tagName ?? named?.name ?? undefined;
}

/** Keeps what an element loads from other origins, at its place; `written` names it as the writer wrote it, when that was not HTML. */
function collectResources(tag: string, attribute: (name: string) => string | undefined, parent: string | undefined, at: { line?: number; column?: number }, into: Collected, written?: string) {
  for (const resource of urlsLoadedBy(tag, attribute, parent)) if (isOtherOrigin(resource.url)) into.resources.push({ ...resource, ...(written ? { from: written } : {}), ...at });
}

function collectElement(node: Element, into: Collected) {
  const at = { line: node.position?.start.line, column: node.position?.start.column };
  // HTML in MDX stays JSX (`collectJsx`): an <img> element here was written as a Markdown image.
  const written = node.tagName === 'img' ? `the Markdown image ![${typeof node.properties.alt === 'string' ? node.properties.alt : ''}](…)` : undefined;
  collectResources(node.tagName, (name) => {
    const value = node.properties[name === 'srcset' ? 'srcSet' : name];
    return typeof value === 'string' ? value : undefined;
  }, undefined, at, into, written);
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

function collectJsx(node: JsxElement, into: Collected, parent: string | undefined) {
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
  collectResources(name, (attribute) => attributes[attribute] ?? attributes[attribute === 'srcset' ? 'srcSet' : attribute], parent, at, into);
  if (attributes.id) into.ids.push(attributes.id);
  if (component === Include && attributes.doc) into.outline.push({ include: attributes.doc, line: at.line });
  for (const { attribute, kind } of component?.references ?? HTML_REFERENCES[name] ?? []) {
    const url = attributes[attribute];
    if (url !== undefined) into.references.push({ kind, url, ...at });
  }
}
