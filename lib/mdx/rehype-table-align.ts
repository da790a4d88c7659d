/**
 * GFM tables give every cell of an aligned column an `align` (which MDX turns into an inline
 * `text-align` style). Left is the default, so it goes; centre and right become classes: no
 * inline styles in the pages.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export function rehypeTableAlign() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'td' && node.tagName !== 'th') return;
      const align = node.properties.align;
      if (typeof align !== 'string') return;
      delete node.properties.align;
      if (align === 'center' || align === 'right') node.properties.className = [`align-${align}`];
    });
  };
}
