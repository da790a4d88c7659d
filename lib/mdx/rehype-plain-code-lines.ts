/**
 * rehype-prism-plus wraps every code line in `<span class="code-line">`; only highlighted lines
 * need a wrapper (for their background). Unwrapping the rest keeps long code pages light.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

function isPlainLine(node: ElementContent): node is Element {
  if (node.type !== 'element' || node.tagName !== 'span') return false;
  const classes = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
  return classes.length === 1 && classes[0] === 'code-line';
}

export function rehypePlainCodeLines() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'code') return;
      node.children = node.children.flatMap((child) => (isPlainLine(child) ? child.children : [child]));
    });
  };
}
