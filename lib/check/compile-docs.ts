/**
 * Compiles a doc with next-mdx-remote (the same compiler and JS blocking the site has always
 * used) and the site's plugin chain, collecting what the checks need on the way. The result is
 * a React element that the build renders to static HTML once.
 */
import { compile } from '@mdx-js/mdx';
import { compileMDX } from 'next-mdx-remote/rsc';
import type { Doc } from '../content';
import type { Diagnostic } from '../diagnostics';
import { rewriteAdmonitions } from '../mdx/admonitions';
import { mdxPlugins } from '../mdx/pipeline';
import { emptyCollected, rehypeCollect, type Collected } from '../mdx/rehype-collect';
import { remarkCollect } from '../mdx/remark-collect';
import type { MarkdownLinkResolver } from '../mdx/remark-markdown-links';

/** The components MDX renders with, supplied by the caller (lib stays free of React code). */
export type MdxComponentMap = Parameters<typeof compileMDX>[0]['components'];

export interface CompiledDoc {
  collected: Collected;
  diagnostics: Diagnostic[];
  /** The rendered element, or null when the doc did not compile. */
  content: unknown;
}

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
  if (/before name|Unexpected closing slash|Unexpected character/i.test(reason))
    return 'a `<` in prose starts a tag in MDX: write `&lt;` or put the text in `code`; check that every tag is closed';
  if (/expression|Unexpected end of file in/i.test(reason)) return 'a `{` in prose starts an expression in MDX: write `\\{` and `\\}`';
  if (/closing tag/i.test(reason)) return 'close the tag, or self-close it (`<br />`)';
  return 'see https://mdxjs.com/docs/troubleshooting-mdx/';
}

/**
 * next-mdx-remote reformats compiler errors without their position; the plain MDX compiler
 * is asked again (only for a failing doc) to say where the problem is.
 */
async function locateError(text: string, fallback: string): Promise<{ line?: number; column?: number; reason: string }> {
  try {
    await compile(text, { remarkPlugins: mdxPlugins({ highlight: false, markdownLinks: { fromId: '', resolve: () => null } }).remarkPlugins });
  } catch (thrown) {
    const error = thrown as CompileError;
    return { ...positionOf(error), reason: error.reason ?? error.message };
  }
  return { reason: fallback.split('\n').find((line) => line.trim() && !line.startsWith('[next-mdx-remote]')) ?? fallback };
}

/** Compiles one doc into a React element; never throws on a writer's mistake. */
export async function compileDoc(
  doc: Doc,
  resolveMarkdownLink: MarkdownLinkResolver,
  components: MdxComponentMap,
  highlight = true,
): Promise<CompiledDoc> {
  const diagnostics: Diagnostic[] = [];
  const collected = emptyCollected();
  const { text, problems } = rewriteAdmonitions(doc.source);
  for (const problem of problems) diagnostics.push({ severity: 'error', file: doc.file, ...problem });
  const mdxOptions = mdxPlugins({
    highlight,
    markdownLinks: {
      fromId: doc.id,
      fromRoute: doc.route,
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
      onRewrite: (written, url) =>
        collected.rewrites.set(`${written.line}:${written.column}`, { written: written.url, unresolved: url === written.url }),
    },
    extraRemark: [[remarkCollect, collected]],
    extraRehype: [[rehypeCollect, collected]],
  });
  let content: unknown = null;
  try {
    ({ content } = await compileMDX({ source: text, components, options: { mdxOptions } }));
  } catch (thrown) {
    const located = await locateError(text, (thrown as Error).message);
    diagnostics.push({
      severity: 'error',
      file: doc.file,
      line: located.line,
      column: located.column,
      message: `MDX: ${located.reason}`,
      hint: hintFor(located.reason),
    });
  }
  for (const problem of collected.problems) diagnostics.push({ severity: 'error', file: doc.file, ...problem });
  return { collected, diagnostics, content };
}
