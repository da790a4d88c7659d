/**
 * Carries a code block's meta (```` ```yaml title="airy.yaml" {2-3} ````) onto its `<pre>`:
 * `data-title` for the file-name header and `data-language` for the copy button's label.
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
      const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
      const language = classes.map(String).find((name) => name.startsWith('language-'));
      if (language) node.properties.dataLanguage = language.slice('language-'.length);
    });
  };
}
