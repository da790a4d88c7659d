/** Small pieces of the Markdown copies that several components share. */
import type { BlockContent, Paragraph, RootContent } from 'mdast';

/** A paragraph holding one bold label: `**Warning: Title**`. */
export function strongParagraph(label: string): Paragraph {
  return { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] };
}

/** Converted children as the content of a quote (a block component's children are blocks). */
export function asBlocks(children: RootContent[]): BlockContent[] {
  return children as BlockContent[];
}
