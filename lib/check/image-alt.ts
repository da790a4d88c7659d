/**
 * Images a screen reader would pass over in silence: an `<img>` without an `alt` attribute is an
 * error (alt text, or `alt=""` written on purpose for a decorative image); a Markdown image `![](…)`
 * with empty text is a warning, since the empty text may be an oversight. `<Image>` requires its
 * `alt` through its props (`components/mdx/Image/`), so it is not reported twice.
 */
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Diagnostic } from '../diagnostics';
import { isJsxElement } from '../render/jsx';


/** Errors and warnings for one doc's images. */
export function checkImageAlt(file: string, mdast: Root): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const at = (node: { position?: Image['position'] }) => ({ file, line: node.position?.start.line, column: node.position?.start.column });
  visit(mdast, (node) => {
    if (node.type === 'image' && !(node as Image).alt?.trim()) {
      problems.push({
        severity: 'warning',
        ...at(node),
        message: `image ${(node as Image).url} has no text: screen readers skip it`,
        hint: 'describe what it shows: `![A diagram of …](…)`; for a decorative image write `<img src="…" alt="" />`',
      });
    }
    if (!isJsxElement(node)) return;
    const element = node;
    if (element.name !== 'img') return;
    if (element.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'alt')) return;
    problems.push({
      severity: 'error',
      ...at(element),
      message: `<${element.name}> has no alt attribute: screen readers skip it without a word`,
      hint: 'add `alt="what the image shows"`, or `alt=""` if the image is only decoration',
    });
  });
  return problems;
}
