/** Appends a keyboard-reachable "#" link to every heading that has an id. */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const HEADING = /^h[2-6]$/;

export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!HEADING.test(node.tagName) || typeof node.properties.id !== 'string') return;
      const text = toString(node).trim();
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${node.properties.id}`, ariaLabel: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
