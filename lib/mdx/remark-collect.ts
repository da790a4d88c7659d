/**
 * Finds JavaScript expressions in a doc before the renderer drops them (the site blocks
 * JS): `{…}` in prose and `attr={…}` on components. Comments (`{/* … *\/}`) are allowed.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Collected } from './rehype-collect';

const COMMENT = /^\s*\/\*[\s\S]*\*\/\s*$/;

interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number } };
}

export function remarkCollect(into: Collected) {
  return (tree: Root) => {
    visit(tree, (node) => {
      const mdx = node as MdxNode;
      const at = { line: mdx.position?.start.line, column: mdx.position?.start.column };
      if ((mdx.type === 'mdxFlowExpression' || mdx.type === 'mdxTextExpression') && !COMMENT.test(mdx.value ?? '')) {
        into.problems.push({
          ...at,
          message: `JavaScript expression {${(mdx.value ?? '').slice(0, 40)}} is not supported and would be dropped`,
          hint: 'write literal braces as \\{ and \\}, or put the text in `code`',
        });
      }
      for (const attribute of mdx.attributes ?? []) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.value !== null && typeof attribute.value === 'object') {
          into.problems.push({
            ...at,
            message: `<${mdx.name} ${attribute.name}={…}> uses a JavaScript expression, which would be dropped`,
            hint: `write the value as a string: ${attribute.name}="…"`,
          });
        }
      }
    });
  };
}
