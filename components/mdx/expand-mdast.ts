/**
 * Components that stand for plain Markdown (`toMdast`, such as `<Platform>`): each element is
 * replaced by the nodes it stands for right after the doc is parsed, so everything made from the
 * parse (HTML, Markdown copy, search text, checks) reads them as if the writer had typed them.
 */
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { isJsxElement } from '../../lib/render/jsx';
import { propProblems, propsOf } from './props';
import { writerComponent } from './registry';
import type { ElementProblem, MdastContext } from './writer-component';

const BLOCKS = new Set(['heading', 'list', 'paragraph', 'table', 'code', 'blockquote', 'thematicBreak']);

/** A problem at an element's place in the file. */
export interface PlacedProblem extends ElementProblem {
  line?: number;
  column?: number;
}

/** Replaces every `toMdast` component under `root`; answers the problems (an element with one is dropped). */
export function expandMdastComponents(root: Root, context: MdastContext): PlacedProblem[] {
  const problems: PlacedProblem[] = [];
  const replace = (child: RootContent): RootContent[] => {
    const component = isJsxElement(child) ? writerComponent(child.name) : undefined;
    if (!component?.toMdast || !isJsxElement(child)) return [child];
    const at = { line: child.position?.start.line, column: child.position?.start.column };
    const wrong = propProblems(component, child);
    const value = wrong.length ? wrong : component.toMdast({ props: propsOf(component, child), element: child, context });
    if (!Array.isArray(value) || wrong.length) {
      problems.push(...(wrong.length ? wrong : [value as ElementProblem]).map((problem) => ({ ...at, ...problem })));
      return [];
    }
    const placed = (value as (PhrasingContent | RootContent)[]).map((node) => ({ ...node, position: child.position }));
    // Blocks (headings, lists) stand in the element's place; a value inside a sentence does too, and alone on its line it is a paragraph.
    if (placed.some((node) => BLOCKS.has(node.type)) || child.type !== 'mdxJsxFlowElement') return placed as RootContent[];
    return [{ type: 'paragraph', children: placed as PhrasingContent[], position: child.position }];
  };
  const walk = (parent: { children: RootContent[] }) => {
    parent.children = parent.children.flatMap((child) => {
      if ('children' in child) walk(child as { children: RootContent[] });
      return replace(child);
    });
  };
  walk(root);
  return problems;
}
