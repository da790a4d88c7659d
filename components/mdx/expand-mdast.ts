/**
 * Components that stand for plain Markdown (`toMdast`, such as `<Platform>`): each element is
 * replaced by the nodes it stands for right after the doc is parsed, so everything made from the
 * parse (HTML, Markdown copy, search text, checks) reads them as if the writer had typed them.
 */
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { isJsxElement, type JsxElement } from '../../lib/render/jsx';
import { propProblems, propsOf } from './props';
import { writerComponent } from './registry';
import type { ElementProblem, MdastContext, MdastValue, WriterComponent } from './writer-component';

/** A problem at an element's place in the file. */
export interface PlacedProblem extends ElementProblem {
  line?: number;
  column?: number;
}

/** What `component` writes for `element`, or its problems. */
function valueOf(component: WriterComponent, element: JsxElement, context: MdastContext): { value: MdastValue } | { problems: ElementProblem[] } {
  const wrong = propProblems(component, element);
  if (wrong.length) return { problems: wrong };
  const value = component.toMdast!({ props: propsOf(component, element), element, context });
  if ('message' in value) return { problems: [value] };
  if ('blocks' in value && element.type !== 'mdxJsxFlowElement') {
    return { problems: [{ message: `<${component.name}> writes a block here`, hint: `put <${component.name} … /> on a line of its own` }] };
  }
  return { value };
}

/** Replaces every `toMdast` component under `root`; answers the problems (an element with one is dropped). */
export function expandMdastComponents(root: Root, context: MdastContext): PlacedProblem[] {
  const problems: PlacedProblem[] = [];
  const replace = (child: RootContent): RootContent[] => {
    const component = isJsxElement(child) ? writerComponent(child.name) : undefined;
    if (!component?.toMdast || !isJsxElement(child)) return [child];
    const at = { line: child.position?.start.line, column: child.position?.start.column };
    const written = valueOf(component, child, context);
    if ('problems' in written) {
      problems.push(...written.problems.map((problem) => ({ ...at, ...problem })));
      return [];
    }
    const { value } = written;
    if ('blocks' in value) return value.blocks.map((node) => ({ ...node, position: child.position }));
    const placed = value.map((node) => ({ ...node, position: child.position }) as PhrasingContent);
    return child.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: placed, position: child.position }] : (placed as RootContent[]);
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
