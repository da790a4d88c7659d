/**
 * Marks each endpoint signature paragraph of an API page (`POST /tags.list` alone in a code span)
 * with `data-endpoint`, so the page script finds the sections that get a "Try it" button without
 * guessing from the markup. The same rule as the API check's (`paragraphSignature`).
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { ENDPOINT_ATTRIBUTE } from '../constants';
import { paragraphSignature } from '../openapi';

/** Adds the attribute to the signature paragraphs of a parsed API page (before it becomes hast). */
export function markEndpointSignatures(tree: Root): void {
  visit(tree, 'paragraph', (paragraph) => {
    const signature = paragraphSignature(paragraph);
    if (!signature) return;
    paragraph.data = { ...paragraph.data, hProperties: { ...paragraph.data?.hProperties, [ENDPOINT_ATTRIBUTE]: signature.text } };
  });
}
