/**
 * Content images are lazy, except one that opens the page: the first image among the body's first
 * few blocks is usually the largest thing in view, and lazy-loading it delays the page's main
 * paint. It is marked `fetchpriority="high"`, which the image component keeps eager.
 */
import type { Element, Root } from 'hast';
import { visit, EXIT } from 'unist-util-visit';

/** How many top-level blocks count as "opening the page". */
const LEADING_BLOCKS = 4;

export function rehypeEagerLeadImage() {
  return (tree: Root) => {
    const leading = tree.children.filter((node) => node.type !== 'text').slice(0, LEADING_BLOCKS);
    for (const block of leading) {
      let found = false;
      visit(block, (node) => {
        const element = node as Element;
        const isImage =
          (element.type === 'element' && element.tagName === 'img') ||
          ((node as { type: string }).type === 'mdxJsxFlowElement' && (node as unknown as { name: string }).name === 'Image');
        if (!isImage) return undefined;
        if (element.type === 'element') element.properties.fetchPriority = 'high';
        else (node as unknown as { attributes: unknown[] }).attributes.push({ type: 'mdxJsxAttribute', name: 'priority', value: 'high' });
        found = true;
        return EXIT;
      });
      if (found) return;
    }
  };
}
