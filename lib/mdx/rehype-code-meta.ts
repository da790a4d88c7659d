/**
 * Carries a code block's title (```` ```yaml title="airy.yaml" {2-3} ````) onto its `<pre>` as
 * `data-title`, for the file-name header.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

const TITLE = /title=(["'])(.*?)\1/;

export function rehypeCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      const title = TITLE.exec(meta)?.[2];
      if (title) node.properties.dataTitle = title;
    });
  };
}
