/**
 * Compiles every doc once with the page's own MDX pipeline, so that syntax errors, unknown
 * components and dropped expressions are reported for all files in one run, with positions.
 */
import { compile } from '@mdx-js/mdx';
import type { Doc } from '../content';
import type { Diagnostic } from '../diagnostics';
import { rewriteAdmonitions } from '../mdx/admonitions';
import { mdxPlugins } from '../mdx/pipeline';
import { emptyCollected, rehypeCollect, type Collected } from '../mdx/rehype-collect';
import type { MarkdownLinkResolver } from '../mdx/remark-markdown-links';

interface CompileError {
  reason?: string;
  message: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

function positionOf(error: CompileError): { line?: number; column?: number } {
  if (error.line) return { line: error.line, column: error.column };
  const place = error.place;
  if (place?.start) return { line: place.start.line, column: place.start.column };
  if (place?.line) return { line: place.line, column: place.column };
  return {};
}

/** Hints for the MDX errors writers meet most. */
function hintFor(reason: string): string {
  if (/Unexpected character.*before name|Unexpected closing slash|expected a closing tag/i.test(reason))
    return 'a `<` in prose starts a tag in MDX: write `&lt;` or put the text in `code`; check that every tag is closed';
  if (/Could not parse expression|Unexpected end of file in expression|Unexpected lazy line/i.test(reason))
    return 'a `{` in prose starts an expression in MDX: write `\\{` and `\\}`';
  if (/Expected a closing tag/i.test(reason)) return 'close the tag, or self-close it (`<br />`)';
  return 'see https://mdxjs.com/docs/troubleshooting-mdx/';
}

/** Compiles one doc; returns what it collected and its diagnostics. */
export async function compileDoc(
  doc: Doc,
  resolveMarkdownLink: MarkdownLinkResolver,
): Promise<{ collected: Collected; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const collected = emptyCollected();
  const { text, problems } = rewriteAdmonitions(doc.source);
  for (const problem of problems) diagnostics.push({ severity: 'error', file: doc.file, ...problem });
  const plugins = mdxPlugins({
    highlight: false,
    markdownLinks: {
      fromId: doc.id,
      resolve: resolveMarkdownLink,
      onUnresolved: (link) =>
        diagnostics.push({
          severity: 'warning',
          file: doc.file,
          line: link.line,
          column: link.column,
          message: `markdown link ${link.url} matches no doc and is left as written`,
          hint: 'link to an existing .md/.mdx file (relative to this file) or to a site route',
        }),
    },
    extraRehype: [[rehypeCollect, collected]],
  });
  try {
    await compile(text, { ...plugins, outputFormat: 'function-body', development: false });
  } catch (thrown) {
    const error = thrown as CompileError;
    const reason = error.reason ?? error.message;
    diagnostics.push({ severity: 'error', file: doc.file, ...positionOf(error), message: `MDX: ${reason}`, hint: hintFor(reason) });
  }
  for (const problem of collected.problems) diagnostics.push({ severity: 'error', file: doc.file, ...problem });
  return { collected, diagnostics };
}
