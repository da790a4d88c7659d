/**
 * GFM tables put `style="text-align:left"` on every cell of an aligned column. Left is the
 * default, so it goes; centre and right become classes (no inline styles in the pages).
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export function rehypeTableAlign() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'td' && node.tagName !== 'th') return;
      const style = typeof node.properties.style === 'string' ? node.properties.style : '';
      const align = /text-align:\s*(left|center|right)/.exec(style)?.[1];
      if (!align) return;
      delete node.properties.style;
      if (align !== 'left') node.properties.className = [`align-${align}`];
    });
  };
}
