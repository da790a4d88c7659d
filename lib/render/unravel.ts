/**
 * A paragraph that holds only JSX (`<ButtonBox … />` on a line of its own inside a list of boxes)
 * is a block of JSX, not a paragraph: MDX unwraps it the same way (its `remark-mark-and-unravel`).
 */
import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';

/** Whitespace as HTML reads it. */
const BLANK = /^[\t\n\f\r ]*$/;

export function unravelJsxParagraphs(tree: Root): void {
  visit(tree, 'paragraph', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const children = node.children as RootContent[];
    const onlyJsx = children.every((child) => child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression' || (child.type === 'text' && BLANK.test(child.value)));
    if (!onlyJsx || !children.some((child) => child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression')) return;
    const blocks = children.flatMap((child): RootContent[] => {
      if (child.type === 'text') return BLANK.test(child.value) ? [] : [child];
      if (child.type === 'mdxJsxTextElement') return [{ ...child, type: 'mdxJsxFlowElement' } as RootContent];
      if (child.type === 'mdxTextExpression') return [{ ...child, type: 'mdxFlowExpression' } as RootContent];
      return [child];
    });
    parent.children.splice(index, 1, ...(blocks as typeof parent.children));
    return index;
  });
}
