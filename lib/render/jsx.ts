/**
 * The MDX JSX nodes a parsed doc carries (`<Tabs groupId="os">`), in mdast and, passed through
 * unchanged, in hast: their shape and how to read a string attribute.
 */
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** A JSX element in the tree, block (`flow`) or inline (`text`). */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Node types MDX adds to mdast (and that pass through into hast untouched). */
export const MDX_NODE_TYPES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'] as const;

/** True for a JSX element node, whatever tree it sits in. */
export function isJsxElement(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/**
 * A string attribute of an element: `''` for a bare attribute (`<TabItem default>`), undefined when
 * absent or written as an expression (expressions are rejected by the content check).
 */
export function attribute(node: Pick<JsxElement, 'attributes'>, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name) {
      if (attr.value === null || attr.value === undefined) return '';
      return typeof attr.value === 'string' ? attr.value : undefined;
    }
  }
  return undefined;
}

/** Every string (or bare) attribute of an element, by name; expressions are left out. */
export function stringAttributes(node: Pick<JsxElement, 'attributes'>): Record<string, string | true> {
  const found: Record<string, string | true> = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (attr.value === null || attr.value === undefined) found[attr.name] = true;
    else if (typeof attr.value === 'string') found[attr.name] = attr.value;
  }
  return found;
}
