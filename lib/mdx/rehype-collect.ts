/**
 * Collects what the content checks need from a compiled doc: its outline (headings and
 * includes, in order), every id, every link and image with its position, what it loads from
 * other origins, and the problems the compiler does not see (unknown components, missing attributes).
 */
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { isOtherOrigin, urlsLoadedBy, type LoadedResource } from '../check/external-resources';
import { LINK_ATTRIBUTES, REQUIRED_ATTRIBUTES, WRITER_COMPONENTS, type WriterComponentName } from './component-names';

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
  /** What the doc loads from other origins (`lib/check/external-resources.ts`). */
  resources: LoadedResource[];
  problems: CollectedProblem[];
}

interface MdxJsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  position?: Element['position'];
}

const KNOWN = new Set<string>(WRITER_COMPONENTS);

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
        collectJsx(node as unknown as MdxJsxNode, into, nameOf(parent));
      }
    });
  };
}

/** An element's name, HTML or JSX. */
function nameOf(node: unknown): string | undefined {
  const named = node as { tagName?: string; name?: string | null } | undefined;
  return named?.tagName ?? named?.name ?? undefined;
}

/** Keeps what an element loads from other origins, at its place. */
function collectResources(tag: string, attribute: (name: string) => string | undefined, parent: string | undefined, at: { line?: number; column?: number }, into: Collected) {
  for (const resource of urlsLoadedBy(tag, attribute, parent)) if (isOtherOrigin(resource.url)) into.resources.push({ ...resource, ...at });
}

function collectElement(node: Element, into: Collected) {
  const at = { line: node.position?.start.line, column: node.position?.start.column };
  collectResources(node.tagName, (name) => {
    const value = node.properties[name === 'srcset' ? 'srcSet' : name];
    return typeof value === 'string' ? value : undefined;
  }, undefined, at, into);
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

function collectJsx(node: MdxJsxNode, into: Collected, parent: string | undefined) {
  const at = { line: node.position?.start.line, column: node.position?.start.column };
  const name = node.name ?? '';
  const attributes = new Map<string, unknown>();
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      into.problems.push({ ...at, message: `<${name}> has a spread attribute, which is not supported`, hint: 'write each attribute as name="value"' });
      continue;
    }
    if (attribute.value !== null && typeof attribute.value === 'object') continue;
    attributes.set(attribute.name, attribute.value);
  }
  if (/^[A-Z]/.test(name) && !KNOWN.has(name)) {
    into.problems.push({
      ...at,
      message: `unknown component <${name}>`,
      hint: `writers can use ${WRITER_COMPONENTS.map((c) => `<${c}>`).join(', ')}; imports are not supported`,
    });
    return;
  }
  for (const required of REQUIRED_ATTRIBUTES[name as WriterComponentName] ?? []) {
    if (typeof attributes.get(required) !== 'string') {
      into.problems.push({ ...at, message: `<${name}> needs a ${required}="…" attribute`, hint: 'see "Writer components" in the README' });
    }
  }
  collectResources(name, (attribute) => {
    const value = attributes.get(attribute) ?? attributes.get(attribute === 'srcset' ? 'srcSet' : attribute);
    return typeof value === 'string' ? value : undefined;
  }, parent, at, into);
  const id = attributes.get('id');
  if (typeof id === 'string') into.ids.push(id);
  if (name === 'Include' && typeof attributes.get('doc') === 'string') {
    into.outline.push({ include: attributes.get('doc') as string, line: at.line });
  }
  for (const { attribute, kind } of LINK_ATTRIBUTES[name] ?? []) {
    const url = attributes.get(attribute);
    if (typeof url === 'string') into.references.push({ kind, url, ...at });
  }
}
