/**
 * Finds JavaScript in a doc before the renderer drops it (content is MDX without JavaScript):
 * `import` and `export` lines, `{…}` in prose and `attr={…}` on components. Comments
 * (`{/* … *\/}`) are allowed.
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

/** An `import` or `export` line: MDX reads it as JavaScript, which content cannot hold. */
function esmProblem(value: string): { message: string; hint: string } {
  const keyword = /^\s*export\b/.test(value) ? 'export' : 'import';
  const line = value.trim().split('\n')[0].slice(0, 60);
  return {
    message: `\`${line}\`: content is MDX without JavaScript, so \`${keyword}\` is not supported`,
    hint:
      keyword === 'import'
        ? 'writer components need no import (see docs/components.md); code to show goes in a fenced code block, and a prose line starting with "import " needs rewording or `code`'
        : 'code to show goes in a fenced code block; a prose line starting with "export " needs rewording or `code`',
  };
}

export function remarkCollect(into: Collected) {
  return (tree: Root) => {
    visit(tree, (node) => {
      const mdx = node as MdxNode;
      const at = { line: mdx.position?.start.line, column: mdx.position?.start.column };
      if (mdx.type === 'mdxjsEsm') into.problems.push({ ...at, ...esmProblem(mdx.value ?? '') });
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
